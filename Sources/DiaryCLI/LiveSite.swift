import DiaryCore
import DiaryFileSystem
import JournalParser
import Mustache
import SiteRenderer

/// The site `diary serve` keeps up to date. The store stays alive: a changed journal file
/// dispatches the removal of its old workouts and the addition of its new ones, and a track
/// file is decoded only when it is first named or when it changes; then the same steps as
/// `diary build` render only the files whose key changed and write only those whose bytes
/// changed (`SiteBuild`).
final class LiveSite {
  /// What a rebuild did, or why it did not.
  struct Outcome {
    var diagnostics: [Diagnostic] = []
    /// A failure that is not a diagnostic: rendering or writing.
    var failure: String?
    var rendered = 0
    var written: [String] = []
    var removed: [String] = []

    var succeeded: Bool { failure == nil && !diagnostics.hasErrors }
    var changedFiles: Bool { !written.isEmpty || !removed.isEmpty }
  }

  let journal: String
  let output: String
  let templatesFolder: String
  private let templatesOption: String?
  private let overrides: [(key: String, value: String)]
  private let store = Store()
  private var configDiagnostics: [Diagnostic] = []
  private var folderDiagnostics: [Diagnostic] = []
  /// The journal's Markdown files as last listed.
  private var knownFiles: Set<String> = []
  private var readErrors: [String: Diagnostic] = [:]
  /// The track files the workouts name, as last read.
  private var tracks = JournalTracks()
  private var build = SiteBuild(theme: Theme())
  /// Whether the templates changed since the site was last written.
  private var isLibraryNew = true
  /// The key of every file as last written; nil until a build succeeded (or after a failed
  /// write, so that the next build writes the whole site again).
  private var keys: [String: Fingerprint]?
  /// Where the fragments of each fragmented file lie, as last written.
  private var layouts: [String: FragmentLayout] = [:]

  init(
    journal: String, output: String, templates: String?,
    overrides: [(key: String, value: String)] = []
  ) {
    self.journal = JournalPaths.trimmed(journal)
    self.output = JournalPaths.trimmed(output)
    templatesOption = templates
    templatesFolder = templates ?? Theme.parent(of: self.journal) + "/Templates"
    self.overrides = overrides
    loadConfig()
    loadTheme()
    let listing = JournalLoader.markdownPaths(in: self.journal)
    folderDiagnostics = listing.diagnostics
    knownFiles = Set(listing.files)
    let parsed = JournalSession.readAndParse(listing.files, config: store.state.config)
    for error in parsed.readErrors { readErrors[error.location.path] = error }
    store.dispatch(parsed.files.flatMap(\.actions))
    // The tracks `diary build` kept beside the site are taken instead of decoded again.
    updateTracks(
      cache: TrackCache.load(
        from: TrackCache.path(forOutput: self.output), trim: store.state.config.privacyTrim))
  }

  var state: AppState { store.state }
  var configPath: String { journal + "/" + ConfigParser.fileName }
  /// The site's language, as the settings and the theme give it.
  private var localization: (localization: Localization, diagnostics: [Diagnostic]) {
    build.localization(for: store.state.config, configPath: configPath)
  }
  /// What to watch: the journal (with its settings) and the templates folder.
  var watchedRoots: [String] { [journal, templatesFolder] }

  /// Every diagnostic of the journal, its settings and the templates, sorted.
  var diagnostics: [Diagnostic] {
    (configDiagnostics + folderDiagnostics + readErrors.values + store.state.diagnostics
      + tracks.diagnostics(for: store.state) + build.diagnostics + localization.diagnostics)
      .sorted()
  }

