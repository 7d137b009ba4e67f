/// How workouts are ordered in each list: the order's key descending, then newest first (a
/// day's timed entries after its untimed ones count as later), then by name, then by id (`-2`
/// before `-10`), so ties are broken the same way every time.
public enum WorkoutOrdering {
  /// What a workout is sorted by in one order, made once per workout so that sorting compares
  /// numbers, and names only on ties.
  struct SortKey: Comparable {
    /// The order's own key, smallest first: the negated distance (none after every distance)
    /// or complexity; 0 for the date order.
    var primary: Double
    /// The day and the minute of the day (-1 without a time), negated: newest first.
    var day: Int
    var minute: Int
    var name: String
    /// Ids of a tie share their base and differ by the `-2`, `-3`, … suffix: shorter first.
    var idLength: Int
    var id: String

    init(_ workout: Workout, _ order: SortOrder) {
      switch order {
      case .date: primary = 0
      case .distance: primary = workout.distance.map { -$0.metres } ?? .infinity
      case .complexity: primary = -Double(workout.complexity.rawValue)
      }
      day = -workout.date.dayNumber
      minute = -(workout.time.map { $0.hour * 60 + $0.minute } ?? -1)
      name = workout.name
      id = workout.id.rawValue
      idLength = id.utf8.count
    }

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
      if lhs.primary != rhs.primary { return lhs.primary < rhs.primary }
      if lhs.day != rhs.day { return lhs.day < rhs.day }
      if lhs.minute != rhs.minute { return lhs.minute < rhs.minute }
      if lhs.name != rhs.name { return lhs.name < rhs.name }
      if lhs.idLength != rhs.idLength { return lhs.idLength < rhs.idLength }
      return lhs.id < rhs.id
    }
  }
}

extension Sequence<Workout> {
  /// The workouts in the list order `order`.
  public func sorted(by order: SortOrder) -> [Workout] {
    let workouts = Array(self)
    let keys = workouts.map { WorkoutOrdering.SortKey($0, order) }
    return keys.indices.sorted { keys[$0] < keys[$1] }.map { workouts[$0] }
  }
}
