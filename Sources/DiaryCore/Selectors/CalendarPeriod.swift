/// The workouts of one calendar year or month.
public struct CalendarPeriod: Equatable, Sendable {
  public var year: Int
  /// 1...12 for a month; nil for a whole year.
  public var month: Int?
  /// In the order of the workouts the period was made from.
  public var workouts: [Workout]

  public init(year: Int, month: Int?, workouts: [Workout]) {
    self.year = year
    self.month = month
    self.workouts = workouts
  }

  /// The years that have workouts, in the order of `workouts` (which must keep each year's
  /// workouts together, as any date order does).
  public static func years(_ workouts: [Workout]) -> [CalendarPeriod] {
    runs(of: workouts, by: \.date.year).map { run in
      CalendarPeriod(year: run[0].date.year, month: nil, workouts: run)
    }
  }

  /// The months of a year that have workouts, in the order of its workouts; none for a month.
  public var months: [CalendarPeriod] {
    guard month == nil else { return [] }
    return Self.runs(of: workouts, by: \.date.month).map { run in
      CalendarPeriod(year: year, month: run[0].date.month, workouts: run)
    }
  }

  /// Consecutive workouts sharing a key, in order; never an empty run.
  private static func runs(of workouts: [Workout], by key: (Workout) -> Int) -> [[Workout]] {
    var runs: [[Workout]] = []
    for workout in workouts {
      if let last = runs.last?.last, key(last) == key(workout) {
        runs[runs.count - 1].append(workout)
      } else {
        runs.append([workout])
      }
    }
    return runs
  }
}
