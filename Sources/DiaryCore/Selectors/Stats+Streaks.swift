extension Stats {
  /// A run of consecutive training days, or of consecutive weeks with training.
  public struct Streak: Equatable, Sendable {
    /// The first day (for weeks: the first day of the first week).
    public var first: LocalDate
    /// The last day (for weeks: the first day of the last week).
    public var last: LocalDate
    /// Days, or weeks.
    public var length: Int

    public init(first: LocalDate, last: LocalDate, length: Int) {
      self.first = first
      self.last = last
      self.length = length
    }
  }

  /// The current and longest streaks, in days and in weeks. The current streak is the one that
  /// holds the reference day (the newest workout's day) or its week.
  public struct Streaks: Equatable, Sendable {
    public var currentDays: Streak?
    public var longestDays: Streak?
    public var currentWeeks: Streak?
    public var longestWeeks: Streak?
    /// How many different days, and different weeks, had a workout.
    public var trainingDays: Int
    public var trainingWeeks: Int

    public init(_ state: AppState) {
      self.init(state.workouts, weekStart: state.config.weekStart)
    }

    public init(_ workouts: [Workout], weekStart: Int) {
      let days = Self.uniqueSorted(workouts.map(\.date.dayNumber))
      // From the distinct days, ascending: their weeks' first days come ascending too.
      let weeks = Self.uniqueSorted(
        days.map { Stats.startOfWeek(containingDay: $0, weekStart: weekStart) })
      trainingDays = days.count
      trainingWeeks = weeks.count
      let dayRuns = Self.runs(days, step: 1)
      let weekRuns = Self.runs(weeks, step: 7)
      currentDays = dayRuns.last
      longestDays = Self.longest(dayRuns)
      currentWeeks = weekRuns.last
      longestWeeks = Self.longest(weekRuns)
    }

    /// The distinct numbers, ascending. Workouts oldest first (as the site passes them) give
    /// them in order already: then no set is built and nothing sorted.
    static func uniqueSorted(_ numbers: [Int]) -> [Int] {
      guard zip(numbers, numbers.dropFirst()).allSatisfy({ $0 <= $1 }) else {
        return Set(numbers).sorted()
      }
      var unique: [Int] = []
      for number in numbers where unique.last != number { unique.append(number) }
      return unique
    }

    /// The runs of `numbers` (sorted, unique) that go up by `step`, oldest first.
    static func runs(_ numbers: [Int], step: Int) -> [Streak] {
      var runs: [Streak] = []
      var start = 0
      for index in numbers.indices {
        let goesOn = index + 1 < numbers.count && numbers[index + 1] == numbers[index] + step
        if goesOn { continue }
        runs.append(
          Streak(
            first: LocalDate(dayNumber: numbers[start]), last: LocalDate(dayNumber: numbers[index]),
            length: index - start + 1))
        start = index + 1
      }
      return runs
    }

    /// The longest run; on a tie the first.
    static func longest(_ runs: [Streak]) -> Streak? {
      runs.reduce(nil) { best, run in
        guard let best, best.length >= run.length else { return run }
        return best
      }
    }
  }
}
