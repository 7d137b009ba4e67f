extension AppState {
  /// Every workout in journal order (path, then line), each with its id numbered: a workout
  /// takes its base id (`date-slug`), or the first of `-2`, `-3`, … that no workout before it
  /// took. Computed on each call: callers keep the result for as long as they use the state.
  public var workouts: [Workout] {
    var result: [Workout] = []
    result.reserveCapacity(workoutCount)
    var taken: Set<WorkoutID> = []
    taken.reserveCapacity(workoutCount)
    for path in workoutsByFile.keys.sorted() {
      for var workout in workoutsByFile[path] ?? [] {
        var number = 1
        while !taken.insert(workout.baseID.numbered(number)).inserted { number += 1 }
        let id = workout.baseID.numbered(number)
        if workout.id != id { workout.id = id }
        result.append(workout)
      }
    }
    return result
  }

  /// The workout with this id, if any.
  public func workout(id: WorkoutID) -> Workout? {
    workouts.first { $0.id == id }
  }

  /// The workouts in the state's current sort order.
  public var sortedWorkouts: [Workout] { workouts(sortedBy: sortOrder) }

  /// The workouts in a list order.
  public func workouts(sortedBy order: SortOrder) -> [Workout] {
    workouts.sorted(by: order)
  }
}
