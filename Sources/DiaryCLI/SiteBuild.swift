import DiaryCore
import DiaryFileSystem
import Mustache
import SiteRenderer

/// The rendering half of a build: the template library compiled from the theme, and the files.
struct SiteBuild {
  let state: AppState
  let theme: Theme
  let library: TemplateLibrary?
  let diagnostics: [Diagnostic]

  init(state: AppState, theme: Theme) {
    self.state = state
    self.theme = theme
    var diagnostics = theme.diagnostics
    do {
      library = try TemplateLibrary(files: theme.templates)
    } catch {
      library = nil
      diagnostics += error.diagnostics.map {
        .error(at: SourceLocation(path: $0.path, line: $0.line, column: $0.column), $0.message)
      }
    }
    self.diagnostics = diagnostics
  }

  /// Every page and export of the site.
  func plan() -> SitePlan { SitePlan(for: state) }

  /// Renders every page on every core and keeps nothing: for `diary check`, which reports
  /// rendering errors without writing.
  func renderAll(library: TemplateLibrary) throws {
    let renderer = SiteRenderer(library: library)
    let results = plan().pages.concurrentMap(chunkSize: 32) { page in
      Result { _ = try renderer.render(page) }
    }
    for result in results { try result.get() }
  }

  /// A failure while updating the last build's site in place: some files may be new and
  /// others old; with the cache gone, the next build writes the whole site again.
  struct InPlaceFailure: Error, CustomStringConvertible {
    var underlying: any Error
    var description: String { "\(underlying)" }
  }

  /// What a build wrote.
  struct Written {
    var files: Int
    /// Pages rendered, files written and removed when the build updated the last one's site;
    /// nil after a full build.
    var update: (rendered: Int, written: Int, removed: Int)?
    var cache: BuildCache
  }

  /// Renders and writes the site into `output`. With a cache of the last build made with the
  /// same settings, only pages whose key changed are rendered and only changed files are
  /// written, in place; otherwise the whole site is written beside the old one and swapped in.
  /// `readAt` is when the journal began to be read, for the next build's cache.
  func write(
    to output: String, library: TemplateLibrary, journal: JournalSession, readAt: Int,
    cache: BuildCache?
  ) throws -> Written {
    let plan = plan()
    ExitHandoff.keep(plan)
    let renderer = SiteRenderer(library: library)
    let writer = OutputWriter(output: output)
    let settings = BuildCache.settings(config: state.config, theme: theme)
    var next = BuildCache(
      settings: settings, linksExternalSites: state.config.linksExternalSites,
      readAt: readAt, files: [:], keys: [:], exports: [:])
    for file in journal.files { next.files[file.path] = file }
    try writer.prepare()
    if let cache, cache.settings == settings,
      FileSystem.exists(output + "/" + OutputWriter.markerName)
    {
      // Gone first: a build stopped half way leaves no cache, so the next one is full.
      try FileSystem.removeTree(BuildCache.path(forOutput: output))
      // What is on disk now: a page deleted by hand is written again, a file diary did not
      // make (or left half-written when killed) is removed.
      let onDisk = Set(SiteFiles.list(output))
      let previous = cache.keys.filter { onDisk.contains($0.key) }
      let update: SiteUpdate.Outcome
      do {
        update = try SiteUpdate(output: output, renderer: renderer).apply(
          plan, assets: theme.assets, previous: previous
        ) { cache.exportPieces(path: $0, in: output) }
        for path in onDisk.sorted()
        where update.keys[path] == nil && path != OutputWriter.markerName {
          try SiteFiles.remove(path, in: output)
        }
      } catch {
        throw InPlaceFailure(underlying: error)
      }
      next.keys = update.keys
      next.exports = cache.exports.merging(update.fragments.mapValues(\.layout)) { _, made in made }
      return Written(
        files: update.keys.count,
        update: (update.rendered, update.written.count, update.removed.count), cache: next)
    }
    next.exports = try writer.write(plan, renderer: renderer, assets: theme.assets)
    next.keys = SiteUpdate.keys(of: plan, assets: theme.assets)
    return Written(files: next.keys.count, update: nil, cache: next)
  }
}
