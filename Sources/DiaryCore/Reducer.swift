/// The pure reducer: the state after `action`, leaving `state` as it was.
public func reducer(_ state: AppState, _ action: Action) -> AppState {
  var next = state
  reduce(into: &next, action)
  return next
}

/// The reducer in place; what `Store` uses so that large states are not copied per action.
public func reduce(into state: inout AppState, _ action: Action) {
  state.sortedCache = SortedWorkoutsCache()
  switch action {
  case .workoutAdded(let workout):
    state.add(workout)
  case .workoutRemoved(let id):
    if let location = state.locationByID[id] { state.removeWorkout(at: location) }
  case .fileRemoved(let path):
    state.removeFile(path)
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
  mutating func add(_ workout: Workout) {
    if workoutsByLocation[workout.location] != nil { removeWorkout(at: workout.location) }
    workoutsByLocation[workout.location] = workout
    let family = workout.baseID.family
    var members = locationsByFamily[family, default: []]
    let index = members.firstIndex { workout.location < $0 } ?? members.endIndex
    members.insert(workout.location, at: index)
    renumber(family, members)
  }

  mutating func removeWorkout(at location: SourceLocation) {
    guard let workout = workoutsByLocation.removeValue(forKey: location) else { return }
    if locationByID[workout.id] == location { locationByID[workout.id] = nil }
    let family = workout.baseID.family
    var members = locationsByFamily[family, default: []]
    members.removeAll { $0 == location }
    renumber(family, members)
  }

  mutating func removeFile(_ path: String) {
    diagnosticsByFile[path] = nil
    let doomed = workoutsByLocation.keys.filter { $0.path == path }
    for location in doomed { removeWorkout(at: location) }
  }

  /// Numbers a family's ids in path/line order: each workout takes its base id, or the first of
  /// `-2`, `-3`, … still free. Only ids that can collide share a family, so this stays local.
  private mutating func renumber(_ family: String, _ members: [SourceLocation]) {
    locationsByFamily[family] = members.isEmpty ? nil : members
    for location in members {
      if let id = workoutsByLocation[location]?.id, locationByID[id] == location {
        locationByID[id] = nil
      }
    }
    for location in members {
      guard var workout = workoutsByLocation[location] else { continue }
      let base = workout.baseID
      var id = base
      var n = 1
      while locationByID[id] != nil {
        n += 1
        id = base.numbered(n)
      }
      workout.id = id
      workoutsByLocation[location] = workout
      locationByID[id] = location
    }
  }
}
