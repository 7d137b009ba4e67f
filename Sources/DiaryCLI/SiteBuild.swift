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
    self.init(state: state, compiled: CompiledTheme(theme))
  }

  init(state: AppState, compiled: CompiledTheme) {
    self.state = state
    theme = compiled.theme
    library = compiled.library
    diagnostics = compiled.diagnostics
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
    /// Pages rendered (and their rows copied from the last build's pages), files written and
    /// removed when the build updated the last one's site; nil after a full build.
    var update: (rendered: Int, copiedRows: Int, written: Int, removed: Int)?
    /// Why the cache for the next build could not be saved, if it could not.
    var cacheFailure: FileSystem.Error?
  }

  /// Renders and writes the site into `output`. With a cache of the last build made with the
  /// same settings, only pages whose key changed are rendered and only changed files are
  /// written, in place; otherwise the whole site is written beside the old one and swapped in.
  /// `readAt` is when the journal began to be read, for the next build's cache.
  func write(
    to output: String, library: TemplateLibrary, journal: JournalSession, readAt: Int,
    cache: BuildCache?
  ) throws -> Written {
    let writer = OutputWriter(output: output)
    let settings = BuildCache.settings(config: state.config, theme: theme)
    let cachePath = BuildCache.path(forOutput: output)
    try writer.prepare()
    let incremental =
      cache.map { $0.settings == settings } == true
      && FileSystem.exists(output + "/" + OutputWriter.markerName)
    // What is on disk now, on another core while the plan is made: a page deleted by hand is
    // written again, a file diary did not make (or left half-written) is removed. Listed only
    // when a folder changed since the last build stamped it.
    let census =
      incremental
      ? cache.map { cache in
        BackgroundTask {
          cache.folders?.stillHold(in: output) == true
            ? ([], [])
            : SiteFiles.census(of: output, against: cache.keys, except: OutputWriter.markerName)
        }
      } : nil
    // The next build's cache is written beside its place from now on, on the core the plan
    // leaves idle (it is made mostly on one): the journal's files, then the site's keys.
    let nextCache = BuildCacheWriter(path: cachePath)
    nextCache.start(
      settings: settings, linksExternalSites: state.config.linksExternalSites, readAt: readAt,
      files: journal.files, last: cache?.pack, keptLayouts: cache?.layoutBytes ?? 0)
    let plan = plan()
    ExitHandoff.keep(plan)
    let renderer = SiteRenderer(library: library)
    if incremental {
      // Gone first: a build stopped half way leaves no cache, so the next one is full.
      do {
        try FileSystem.removeTree(cachePath)
      } catch {
        nextCache.abandon()
        throw error
      }
    }
    // Every file's key, made on another core while the pages are written.
    let assets = theme.assets
    let keys = BackgroundTask { SiteKeys.of(plan, assets: assets) }
    nextCache.write(keys: keys, last: incremental ? cache : nil)
    var written = Written(files: 0)
    var exports: [String: ExportLayout]
    var spares: [String: ExportSpares.Spare] = [:]
    var pages: [String: BuildCache.StoredLayout]
    do {
      if let cache, let census {
        let update = try updateInPlace(
          output: output, plan: plan, renderer: renderer, previous: cache, keys: keys,
          census: census.value)
        exports = cache.exports.merging(update.fragments.mapValues(\.layout)) { _, made in made }
        spares = update.spares
        pages = cache.storedPageLayouts
        update.storeLayouts(in: &pages) { .made($0) }
        written.update = (
          update.rendered, update.copiedRows, update.written.count, update.removed.count
        )
        // The update (its keys, and its export pieces, which hold the last exports open) is
        // kept to the end of `diary build`, or let go on another core while this one finishes
        // the cache.
        if !ExitHandoff.keep(update) { BackgroundRelease.drop(consume update) }
      } else {
        // No spare of an export is known after a full build (one left is never used).
        try? ExportSpares(output: output).removeAll()
        // The pages' layouts go to the cache as they are made, not kept together.
        exports = try writer.write(plan, renderer: renderer, assets: theme.assets) {
          nextCache.append(pages: $0)
        }
        pages = [:]
      }
    } catch {
      nextCache.abandon()
      throw error
    }
    written.files = keys.value.count
    do throws(FileSystem.Error) {
      try nextCache.finish(exports: exports, spares: spares, pages: pages, site: output)
    } catch {
      written.cacheFailure = error
    }
    ExitHandoff.keep([keys, exports, spares, pages] as [any Sendable])
    return written
  }

  /// Renders the pages whose key changed since `previous` and commits the changed files;
  /// removes the files of the site's folder that the last build did not write and the plan
  /// has not (`census`: what the folder holds against the last build's files).
  private func updateInPlace(
    output: String, plan: SitePlan, renderer: SiteRenderer, previous cache: BuildCache,
    keys: BackgroundTask<SiteKeys>, census: (missing: Set<String>, unknown: [String])
  ) throws -> SiteUpdate.Outcome {
    do {
      let update = try SiteUpdate(output: output, renderer: renderer).apply(
        plan, assets: theme.assets, previous: cache.keys, missing: census.missing, keys: keys,
        layouts: { cache.pageLayout(path: $0) },
        fragments: { cache.exportPieces(path: $0, in: output) }, spares: cache.spares)
      if !census.unknown.isEmpty {
        let planned = Set(update.keys.paths)
        for path in census.unknown where !planned.contains(path) {
          try SiteFiles.remove(path, in: output)
        }
      }
      return update
    } catch {
      throw InPlaceFailure(underlying: error)
    }
  }
}
