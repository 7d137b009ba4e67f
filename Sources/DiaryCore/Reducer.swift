/// The pure reducer: the state after `action`, leaving `state` as it was.
public func reducer(_ state: AppState, _ action: Action) -> AppState {
  var next = state
  reduce(into: &next, action)
  return next
}

/// The reducer in place; what `Store` uses so that large states are not copied per action.
public func reduce(into state: inout AppState, _ action: Action) {
  reduce(into: &state, CollectionOfOne(action))
}

/// The reducer for a batch of actions in place: the same as reducing them one by one, with
/// the derived data made again once instead of once per action.
public func reduce(into state: inout AppState, _ actions: some Collection<Action>) {
  let previous = state.sortedCache
  // The workouts the batch touches are noted only when the old orders can be updated.
  state.touched = previous.canLend ? [:] : nil
  for action in actions { state.apply(action) }
  state.sortedCache = SortedWorkoutsCache(after: previous, changes: state.touched)
  state.touched = nil
}

extension AppState {
  /// One action's change, without touching the derived data.
  fileprivate mutating func apply(_ action: Action) {
    switch action {
    case .workoutAdded(let workout):
      add(workout)
    case .workoutRemoved(let id):
      if let location = locationByID[id] { removeWorkout(at: location) }
    case .fileRemoved(let path):
      removeFile(path)
    case .diagnosticsReported(let path, let diagnostics):
      diagnosticsByFile[path] = diagnostics.isEmpty ? nil : diagnostics.sorted()
    case .configLoaded(let config):
      if sortOrder == self.config.defaultSort { sortOrder = config.defaultSort }
      self.config = config
    case .sortChanged(let order):
      sortOrder = order
    }
  }
}

extension AppState {
  /// Puts `workout` at `location`, replacing the one there, and keeps `contentDigest` in step.
  private mutating func store(_ workout: Workout, at location: SourceLocation) {
    let old = workoutsByLocation.updateValue(workout, forKey: location)
    note(location, before: old)
    if let old {
      contentDigest &-= Self.digest(of: old, at: location)
    } else {
      locationsByPath[location.pathKey, default: []].append(location)
    }
    contentDigest &+= Self.digest(of: workout, at: location)
  }

  /// Removes and returns the workout at `location`, keeping `contentDigest` in step, and
  /// `locationsByPath` too unless the caller drops the whole file's entry itself.
  private mutating func takeWorkout(at location: SourceLocation, indexed: Bool = true) -> Workout? {
    guard let workout = workoutsByLocation.removeValue(forKey: location) else { return nil }
    note(location, before: workout)
    contentDigest &-= Self.digest(of: workout, at: location)
    if indexed {
      let file = location.pathKey
      locationsByPath[file]?.removeAll { $0 == location }
      if locationsByPath[file]?.isEmpty == true { locationsByPath[file] = nil }
    }
    return workout
  }

  /// Notes, when the reducer is noting them, what was at `location` before the batch.
  private mutating func note(_ location: SourceLocation, before old: Workout?) {
    guard touched != nil, touched?[location] == nil else { return }
    touched?[location] = SortedWorkoutsCache.Change(before: old)
  }

  private static func digest(of workout: Workout, at location: SourceLocation) -> UInt64 {
    var print = workout.fingerprint
    print.combine(location.pathDigest)
    print.combine(location.line)
    print.combine(location.column)
    return print.value
  }

  /// Room for `count` more workouts in the tables, so adding them never rehashes.
  mutating func reserveCapacity(adding count: Int) {
    workoutsByLocation.reserveCapacity(workoutsByLocation.count + count)
    locationByID.reserveCapacity(locationByID.count + count)
    locationsByFamily.reserveCapacity(locationsByFamily.count + count)
  }

  mutating func add(_ workout: Workout) {
    let location = workout.location
    if workoutsByLocation[location] != nil { removeWorkout(at: location) }
    let family = workout.baseID.family
    let familyIndex = locationsByFamily.index(forKey: family)
    let last = familyIndex.flatMap { locationsByFamily.values[$0].last }
    if let last, location < last {
      store(workout, at: location)
      var members = familyIndex.map { locationsByFamily.values[$0] } ?? []
      let index = members.firstIndex { location < $0 } ?? members.endIndex
      members.insert(location, at: index)
      renumber(family, members)
      return
    }
    // Appended in path/line order, as files are read: the earlier ids stay as they are, and a
    // run of same-named workouts costs one step each instead of renumbering them all. The id is
    // chosen before the workout is stored, so it is stored once.
    let start = last.map { firstFreeNumber(after: $0, base: workout.baseID) } ?? 1
    if let familyIndex {
      locationsByFamily.values[familyIndex].append(location)
    } else {
      locationsByFamily[family] = [location]
    }
    var numbered = workout
    let id = claimFirstFreeID(for: workout.baseID, from: start, at: location)
    if numbered.id != id { numbered.id = id }
    store(numbered, at: location)
  }

