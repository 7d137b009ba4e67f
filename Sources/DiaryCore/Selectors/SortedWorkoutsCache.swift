/// The workouts of one state in each list order, sorted on first use: pages ask for the same
/// orders many times per build. The reducer starts a fresh cache with every change, which
/// updates the orders of the cache before (when it made them) instead of sorting again: a
/// changed file's workouts leave them and come back at their place (`diary serve`).
final class SortedWorkoutsCache: Sendable {
  private let sorted = Locked<[SortOrder: [Workout]]>([:])
  private let journalOrder = Locked<[Workout]?>(nil)
  /// The orders of an earlier state, and the locations whose workouts changed since.
  private let base: Base?

  struct Base {
    var orders: [SortOrder: [Workout]]
    var changes: [SourceLocation: Change]
  }

  /// What was at a location in the earlier state.
  struct Change {
    var before: Workout?
  }

  /// Past this many changed workouts, sorting again costs less than updating.
  static let updateLimit = 256

  init() {
    base = nil
  }

  /// The cache of the state after a batch of actions that made `changes` (nil: not noted) to
  /// the state whose cache was `previous`.
  init(after previous: SortedWorkoutsCache, changes: [SourceLocation: Change]?) {
    guard let changes, let lent = previous.lent() else {
      base = nil
      return
    }
    // A location changed twice: what it held first is what the earlier orders hold.
    let all = lent.changes.merging(changes) { first, _ in first }
    base = all.count <= Self.updateLimit ? Base(orders: lent.orders, changes: all) : nil
  }

  /// Whether this cache updates the orders of an earlier one rather than sorting.
  var updatesEarlierOrders: Bool { base != nil }

  /// Whether a cache made after this one could update its orders.
  var canLend: Bool { base != nil || !sorted.withLock { $0.isEmpty } }

  /// The orders this cache made, or else those it was to update, with what changed since.
  private func lent() -> Base? {
    let made = sorted.withLock { $0 }
    return made.isEmpty ? base : Base(orders: made, changes: [:])
  }

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
    if let base, let earlier = base.orders[order],
      let updated = Self.updated(earlier, changes: base.changes, in: state, by: order)
    {
      result = updated
    } else {
      switch order {
      case .date: result = Self.byDate(Array(state.workoutsByLocation.values))
      case .distance: result = Self.byDistance(workouts(sortedBy: .date, from: state))
      case .complexity: result = Self.byComplexity(workouts(sortedBy: .date, from: state))
      }
    }
    sorted.withLock { $0[order] = result }
    return result
  }

  /// `earlier`, an order of an earlier state, with each changed workout taken out from where
  /// it was and put where it goes now, both found by binary search: the same as sorting the
  /// state's workouts, since the order is total (ids differ). Nil if a workout that was there
  /// is not found.
  static func updated(
    _ earlier: [Workout], changes: [SourceLocation: Change], in state: AppState,
    by order: SortOrder
  ) -> [Workout]? {
    var result = earlier
    for (location, change) in changes {
      guard let old = change.before else { continue }
      let index = insertionIndex(of: old, in: result, by: order)
      guard index < result.count, result[index].location == location else { return nil }
      result.remove(at: index)
    }
    for location in changes.keys {
      guard let workout = state.workoutsByLocation[location] else { continue }
      result.insert(workout, at: insertionIndex(of: workout, in: result, by: order))
    }
    return result
  }

  /// The index of the first workout of `workouts` (in `order`) that does not go before
  /// `workout`.
  private static func insertionIndex(
    of workout: Workout, in workouts: [Workout], by order: SortOrder
  ) -> Int {
    var low = 0
    var high = workouts.count
    while low < high {
      let middle = (low + high) / 2
      if WorkoutOrdering.areInIncreasingOrder(workouts[middle], workout, by: order) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Newest first: sorted by the day and the time in one number (a radix sort), then each run
  /// of workouts that share both by the whole comparator (names, ids).
  static func byDate(_ workouts: [Workout]) -> [Workout] {
    // Newest first is the increasing order of the complement: the day above the minute of the
    // day (-1 without a time, 1439 at most: 11 bits).
    let keys = workouts.map { workout -> UInt64 in
      let day = UInt64(bitPattern: Int64(workout.date.dayNumber) &+ (1 << 40))
      let minute = UInt64(workout.time.map { $0.hour * 60 + $0.minute + 1 } ?? 0)
      return ~(day << 11 | minute)
    }
    var order = RadixSort.positions(sortedBy: keys)
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count, keys[order[end]] == keys[order[start]] { end += 1 }
      if end - start > 1 {
        order[start..<end].sort { WorkoutOrdering.newestFirst(workouts[$0], workouts[$1]) }
      }
      start = end
    }
    return order.map { workouts[$0] }
  }

  // The other orders break ties newest first: they come from the date order by a stable sort
  // on their own key alone, which compares numbers instead of dates, times and names.

  /// Longest first, then the workouts without a distance, each run in date order.
  static func byDistance(_ byDate: [Workout]) -> [Workout] {
    // The increasing order of the complement; without a distance, after every distance.
    let keys = byDate.map { $0.distance.map { ~RadixSort.key($0.metres) } ?? .max }
    return RadixSort.positions(sortedBy: keys).map { byDate[$0] }
  }

  /// Hardest first, each complexity in date order.
  static func byComplexity(_ byDate: [Workout]) -> [Workout] {
    let hardest = Complexity.allCases.count - 1
    let keys = byDate.map { UInt64(hardest - $0.complexity.rawValue) }
    return RadixSort.positions(sortedBy: keys).map { byDate[$0] }
  }
}
