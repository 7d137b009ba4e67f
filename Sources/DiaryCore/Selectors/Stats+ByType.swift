extension Stats {
  /// The workouts of each type, grouped once for every selector that reads them by type.
  public struct WorkoutsByType: Sendable {
    let groups: [(type: String, workouts: [Workout])]

    public init(_ workouts: [Workout]) { groups = Stats.byType(workouts) }
  }

  /// The workouts of each type, in the order of their types' first workout (those without a
  /// type left out). A journal has a handful of types: each workout's type is compared with the
  /// few seen so far, and a table by name is made only past them, rather than every type
  /// hashed (the grouping was most of what the stats page's type totals and records cost).
  static func byType(_ workouts: [Workout]) -> [(type: String, workouts: [Workout])] {
    var groups: [(type: String, workouts: [Workout])] = []
    var indexByType: [String: Int] = [:]
    var last = -1
    for workout in workouts {
      guard let type = workout.type else { continue }
      if last >= 0, groups[last].type == type {
        groups[last].workouts.append(workout)
        continue
      }
      if let index = index(of: type, in: groups, beyondTable: indexByType) {
        last = index
      } else {
        last = groups.count
        groups.append((type, []))
        if groups.count > linearTypes { indexByType[type] = last }
      }
      groups[last].workouts.append(workout)
    }
    return groups
  }

  /// How many types are compared in turn before a table by name is used.
  private static let linearTypes = 8

  private static func index(
    of type: String, in groups: [(type: String, workouts: [Workout])],
    beyondTable table: [String: Int]
  ) -> Int? {
    for index in groups.indices.prefix(linearTypes) where groups[index].type == type {
      return index
    }
    return groups.count > linearTypes ? table[type] : nil
  }
}
