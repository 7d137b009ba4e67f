import Synchronization

/// The workouts of one state in each list order, sorted on first use: pages ask for the same
/// orders many times per build. The reducer starts a fresh cache with every change.
final class SortedWorkoutsCache: Sendable {
  private let sorted = Mutex<[SortOrder: [Workout]]>([:])
  private let journalOrder = Mutex<[Workout]?>(nil)

  /// Every workout in journal order (path, then line).
  func workoutsInJournalOrder(from state: AppState) -> [Workout] {
    if let cached = journalOrder.withLock({ $0 }) { return cached }
    let result = state.workoutsByLocation.values.sorted { $0.location < $1.location }
    journalOrder.withLock { $0 = result }
    return result
  }

  func workouts(sortedBy order: SortOrder, from state: AppState) -> [Workout] {
    if let cached = sorted.withLock({ $0[order] }) { return cached }
    let result = state.workoutsByLocation.values.sorted(by: order)
    sorted.withLock { $0[order] = result }
    return result
  }
}
