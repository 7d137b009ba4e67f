import DiaryCore

/// The state as the site shows it, selected once per build: the workouts in each list order,
/// by year and month, by type and tag, and what their track files hold.
public struct SiteData: Sendable {
  public let config: SiteConfig
  /// Newest first.
  public let byDate: [Workout]
  public let byDistance: [Workout]
  public let byComplexity: [Workout]
  /// Newest first, each with its months.
  let years: [CalendarPeriod]
  /// The types, then the tags, each in the order of their pages' paths.
  let terms: [TaxonomyTerm]
  /// The journal's first and last days: what every "now" is measured to. Nil when empty.
  let span: JournalSpan?
  /// Race times and personal bests, for the races page and the marks beside workouts.
  let races: Stats.RaceRecords
  /// The pieces of gear the settings name (none without `gear:`).
  let gear: Stats.GearUsage
  let gearAnchors: Stats.GearUsage.Anchors
  /// What each track file holds, by its path (`Workout.track`).
  let tracks: [String: Track]
  let context: SiteContext

  public init(state: AppState, localization: Localization = .english) {
    config = state.config
    let byDate = state.workouts.sorted(by: .date)
    self.byDate = byDate
    // The other orders on another core while the workouts are grouped on this one.
    let otherOrders = BackgroundTask {
      (byDate.sorted(by: .distance), byDate.sorted(by: .complexity))
    }
    years = CalendarPeriod.years(byDate)
    terms = TaxonomyTerm.terms(of: byDate)
    span = byDate.last.flatMap { oldest in
      byDate.first.map { JournalSpan(first: oldest.date, now: $0.date) }
    }
    races = Stats.RaceRecords(byDate)
    let config = state.config
    gear =
      config.gearKeys.isEmpty
      ? Stats.GearUsage([Workout](), keys: [], limits: [])
      : Stats.GearUsage(byDate, keys: config.gearKeys, limits: config.gearLimits)
    gearAnchors = gear.anchors
    (byDistance, byComplexity) = otherOrders.value
    tracks = state.tracks
    let hasRoutes = byDate.contains { state.track(of: $0)?.hasRoute == true }
    context = SiteContext(
      config: state.config, localization: localization, hasRoutes: hasRoutes)
  }

  /// What the workout's track file holds, if it has one that was read.
  func track(of workout: Workout) -> Track? {
    workout.track.flatMap { tracks[$0] }
  }

  public func workouts(sortedBy order: SortOrder) -> [Workout] {
    switch order {
    case .date: byDate
    case .distance: byDistance
    case .complexity: byComplexity
    }
  }

  /// The workouts oldest first: the date order reversed, each moment's workouts kept in the
  /// date order's order (by name, then id).
  var oldestFirst: [Workout] {
    var result: [Workout] = []
    result.reserveCapacity(byDate.count)
    var end = byDate.count
    while end > 0 {
      var start = end - 1
      while start > 0, byDate[start - 1].date == byDate[end - 1].date,
        byDate[start - 1].time == byDate[end - 1].time
      {
        start -= 1
      }
      result += byDate[start..<end]
      end = start
    }
    return result
  }
}

/// The days a journal spans: its oldest workout's and its newest's, "now".
struct JournalSpan: Codable, Hashable, Sendable {
  var first: LocalDate
  var now: LocalDate
}
