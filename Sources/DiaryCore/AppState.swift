/// The single source of truth: every workout of the journal, the chosen order, the diagnostics.
public struct AppState: Equatable, Sendable {
  /// Workouts keyed by the location of their heading (unique, stable across renumbering).
  public internal(set) var workoutsByLocation: [SourceLocation: Workout] = [:]
  /// Locations of the workouts whose ids can collide, in path/line order, by `WorkoutID.family`.
  var locationsByFamily: [WorkoutID: [SourceLocation]] = [:]
  var locationByID: [WorkoutID: SourceLocation] = [:]
  public internal(set) var diagnosticsByFile: [String: [Diagnostic]] = [:]
  public internal(set) var sortOrder: SortOrder
  public internal(set) var config: SiteConfig
  /// Derived data only, never compared: see `==`.
  var sortedCache = SortedWorkoutsCache()
  /// The sum of a fingerprint of each workout with its location, kept by the reducer: states
  /// whose workouts differ almost always differ in it, which `==` checks first.
  var contentDigest: UInt64 = 0
  /// The locations of the workouts of each file, kept by the reducer (derived, not compared):
  /// removing a file's workouts looks them up instead of scanning every workout.
  var locationsByPath: [TextKey: [SourceLocation]] = [:]
  /// While the reducer runs a batch of actions: what was at each location whose workout it
  /// added, removed or changed, for the next sorted orders to update the last ones (derived,
  /// not compared).
  var touched: [SourceLocation: SortedWorkoutsCache.Change]?

  public init(config: SiteConfig = SiteConfig()) {
    self.config = config
    sortOrder = config.defaultSort
  }

  public var workoutCount: Int { workoutsByLocation.count }

  public static func == (lhs: AppState, rhs: AppState) -> Bool {
    lhs.contentDigest == rhs.contentDigest && lhs.workoutsByLocation == rhs.workoutsByLocation
      && lhs.locationsByFamily == rhs.locationsByFamily && lhs.locationByID == rhs.locationByID
      && lhs.diagnosticsByFile == rhs.diagnosticsByFile && lhs.sortOrder == rhs.sortOrder
      && lhs.config == rhs.config
  }

  /// Every workout in journal order (path, then line).
  public var workouts: [Workout] {
    sortedCache.workoutsInJournalOrder(from: self)
  }

  /// Every diagnostic of every file, sorted by location.
  public var diagnostics: [Diagnostic] {
    diagnosticsByFile.values.flatMap { $0 }.sorted()
  }

  public var hasErrors: Bool { diagnosticsByFile.values.contains { $0.hasErrors } }

  public func workout(id: WorkoutID) -> Workout? {
    locationByID[id].flatMap { workoutsByLocation[$0] }
  }

  /// Paths of the files that have workouts, sorted.
  public var paths: [String] {
    Set(workoutsByLocation.keys.map(\.path)).sorted()
  }
}
