import DiaryCore
import DiaryFileSystem
import JournalParser
import Mustache
import SiteRenderer

/// The site `diary serve` keeps up to date. The store stays alive: a changed journal file
/// dispatches the removal of its old workouts and the addition of its new ones; then only the
/// pages whose data changed are rendered, and only files whose bytes changed are written.
final class LiveSite {
  /// What a rebuild did, or why it did not.
  struct Outcome {
    var diagnostics: [Diagnostic] = []
    /// A failure that is not a diagnostic: rendering or writing.
    var failure: String?
    var rendered = 0
    /// Rows of the pages rendered that were copied from the pages' last output.
    var copiedRows = 0
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
  private var theme = Theme()
  private var library: TemplateLibrary?
  private var templateDiagnostics: [Diagnostic] = []
  private var isLibraryNew = true
  /// The key of every file as last written; nil until a build succeeded (or after a failed
  /// write, so that the next build writes the whole site again).
  private var keys: SiteKeys?
  private var fragments: SiteUpdate.Fragments = [:]
  /// The exports' spares the last rebuild kept (none after a full build).
  private var spares: [String: ExportSpares.Spare] = [:]
  /// Where the rows of each page lie in its file as last written, with the current templates.
  private var pageLayouts: SiteUpdate.PageLayouts = [:]
  /// The plan of the last successful build. Not its state: held here, it would make the
  /// reducer copy every table of the next state instead of changing it in place.
  private var last: SitePlan?

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
  }

  var state: AppState { store.state }
  var configPath: String { journal + "/" + ConfigParser.fileName }
  /// What to watch: the journal (with its settings) and the templates folder.
  var watchedRoots: [String] { [journal, templatesFolder] }

  /// Every diagnostic of the journal, its settings and the templates, sorted.
  var diagnostics: [Diagnostic] {
    (configDiagnostics + folderDiagnostics + readErrors.values + store.state.diagnostics
      + templateDiagnostics).sorted()
  }

  /// Takes in the changed paths (from the watcher), then rebuilds.
  func apply(changes paths: [String]) -> Outcome {
    var journalPaths: Set<String> = []
    for path in paths.sorted() {
      if path == configPath {
        let linksExternalSites = store.state.config.linksExternalSites
        loadConfig()
        if store.state.config.linksExternalSites != linksExternalSites {
          // The parser rewrites links in notes by this setting: every file is read again.
          journalPaths.formUnion(JournalLoader.markdownPaths(in: journal).files)
        }
      } else if path.hasPrefix(templatesFolder + "/") {
        loadTheme()
      } else if path.hasPrefix(journal + "/") {
        journalPaths.insert(path)
      }
    }
    if !journalPaths.isEmpty { reload(journalPaths.sorted()) }
    return rebuild()
  }

  /// Renders what changed and writes what differs; the first build writes the whole site
  /// through the atomic `OutputWriter`.
  func rebuild() -> Outcome {
    var outcome = Outcome(diagnostics: diagnostics)
    guard outcome.succeeded, let library else { return outcome }
    let renderer = SiteRenderer(library: library)
    let plan = SitePlan(SiteData(state: store.state, reusing: last?.data), reusing: last)
    // What this rebuild replaces is freed on another thread, once replaced.
    let replaced = (last, keys, fragments, pageLayouts)
    defer { BackgroundRelease.drop(replaced) }
    do {
      if let keys {
        // New templates can change any page: every key is taken as changed.
        let previous = isLibraryNew ? keys.invalidated() : keys
        // Rows rendered by other templates are not copied.
        let layouts = isLibraryNew ? [:] : pageLayouts
        let update = try SiteUpdate(output: output, renderer: renderer).apply(
          plan, assets: theme.assets, previous: previous, layouts: { layouts[$0] },
          fragments: { [fragments] in fragments[$0] }, spares: spares)
        outcome.rendered = update.rendered
        outcome.copiedRows = update.copiedRows
        outcome.written = update.written
        outcome.removed = update.removed
        self.keys = update.keys
        spares = update.spares
        fragments.merge(update.fragments) { _, made in made }
        if isLibraryNew { pageLayouts = [:] }
        update.storeLayouts(in: &pageLayouts) { $0 }
      } else {
        // The site will no longer be what `diary build`'s cache describes: that cache goes,
        // and its records and the exports' spares with it.
        let cache = BuildCache.path(forOutput: output)
        try FileSystem.removeTree(cache)
        try FileSystem.removeTree(RecordPack.path(forCache: cache))
        try? ExportSpares(output: output).removeAll()
        spares = [:]
        let made = Locked<SiteUpdate.PageLayouts>([:])
        try OutputWriter(output: output).write(plan, renderer: renderer, assets: theme.assets) {
          layouts in made.withLock { for (path, layout) in layouts { $0[path] = layout } }
        }
        pageLayouts = made.withLock { $0 }
        let keys = SiteKeys.of(plan, assets: theme.assets)
        outcome.rendered = plan.pages.count
        outcome.written = keys.paths.sorted()
        self.keys = keys
        fragments = SiteUpdate.fragments(of: plan)
      }
      last = plan
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
    let previous = theme
    theme = Theme.load(overrides: folder)
    if library != nil && theme.templates == previous.templates
      && theme.diagnostics == previous.diagnostics
    {
      return
    }
    let compiled = CompiledTheme(theme)
    library = compiled.library
    templateDiagnostics = compiled.diagnostics
    isLibraryNew = true
  }
}
