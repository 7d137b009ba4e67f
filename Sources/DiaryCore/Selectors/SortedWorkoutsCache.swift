/// The workouts of one state in each list order, sorted on first use: pages ask for the same
/// orders many times per build. The reducer starts a fresh cache with every change.
final class SortedWorkoutsCache: Sendable {
  private let sorted = Locked<[SortOrder: [Workout]]>([:])
  private let journalOrder = Locked<[Workout]?>(nil)

  /// Every workout in journal order (path, then line).
  func workoutsInJournalOrder(from state: AppState) -> [Workout] {
    if let cached = journalOrder.withLock({ $0 }) { return cached }
    let result =
      Self.fromFileIndex(state) ?? Self.inJournalOrder(Array(state.workoutsByLocation.values))
    journalOrder.withLock { $0 = result }
    return result
  }

  /// In journal order from the reducer's index of each file's workouts: the paths sorted,
  /// then each file's few locations; nil if the index does not cover every workout.
  static func fromFileIndex(_ state: AppState) -> [Workout]? {
    var result: [Workout] = []
    result.reserveCapacity(state.workoutCount)
    for (_, locations) in state.locationsByPath.sorted(by: { $0.key < $1.key }) {
      let inOrder = locations.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
      for location in inOrder {
        guard let workout = state.workoutsByLocation[location] else { return nil }
        result.append(workout)
      }
    }
    return result.count == state.workoutCount ? result : nil
  }

  /// Sorted by path, then line and column: each path is compared as text once, to rank it, and
  /// the workouts by numbers (comparing locations compared paths for every pair).
  static func inJournalOrder(_ workouts: [Workout]) -> [Workout] {
    var rankByPath: [String: Int] = [:]
    for workout in workouts { rankByPath[workout.location.path] = 0 }
    for (rank, path) in rankByPath.keys.sorted().enumerated() { rankByPath[path] = rank }
    var keys = workouts.indices.map { index in
      let location = workouts[index].location
      return (
        path: rankByPath[location.path] ?? 0, line: location.line, column: location.column,
        index: index
      )
    }
    keys.sort { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
    return keys.map { workouts[$0.index] }
  }

  func workouts(sortedBy order: SortOrder, from state: AppState) -> [Workout] {
    if let cached = sorted.withLock({ $0[order] }) { return cached }
    let result: [Workout]
    switch order {
    case .date: result = Self.byDate(Array(state.workoutsByLocation.values))
    case .distance: result = Self.byDistance(workouts(sortedBy: .date, from: state))
    case .complexity: result = Self.byComplexity(workouts(sortedBy: .date, from: state))
    }
    sorted.withLock { $0[order] = result }
    return result
  }

  /// Newest first: compares the day and the time as numbers, and only the workouts that share
  /// both with the whole comparator (names, ids).
  static func byDate(_ workouts: [Workout]) -> [Workout] {
    var keys = workouts.indices.map { index in
      let workout = workouts[index]
      return (
        day: workout.date.dayNumber, minute: workout.time.map { $0.hour * 60 + $0.minute } ?? -1,
        index: index
      )
    }
    keys.sort { lhs, rhs in
      if lhs.day != rhs.day { return lhs.day > rhs.day }
      if lhs.minute != rhs.minute { return lhs.minute > rhs.minute }
      return WorkoutOrdering.newestFirst(workouts[lhs.index], workouts[rhs.index])
    }
    return keys.map { workouts[$0.index] }
  }

  // The other orders break ties newest first: they come from the date order by a stable sort
  // on their own key alone, which compares numbers instead of dates, times and names.

  /// Longest first, then the workouts without a distance, each run in date order.
  static func byDistance(_ byDate: [Workout]) -> [Workout] {
    var measured: [(metres: Double, index: Int)] = []
    var unmeasured: [Workout] = []
    for (index, workout) in byDate.enumerated() {
      if let distance = workout.distance {
        measured.append((distance.metres, index))
      } else {
        unmeasured.append(workout)
      }
    }
    measured.sort { $0.metres != $1.metres ? $0.metres > $1.metres : $0.index < $1.index }
    return measured.map { byDate[$0.index] } + unmeasured
  }

  /// Hardest first, each complexity in date order.
  static func byComplexity(_ byDate: [Workout]) -> [Workout] {
    Complexity.allCases.reversed().flatMap { level in byDate.filter { $0.complexity == level } }
  }
}
