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
  private var readErrors: [String: Diagnostic] = [:]
  private var theme = Theme()
  private var library: TemplateLibrary?
  private var templateDiagnostics: [Diagnostic] = []
  private var isLibraryNew = true
  private var renderedPages: [String: Page] = [:]
  /// The files on disk as last written; nil until the first build succeeded.
  private var written: [String: [UInt8]]?
  /// The state the last successful build was made from, and its pages and exports.
  private var lastBuild: (state: AppState, files: [String: [UInt8]])?

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
    store.dispatch(
      JournalSession.parse(listing.files.compactMap(read), config: store.state.config))
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
    do {
      let planned = try plan(library: library)
      outcome.rendered = planned.rendered
      var files = planned.files
      for file in theme.assets { files[file.path] = file.bytes }
      try write(files, into: &outcome)
      if let pages = planned.pages {
        renderedPages = Dictionary(pages.map { ($0.path, $0) }) { first, _ in first }
      }
      lastBuild = (store.state, planned.files)
      isLibraryNew = false
    } catch let failure as OutputWriter.Failure {
      outcome.failure = failure.description
    } catch {
      let text = "\(error)"
      outcome.failure = text.contains("error:") ? text : "error: \(text)"
    }
    return outcome
  }

  /// The pages and exports of the state, without the theme's assets.
  private struct Planned {
    var files: [String: [UInt8]]
    /// The pages planned, or nil when the last build's files were taken as they were.
    var pages: [Page]?
    var rendered = 0
  }

  /// The last build's files when neither the state nor the templates changed since (a file
  /// saved unchanged, an error undone); else every page planned, the changed ones rendered.
  private func plan(library: TemplateLibrary) throws -> Planned {
    if !isLibraryNew, let lastBuild, lastBuild.state == store.state {
      return Planned(files: lastBuild.files)
    }
    let (pages, exports) = SitePlan.pagesAndExports(for: store.state)
    let changed = pages.filter { isLibraryNew || renderedPages[$0.path] != $0 }
    let rendered = try SiteRenderer(library: library).render(changed)
    var files = Dictionary(rendered.map { ($0.path, $0.bytes) }) { first, _ in first }
    for page in pages where files[page.path] == nil {
      files[page.path] = written?[page.path] ?? []
    }
    for file in exports { files[file.path] = file.bytes }
    return Planned(files: files, pages: pages, rendered: rendered.count)
  }

  private func write(_ files: [String: [UInt8]], into outcome: inout Outcome) throws {
    guard var current = written else {
      let sorted = files.keys.sorted().compactMap { path in
        files[path].map { OutputFile(path: path, bytes: $0) }
      }
      try OutputWriter(output: output).write(sorted)
      written = files
      outcome.written = files.keys.sorted()
      return
    }
    defer { written = current }
    for path in files.keys.sorted() where current[path] != files[path] {
      guard let bytes = files[path] else { continue }
      try SiteFiles.replace(output + "/" + path, with: bytes)
      current[path] = bytes
      outcome.written.append(path)
    }
    for path in current.keys.sorted() where files[path] == nil {
      try SiteFiles.remove(path, in: output)
      current[path] = nil
      outcome.removed.append(path)
    }
  }

  private func reload(_ paths: [String]) {
    let listing = JournalLoader.markdownPaths(in: journal)
    folderDiagnostics = listing.diagnostics
    let current = Set(listing.files)
    var actions: [Action] = []
    for path in paths {
      actions.append(.fileRemoved(path: path))
      readErrors[path] = nil
      if current.contains(path), let file = read(path) {
        actions += JournalParser.actions(
          forFile: file.path, bytes: file.bytes,
          options: ParseOptions(linksExternalSites: store.state.config.linksExternalSites))
      }
    }
    store.dispatch(actions)
  }

  private func read(_ path: String) -> JournalFile? {
    switch FileSystem.readFile(path) {
    case .success(let bytes): return JournalFile(path: path, bytes: bytes)
    case .failure(let error):
      readErrors[path] = .error(at: .file(path), "cannot read file: \(error.message)")
      return nil
    }
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
    let build = SiteBuild(state: store.state, theme: theme)
    library = build.library
    templateDiagnostics = build.diagnostics
    isLibraryNew = true
  }
}
