import DiaryCore
import DiaryFileSystem
import JournalParser

/// Reads a journal folder into a store: the config, then every file parsed on all cores and
/// dispatched in path order, then the track files its workouts name.
struct JournalSession {
  let journal: String
  let store: Store
  /// Problems that belong to no single journal file's actions: folders, the config file.
  private(set) var loadDiagnostics: [Diagnostic] = []
  /// Every file read, in path order: what a build cache keeps for the next build.
  private(set) var files: [ParsedFile] = []
  /// The track files the workouts name, read unless the session was made without them.
  private(set) var tracks = JournalTracks()
  /// How many track files were decoded (the others were taken from the track cache).
  private(set) var decodedTracks = 0
  /// The track cache the tracks were taken from, if there was one for these settings.
  private(set) var trackCache: TrackCache?

  /// Reads the journal; files the cache holds with the same bytes are not parsed again, and
  /// tracks the track cache at `trackCachePath` holds are not decoded again.
  /// `readsTracks: false` leaves the track files unread, for commands that show no track.
  init(
    journal: String, overrides: [(key: String, value: String)] = [], cache: BuildCache? = nil,
    trackCachePath: String? = nil, readsTracks: Bool = true
  ) {
    self.journal = journal
    store = Store()
    let (config, configDiagnostics) = Self.loadConfig(journal: journal, overrides: overrides)
    loadDiagnostics += configDiagnostics
    store.dispatch(.configLoaded(config))
    let listing = JournalLoader.markdownPaths(in: journal)
    loadDiagnostics += listing.diagnostics
    let reusable = cache.flatMap {
      $0.parsing == ParseOptions(config: config).fingerprint
        && $0.binary == BuildCache.runningBinary
        ? $0 : nil
    }
    let parsed = Self.readAndParse(
      listing.files, config: config, cache: reusable?.files ?? [:],
      trustedBefore: reusable?.trustedBefore ?? 0)
    loadDiagnostics += parsed.readErrors
    store.dispatch(parsed.files.flatMap(\.actions))
    files = parsed.files
    guard readsTracks else { return }
    trackCache = trackCachePath.flatMap { TrackCache.load(from: $0, trim: config.privacyTrim) }
    let read = tracks.update(for: store.state, journal: journal, cache: trackCache)
    store.dispatch(read.actions)
    decodedTracks = read.decoded
  }

  var state: AppState { store.state }

  /// Every diagnostic, sorted by location.
  var diagnostics: [Diagnostic] {
    (loadDiagnostics + store.state.diagnostics + tracks.diagnostics(for: store.state)).sorted()
  }

  /// Each file read and parsed on every core (or taken from `cache` when its bytes did not
  /// change), in the paths' order, and the errors of the files that could not be read.
  static func readAndParse(
    _ paths: [String], config: SiteConfig, cache: [String: CachedFile] = [:],
    trustedBefore: Int = 0
  ) -> (files: [ParsedFile], readErrors: [Diagnostic]) {
    let options = ParseOptions(config: config)
    let results = paths.concurrentMap(chunkSize: 1) { path in
      ParsedFile.read(path, options: options, cached: cache[path], trustedBefore: trustedBefore)
    }
    var files: [ParsedFile] = []
    var readErrors: [Diagnostic] = []
    for result in results {
      switch result {
      case .success(let file): files.append(file)
      case .failure(let error):
        readErrors.append(.error(at: .file(error.path), "cannot read file: \(error.message)"))
      }
    }
    return (files, readErrors)
  }

  static func loadConfig(journal: String, overrides: [(key: String, value: String)])
    -> (SiteConfig, [Diagnostic])
  {
    let path = journal + "/" + ConfigParser.fileName
    var config = SiteConfig()
    var diagnostics: [Diagnostic] = []
    if FileSystem.exists(path) {
      switch FileSystem.readFile(path) {
      case .success(let bytes):
        (config, diagnostics) = ConfigParser.parse(
          path: path, text: String(decoding: bytes, as: UTF8.self))
      case .failure(let error):
        diagnostics.append(.error(at: .file(path), "cannot read file: \(error.message)"))
      }
    }
    for (key, value) in overrides {
      if let message = ConfigParser.apply(key: key, value: value, to: &config) {
        diagnostics.append(.error(at: .file("--\(key)"), message))
      }
    }
    return (config, diagnostics)
  }
}