  /// Gives `location` the first id among `base`'s `start`th, `start + 1`th, … that no workout
  /// has, and returns it: each candidate is tried by setting it, one lookup in the table when it
  /// is free (the usual case), instead of a lookup and then a store.
  private mutating func claimFirstFreeID(
    for base: WorkoutID, from start: Int, at location: SourceLocation
  ) -> WorkoutID {
    var n = start
    while true {
      let candidate = base.numbered(n)
      guard let holder = locationByID.updateValue(location, forKey: candidate) else {
        return candidate
      }
      locationByID[candidate] = holder
      n += 1
    }
  }

  mutating func removeWorkout(at location: SourceLocation) {
    guard let workout = takeWorkout(at: location) else { return }
    if locationByID[workout.id] == location { locationByID[workout.id] = nil }
    let family = workout.baseID.family
    var members = locationsByFamily[family, default: []]
    members.removeAll { $0 == location }
    renumber(family, members)
  }

  mutating func removeFile(_ path: String) {
    diagnosticsByFile[path] = nil
    // Removes them all first, then renumbers each family once: a file of many namesakes costs
    // one pass over the family, not one per workout.
    let doomed = locationsByPath.removeValue(forKey: TextKey(path)) ?? []
    var families: Set<WorkoutID> = []
    for location in doomed {
      guard let workout = takeWorkout(at: location, indexed: false) else { continue }
      if locationByID[workout.id] == location { locationByID[workout.id] = nil }
      families.insert(workout.baseID.family)
    }
    for family in families {
      renumber(family, (locationsByFamily[family] ?? []).filter { workoutsByLocation[$0] != nil })
    }
  }

  /// Numbers a family's ids in path/line order: each workout takes its base id, or the first of
  /// `-2`, `-3`, … still free. Only ids that can collide share a family, so this stays local.
  private mutating func renumber(_ family: WorkoutID, _ members: [SourceLocation]) {
    locationsByFamily[family] = members.isEmpty ? nil : members
    for location in members {
      if let id = workoutsByLocation[location]?.id, locationByID[id] == location {
        locationByID[id] = nil
      }
    }
    // The numbers below `next[base]` are taken and stay taken during this loop.
    var next: [WorkoutID: Int] = [:]
    for location in members {
      guard let base = workoutsByLocation[location]?.baseID else { continue }
      next[base] = assignID(at: location, from: next[base] ?? 1) + 1
    }
  }

  /// Gives the workout at `location` the first free id among its base id's `start`th, `start +
  /// 1`th, …; returns the number taken.
  @discardableResult
  private mutating func assignID(at location: SourceLocation, from start: Int) -> Int {
    guard var workout = workoutsByLocation[location] else { return start }
    let (id, n) = firstFreeID(for: workout.baseID, from: start)
    if workout.id != id {
      // Set only when it changes: the workout's storage stays shared with the parser's
      // (or the cache's) copy instead of being copied for every workout.
      workout.id = id
      store(workout, at: location)
    }
    locationByID[id] = location
    return n
  }

  /// The first of `base`'s `start`th, `start + 1`th, … ids that no workout has, and its number.
  private func firstFreeID(for base: WorkoutID, from start: Int) -> (id: WorkoutID, number: Int) {
    var n = start
    while locationByID[base.numbered(n)] != nil { n += 1 }
    return (base.numbered(n), n)
  }

  /// Where to start looking for a free number for a workout with `base` appended after the one at
  /// `last`: past `last`'s number when they share a base (every lower one was taken), else 1.
  private func firstFreeNumber(after last: SourceLocation, base: WorkoutID) -> Int {
    guard let previous = workoutsByLocation[last], previous.baseID == base else { return 1 }
    if previous.id == base { return 2 }
    return Int(previous.id.rawValue.dropFirst(base.rawValue.count + 1)).map { $0 + 1 } ?? 1
  }
}
