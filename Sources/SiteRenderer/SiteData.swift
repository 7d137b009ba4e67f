import DiaryCore
import Mustache

/// The state as page builders read it: the workouts newest first, and each workout's
/// fingerprint computed once, from which every page's key is made.
public final class SiteData: Sendable {
  public let state: AppState
  public let config: SiteConfig
  private let configPrint: Fingerprint
  /// Newest first.
  let byDate: [Workout]
  /// The fingerprint of everything each workout of `byDate` shows, in the same order.
  let wholePrintsByDate: [Fingerprint]
  private let prints: [WorkoutID: Prints]

  /// A workout's fingerprints, with the workout they were made from.
  private struct Prints {
    var workout: Workout
    var whole: Fingerprint
    var row: Fingerprint
  }
  /// Each workout's row, made once for all the pages that list it.
  let rows: RowCache
  /// The fields every page shows of the site (`PageContext.site`).
  let site: MustacheValue
  /// Changes whenever anything the site shows changes: the settings or any workout.
  let everything: Fingerprint

  /// `previous`, the data of an earlier state (`diary serve`'s last build), lends the
  /// fingerprints of the workouts that did not change.
  public init(state: AppState, previous: SiteData? = nil) {
    self.state = state
    config = state.config
    rows = RowCache(config: state.config)
    site = PageContext.site(state.config)
    configPrint = state.config.fingerprint
    byDate = state.workouts(sortedBy: .date)
    // The other orders every build needs, one per core (each is kept in the state).
    let orders: [@Sendable () -> Int] = [
      { state.workouts(sortedBy: .distance).count },
      { state.workouts(sortedBy: .complexity).count }, { state.workouts.count },
    ]
    _ = orders.concurrentMap(chunkSize: 1) { $0() }
    let earlier = previous?.prints ?? [:]
    let list = byDate.concurrentMap(chunkSize: 512) { workout in
      if let known = earlier[workout.id], known.workout == workout { return known }
      return Prints(
        workout: workout, whole: workout.fingerprint, row: WorkoutRow.fingerprint(of: workout))
    }
    wholePrintsByDate = list.map(\.whole)
    var prints: [WorkoutID: Prints] = [:]
    prints.reserveCapacity(list.count)
    var everything = state.config.fingerprint
    for print in list {
      prints[print.workout.id] = print
      everything.combine(print.whole)
    }
    self.prints = prints
    self.everything = everything
  }

  public func workouts(sortedBy order: SortOrder) -> [Workout] {
    order == .date ? byDate : state.workouts(sortedBy: order)
  }

  /// Everything one workout shows, as its fingerprint.
  func fingerprint(of workout: Workout) -> Fingerprint {
    prints[workout.id]?.whole ?? workout.fingerprint
  }

  /// What a workout's row in a table shows, as its fingerprint.
  func rowFingerprint(of workout: Workout) -> Fingerprint {
    prints[workout.id]?.row ?? WorkoutRow.fingerprint(of: workout)
  }

  /// A page key from the settings, `parts`, and everything `workouts` show, in order.
  func key(_ parts: String..., workouts: some Sequence<Workout> = EmptyCollection()) -> Fingerprint
  {
    key(parts, workouts, print: fingerprint(of:))
  }

  /// A page key from the settings, `parts`, and the rows of `workouts` in a table, in order.
  func key(_ parts: String..., rows: some Sequence<Workout>) -> Fingerprint {
    key(parts, rows, print: rowFingerprint(of:))
  }

  private func key(
    _ parts: [String], _ workouts: some Sequence<Workout>, print: (Workout) -> Fingerprint
  ) -> Fingerprint {
    var key = configPrint
    for part in parts { key.combine(part) }
    var count = 0
    for workout in workouts {
      key.combine(print(workout))
      count += 1
    }
    key.combine(count)
    return key
  }

  /// The key of a page that shows data from every workout (stats, feed, indexes).
  func keyOfEverything(_ parts: String...) -> Fingerprint {
    var key = everything
    for part in parts { key.combine(part) }
    return key
  }
}
