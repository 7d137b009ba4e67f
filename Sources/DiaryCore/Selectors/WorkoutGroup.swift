/// Workouts filed under one name: a type, a tag.
public struct WorkoutGroup: Equatable, Sendable {
  public var name: String
  /// In the order of the workouts they were grouped from.
  public var workouts: [Workout]

  public init(name: String, workouts: [Workout]) {
    self.name = name
    self.workouts = workouts
  }

  /// The workouts of each type, types in the order of their first workout; those without a
  /// type are left out.
  public static func byType(_ workouts: [Workout]) -> [WorkoutGroup] {
    grouped(workouts) { $0.type.map { [$0] } ?? [] }
  }

  /// The workouts under each name `names` gives them, names in the order they first appear.
  public static func grouped(_ workouts: [Workout], by names: (Workout) -> [String])
    -> [WorkoutGroup]
  {
    var groups: [WorkoutGroup] = []
    var indexByName: [String: Int] = [:]
    for workout in workouts {
      for name in names(workout) {
        if let index = indexByName[name] {
          // A name given twice files the workout once.
          if groups[index].workouts.last?.isSame(as: workout) != true {
            groups[index].workouts.append(workout)
          }
        } else {
          indexByName[name] = groups.count
          groups.append(WorkoutGroup(name: name, workouts: [workout]))
        }
      }
    }
    return groups
  }
}
