/// The single source of truth: every workout of the journal by file, the diagnostics of each
/// file, what each track file holds, the settings and the chosen order. Facts only; everything
/// else is derived from it by selectors.
public struct AppState: Equatable, Sendable {
  /// Each journal file's workouts in line order, by path. Their ids are numbered across the
  /// journal by `workouts`.
  public internal(set) var workoutsByFile: [String: [Workout]] = [:]
  public internal(set) var diagnosticsByFile: [String: [Diagnostic]] = [:]
  /// What was read from each track file a workout names, by its path relative to the journal
  /// (`Workout.track`). A file that could not be read has none.
  public internal(set) var tracks: [String: Track] = [:]
  public internal(set) var sortOrder: SortOrder
  public internal(set) var config: SiteConfig

  public init(config: SiteConfig = SiteConfig()) {
    self.config = config
    sortOrder = config.defaultSort
  }

  public var workoutCount: Int { workoutsByFile.values.reduce(0) { $0 + $1.count } }

  /// Every diagnostic of every file, sorted by location.
  public var diagnostics: [Diagnostic] {
    diagnosticsByFile.values.flatMap { $0 }.sorted()
  }

  public var hasErrors: Bool { diagnosticsByFile.values.contains { $0.hasErrors } }

  /// Paths of the files that have workouts, sorted.
  public var paths: [String] { workoutsByFile.keys.sorted() }
}