  /// Takes in the changed paths (from the watcher), then rebuilds.
  func apply(changes paths: [String]) -> Outcome {
    var journalPaths: Set<String> = []
    var trackPaths: Set<String> = []
    for path in paths.sorted() {
      if path == configPath {
        let old = store.state.config
        loadConfig()
        if ParseOptions(config: store.state.config) != ParseOptions(config: old) {
          // The parser rewrites links in notes and reads keys in the language by these
          // settings: every file is read again.
          journalPaths.formUnion(JournalLoader.markdownPaths(in: journal).files)
        }
        // Routes are cut by this setting when a track is read: every track is read again.
        if store.state.config.privacyTrim != old.privacyTrim { tracks.removeAll() }
      } else if path.hasPrefix(templatesFolder + "/") {
        loadTheme()
      } else if path.hasPrefix(journal + "/") {
        let relative = String(path.dropFirst(journal.count + 1))
        if tracks.files[relative] != nil {
          trackPaths.insert(relative)
        } else {
          journalPaths.insert(path)
        }
      }
    }
    if !journalPaths.isEmpty { reload(journalPaths.sorted()) }
    updateTracks(changed: trackPaths)
    return rebuild()
  }

  /// Reads the tracks newly named, changed (`changed`, relative to the journal) or all of them
  /// after `tracks.removeAll()`, and forgets those no longer named.
  private func updateTracks(changed: Set<String> = [], cache: TrackCache? = nil) {
    let update = tracks.update(for: store.state, journal: journal, changed: changed, cache: cache)
    if !update.actions.isEmpty { store.dispatch(update.actions) }
  }

  /// Selects the site's files from the state, renders those whose key changed and writes
  /// what differs; the first build writes the whole site through the atomic `OutputWriter`.
  func rebuild() -> Outcome {
    var outcome = Outcome(diagnostics: diagnostics)
    guard outcome.succeeded, let library = build.library else { return outcome }
    let site = build.site(for: store.state, in: localization.localization)
    do {
      if keys == nil {
        // The site will no longer be what `diary build`'s cache describes: that cache goes.
        try FileSystem.removeTree(BuildCache.path(forOutput: output))
      }
      let previous = keys.map {
        SiteUpdate.Previous(keys: $0, layouts: layouts, hadOtherTemplates: isLibraryNew)
      }
      let written = try build.write(site, to: output, previous: previous, library: library)
      if let update = written.update {
        outcome.rendered = update.rendered
        outcome.written = update.written
        outcome.removed = update.removed
      } else {
        outcome.rendered = site.files.filter(\.isPage).count
        outcome.written = site.files.map(\.path).sorted()
      }
      keys = Dictionary(written.keys, uniquingKeysWith: { first, _ in first })
      layouts = written.layouts
      isLibraryNew = false
    } catch let failure as OutputWriter.Failure {
      keys = nil
      outcome.failure = failure.description
    } catch {
      keys = nil
      let text = "\(error)"
      outcome.failure = text.contains("error:") ? text : "error: \(text)"
    }
    return outcome
  }

  private func reload(_ paths: [String]) {
    // Files edited in place leave the listing as it was: the journal is listed again (every
    // folder walked) only when a changed path is new, gone or no longer a file.
    let unchanged = paths.allSatisfy { path in
      guard knownFiles.contains(path), case .success(let status) = FileSystem.status(path) else {
        return false
      }
      return !status.isDirectory
    }
    if !unchanged {
      let listing = JournalLoader.markdownPaths(in: journal)
      folderDiagnostics = listing.diagnostics
      knownFiles = Set(listing.files)
    }
    let current = knownFiles
    var actions: [Action] = []
    for path in paths {
      actions.append(.fileRemoved(path: path))
      readErrors[path] = nil
    }
    let parsed = JournalSession.readAndParse(
      paths.filter(current.contains), config: store.state.config)
    for error in parsed.readErrors { readErrors[error.location.path] = error }
    store.dispatch(actions + parsed.files.flatMap(\.actions))
  }

  private func loadConfig() {
    let (config, diagnostics) = JournalSession.loadConfig(journal: journal, overrides: overrides)
    configDiagnostics = diagnostics
    store.dispatch(.configLoaded(config))
  }

  /// Reads the theme again; the templates are compiled (and every page rendered) only when
  /// a template changed, not for a stylesheet.
  private func loadTheme() {
    let folder = Theme.overrideFolder(templates: templatesOption, journal: journal)
    let theme = Theme.load(overrides: folder)
    if build.library != nil && theme.templates == build.theme.templates
      && theme.diagnostics == build.theme.diagnostics
    {
      build = SiteBuild(theme: theme, templatesOf: build)
      return
    }
    build = SiteBuild(theme: theme)
    isLibraryNew = true
  }
}
