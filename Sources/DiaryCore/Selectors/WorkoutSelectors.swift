extension AppState {
  /// The workouts in the state's current sort order.
  public var sortedWorkouts: [Workout] { workouts(sortedBy: sortOrder) }

  public func workouts(sortedBy order: SortOrder) -> [Workout] {
    workoutsByLocation.values.sorted(by: order)
  }
}
