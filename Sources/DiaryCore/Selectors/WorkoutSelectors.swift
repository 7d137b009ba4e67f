extension AppState {
  /// The workouts in the state's current sort order.
  public var sortedWorkouts: [Workout] { workouts(sortedBy: sortOrder) }

  /// The workouts in a list order; computed once per state.
  public func workouts(sortedBy order: SortOrder) -> [Workout] {
    sortedCache.workouts(sortedBy: order, from: self)
  }
}
