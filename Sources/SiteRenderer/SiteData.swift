import DiaryCore
import Mustache

/// The state as page builders read it: the workouts in each list order, and what every page's
/// key is made from (the settings' and the workouts' fingerprints, which the workouts keep). It
/// keeps what it took from the state, not the state: a later state changes its tables in place.
public final class SiteData: Sendable {
  public let config: SiteConfig
  private let configPrint: Fingerprint
  /// Newest first.
  let byDate: [Workout]
  private let byDistance: [Workout]
  private let byComplexity: [Workout]
  /// The fingerprint of everything each workout of `byDate` shows, in the same order.
  let wholePrintsByDate: [Fingerprint]
  /// Indices of `byDate`, oldest first: the same moments reversed, each moment's workouts in
  /// the same order (by name, then id) as in `byDate`.
  let oldestFirst: [Int]
  /// The types, then the tags, each with its workouts (newest first), in the order of their URLs.
  var terms: [TaxonomyTerm] { grouping.terms }
  private let grouping: TermGrouping
  /// Each workout's row, made once for all the pages that list it.
  public let rows: RowCache
  /// The fields every page shows of the site (`PageContext.site`).
  let site: MustacheValue
  /// Changes whenever anything the site shows changes: the settings or any workout.
  let everything: Fingerprint
  /// Changes whenever the settings or any workout's row changes (not its notes or custom
  /// fields): what summaries of all the workouts show.
  let allRows: Fingerprint

  /// `previous`, the data of an earlier plan (`diary serve`'s last build), lends the rows of
  /// the workouts whose row did not change, and its grouping by type and tag when every
  /// workout kept its place, type and tags.
  public init(state: AppState, reusing previous: SiteData? = nil) {
    config = state.config
    site = PageContext.site(state.config)
    configPrint = state.config.fingerprint
    let byDate = state.workouts(sortedBy: .date)
    self.byDate = byDate
    // The other orders on this core while the workouts of each type and tag are grouped.
    var byDistance: [Workout] = []
    var byComplexity: [Workout] = []
    grouping = TermGrouping.make(byDate, reusing: previous.map { ($0.grouping, $0.byDate) }) {
      byDistance = state.workouts(sortedBy: .distance)
      byComplexity = state.workouts(sortedBy: .complexity)
    }
    self.byDistance = byDistance
    self.byComplexity = byComplexity
    rows = RowCache(
      config: state.config, terms: WorkoutRow.Terms(self.grouping.terms),
      workoutCount: byDate.count, reusing: previous?.rows)
    // Each workout keeps its fingerprints: these are read, never computed, here.
    wholePrintsByDate = byDate.map(\.fingerprint)
    oldestFirst = Self.oldestFirst(byDate)
    var everything = state.config.fingerprint
    var allRows = everything
    for workout in byDate {
      everything.combine(workout.fingerprint)
      allRows.combine(workout.rowFingerprint)
    }
    self.everything = everything
    self.allRows = allRows
  }

  /// The indices of `byDate` (newest first), oldest first: its runs of workouts of the same
  /// day and time, taken from the last.
  static func oldestFirst(_ byDate: [Workout]) -> [Int] {
    var order: [Int] = []
    order.reserveCapacity(byDate.count)
    var end = byDate.count
    while end > 0 {
      var start = end - 1
      while start > 0, byDate[start - 1].date == byDate[end - 1].date,
        byDate[start - 1].time == byDate[end - 1].time
      {
        start -= 1
      }
      for index in start..<end { order.append(index) }
      end = start
    }
    return order
  }

  public func workouts(sortedBy order: SortOrder) -> [Workout] {
    switch order {
    case .date: byDate
    case .distance: byDistance
    case .complexity: byComplexity
    }
  }

  /// A page key from the settings, `parts`, and everything `workouts` show, in order.
  func key(_ parts: String..., workouts: some Sequence<Workout> = EmptyCollection()) -> Fingerprint
  {
    key(parts, workouts, print: \.fingerprint)
  }

  /// What the key of a page showing one workout starts with (the settings, then `part`):
  /// made once for all such pages.
  func keyPrefix(_ part: String) -> Fingerprint {
    var key = configPrint
    key.combine(part)
    return key
  }

  /// The key of a page showing everything of one workout, from its prefix (`keyPrefix`).
  static func key(_ prefix: Fingerprint, workout: Workout) -> Fingerprint {
    var key = prefix
    key.combine(workout.fingerprint)
    key.combine(1)
    return key
  }

  /// A page key from the settings, `parts`, and the rows of `workouts` in a table, in order.
  func key(_ parts: String..., rows: some Sequence<Workout>) -> Fingerprint {
    key(parts, rows, print: \.rowFingerprint)
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

  /// The key of a file that shows everything of every workout (the exports).
  func keyOfEverything(_ parts: String...) -> Fingerprint {
    var key = everything
    for part in parts { key.combine(part) }
    return key
  }

  /// The key of a page that sums up every workout from what its row shows (stats, archive,
  /// indexes): an edit of a workout's notes leaves it as it is.
  func keyOfAllRows(_ parts: String...) -> Fingerprint {
    var key = allRows
    for part in parts { key.combine(part) }
    return key
  }
}
