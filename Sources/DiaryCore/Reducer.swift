/// The pure reducer: the state after `action`, leaving `state` as it was.
public func reducer(_ state: AppState, _ action: Action) -> AppState {
  var next = state
  reduce(into: &next, action)
  return next
}

/// The reducer in place; what `Store` uses so that large states are not copied per action.
public func reduce(into state: inout AppState, _ action: Action) {
  switch action {
  case .workoutAdded(let workout):
    state.add(workout)
  case .workoutRemoved(let id):
    if let location = state.workout(id: id)?.location { state.removeWorkout(at: location) }
  case .fileRemoved(let path):
    state.workoutsByFile[path] = nil
    state.diagnosticsByFile[path] = nil
  case .trackRead(let path, let track):
    state.tracks[path] = track
  case .trackRemoved(let path):
    state.tracks[path] = nil
  case .diagnosticsReported(let path, let diagnostics):
    state.diagnosticsByFile[path] = diagnostics.isEmpty ? nil : diagnostics.sorted()
  case .configLoaded(let config):
    if state.sortOrder == state.config.defaultSort { state.sortOrder = config.defaultSort }
    state.config = config
  case .sortChanged(let order):
    state.sortOrder = order
  }
}

extension AppState {
  /// Puts `workout` in its file at its line, replacing the one at the same location.
  fileprivate mutating func add(_ workout: Workout) {
    let location = workout.location
    var workouts = workoutsByFile.removeValue(forKey: location.path) ?? []
    // Files are read top to bottom: a workout almost always goes last.
    let goesLast = workouts.last.map { isBefore($0.location, location) } ?? true
    let index =
      goesLast
      ? workouts.endIndex
      : workouts.firstIndex { !isBefore($0.location, location) } ?? workouts.endIndex
    if index < workouts.endIndex, workouts[index].location == location {
      workouts[index] = workout
    } else {
      workouts.insert(workout, at: index)
    }
    workoutsByFile[location.path] = workouts
  }

  fileprivate mutating func removeWorkout(at location: SourceLocation) {
    guard var workouts = workoutsByFile.removeValue(forKey: location.path) else { return }
    workouts.removeAll { $0.location == location }
    if !workouts.isEmpty { workoutsByFile[location.path] = workouts }
  }

  /// Whether `lhs` comes before `rhs` in the same file.
  private func isBefore(_ lhs: SourceLocation, _ rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
