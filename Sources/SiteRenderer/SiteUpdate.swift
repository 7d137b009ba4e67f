import DiaryCore
import DiaryFileSystem
import Mustache

/// Brings a site already on disk up to date with a new plan: renders only the pages whose key
/// changed since the keys of the last build, and writes only the files whose bytes changed.
/// Export fragments of workouts that did not change are taken from the last build.
public struct SiteUpdate: Sendable {
  /// Each export's text as last written, in pieces, by the export's path.
  public typealias Fragments = [String: ExportPieces]
  /// Where the rows of each page lie in its file, by the page's path; pages without rows are
  /// left out.
  public typealias PageLayouts = [String: RenderLayout]

  public var output: String
  public var renderer: SiteRenderer

  public init(output: String, renderer: SiteRenderer) {
    self.output = output
    self.renderer = renderer
  }

  public struct Outcome: Sendable {
    public var rendered = 0
    /// Rows of the pages rendered that were copied from the pages' last output.
    public var copiedRows = 0
    public var written: [String] = []
    public var removed: [String] = []
    /// The keys to compare the next build with.
    public var keys = SiteKeys()
    /// The pieces of the exports made again (those whose key changed).
    public var fragments: Fragments = [:]
    /// The layouts of the pages rendered, empty for those without rows.
    public var layouts: PageLayouts = [:]
    /// The exports' spares after the update, when it keeps them.
    public var spares: [String: ExportSpares.Spare] = [:]

    /// Brings `kept`, the layouts kept for the site's pages (as `store` makes them of a
    /// layout), up to date: the pages rendered get their new one, none when they have no rows;
    /// the pages removed lose theirs.
    public func storeLayouts<Stored>(
      in kept: inout [String: Stored], as store: (RenderLayout) -> Stored
    ) {
      for (path, layout) in layouts { kept[path] = layout.items.isEmpty ? nil : store(layout) }
      for path in removed { kept[path] = nil }
    }
  }

  /// Renders what changed since `previous` and writes what differs from the files on disk;
  /// removes the files the plan no longer has. `missing`: files of `previous` that are gone
  /// from the site (deleted by hand), written again whatever their key. `keys`: the plan's,
  /// when the caller has them made already. `layouts`: where the rows of each page lie in the
  /// file on disk, for the rows that did not change to be copied from it. `spares`: the
  /// exports' spares (`ExportSpares`) as the last build left them, when the update keeps them.
  public func apply(
    _ plan: SitePlan, assets: [OutputFile], previous: SiteKeys, missing: Set<String> = [],
    keys: BackgroundTask<SiteKeys>? = nil,
    layouts: @escaping @Sendable (_ path: String) -> RenderLayout? = { _ in nil },
    fragments: @escaping @Sendable (_ path: String) -> ExportPieces?,
    spares: [String: ExportSpares.Spare]? = nil
  ) throws -> Outcome {
    // Every file's key, for the next update, made on another core while pages are rendered.
    let allKeys = keys ?? BackgroundTask { SiteKeys.of(plan, assets: assets) }
    var outcome = Outcome()
    var lookup = SiteKeys.Lookup(previous, missing: missing)
    var pages: [Page] = []
    // By index: only the paths and keys are read, not each whole page copied.
    let planned = plan.pages
    for index in planned.indices {
      let path = planned[index].path
      if lookup.key(at: index, path: path) != planned[index].key { pages.append(planned[index]) }
    }
    var position = planned.count
    var exports: [ExportFile] = []
    for export in plan.exports {
      if lookup.key(at: position, path: export.path) != export.key { exports.append(export) }
      position += 1
    }
    var changedAssets: [OutputFile] = []
    for asset in assets {
      if lookup.key(at: position, path: asset.path) != SiteKeys.key(of: asset) {
        changedAssets.append(asset)
      }
      position += 1
    }
    outcome.rendered = pages.count
    let renderer = renderer
    let output = output
    let commit = SiteCommit(output: output)
    // A row rendered for one page is copied into the others that show it alike.
    let rows = SharedItems()
    /// A file staged when its bytes differ from `old`, the file on disk.
    let stageIfChanged = {
      @Sendable (path: String, bytes: UnsafeRawBufferPointer, old: [UInt8]?) throws
        -> SiteCommit.Staged? in
      if let old, old.withUnsafeBytes({ $0.isSame(as: bytes) }) { return nil }
      return try commit.stage(path, bytes: bytes)
    }
    // One list of jobs, so the exports are made while the other core renders pages.
    let exportJobs = exports.map { export in
      { @Sendable () throws -> JobResult in
        try Self.update(export, fragments: fragments, spares: spares, in: commit)
      }
    }
    let pageJobs = pages.map { page in
      { @Sendable () throws -> JobResult in
        // Read first: the page is rendered into room for the file it will likely replace, and
        // its rows that did not change are copied from it.
        let old = try? FileSystem.readFile(output + "/" + page.path).get()
        let capacity = old.map { $0.count + $0.count / 8 } ?? 0
        let layout = old == nil ? nil : layouts(page.path)
        // With placeholders, nil when one could not be copied.
        let render = {
          (earlier: EarlierRender?, placeholders: Set<UInt64>) throws -> JobResult? in
          try renderer.withRenderedUTF8(
            page, capacity: capacity, reusing: earlier, placeholders: placeholders, sharing: rows
          ) { bytes, layout in
            guard !layout.missedPlaceholders else { return nil }
            return JobResult(file: try stageIfChanged(page.path, bytes, old), layout: layout)
          }
        }
        // Without placeholders nothing is missed.
        let renderWhole = { (earlier: EarlierRender?) throws -> JobResult in
          try render(earlier, []) ?? JobResult()
        }
        guard let old, let layout else { return try renderWhole(nil) }
        return try old.withUnsafeBytes { bytes in
          let earlier = EarlierRender(layout: layout, bytes: bytes)
          // The rows the last output holds are not made, unless one of them cannot be copied.
          let identities = Set(layout.items.map(\.identity))
          return try render(earlier, identities) ?? renderWhole(earlier)
        }
      }
    }
    let assetJobs = changedAssets.map { asset in
      { @Sendable () throws -> JobResult in
        let old = try? FileSystem.readFile(output + "/" + asset.path).get()
        return JobResult(
          file: try asset.bytes.withUnsafeBytes { try stageIfChanged(asset.path, $0, old) })
      }
    }
    // The plan lists its costliest page first (the stats): it starts on one core while the
    // exports are made on the other, then both share the rest.
    let first = pageJobs.prefix(1)
    let jobs = Array(first) + exportJobs + pageJobs.dropFirst() + assetJobs
    let results = jobs.concurrentMap(chunkSize: 1) { job in Result { try job() } }
    var staged: [SiteCommit.Staged] = []
    outcome.spares = spares ?? [:]
    for (index, result) in results.enumerated() {
      let job = try result.get()
      if let file = job.file { staged.append(file) }
      let export = index - first.count
      if exports.indices.contains(export) {
        let path = exports[export].path
        if let pieces = job.pieces { outcome.fragments[path] = pieces }
        if job.file != nil { outcome.spares[path] = job.spare }
      }
    }
    // The pages' results in the pages' order: the first, then those after the exports.
    let pageResults =
      results.prefix(first.count)
      + results.dropFirst(first.count + exportJobs.count).prefix(pages.count - first.count)
    for (page, result) in zip(pages, pageResults) {
      guard let layout = try result.get().layout else { continue }
      outcome.layouts[page.path] = layout
      outcome.copiedRows += layout.copiedItems
    }
    outcome.written = staged.map(\.path).sorted()
    let keys = allKeys.value
    outcome.keys = keys
    // The same files as before, each where it was: nothing to remove, no need to look.
    if lookup.samePositions && previous.count == keys.count {
      outcome.removed = []
    } else {
      let kept = Set(keys.paths)
      outcome.removed = previous.paths.filter { !kept.contains($0) && !missing.contains($0) }
        .sorted()
    }
    try commit.commit(staged, removing: outcome.removed)
    return outcome
  }

  /// An export whose key changed: its pieces, and the file staged when its text changed. With
  /// `spares`, the file is written over the export's spare when there is one, and the file it
  /// replaces is kept as the next spare.
  private static func update(
    _ export: ExportFile, fragments: @Sendable (_ path: String) -> ExportPieces?,
    spares: [String: ExportSpares.Spare]?, in commit: SiteCommit
  ) throws -> JobResult {
    // Read here, in the job: the last build's exports may have to be read from the site.
    let previous = fragments(export.path)
    let pieces = Self.pieces(of: export, reusing: previous)
    if let previous, pieces.isSameText(as: previous) { return JobResult(pieces: pieces) }
    // Without the last file as the cache knows it, no spare can be accounted for.
    guard let spares, let previous, let shared = pieces.sharedFragments(with: previous) else {
      return JobResult(file: try Self.stage(pieces, as: export.path, in: commit), pieces: pieces)
    }
    // Once the file is replaced, the last one is the spare.
    let next = ExportSpares.Spare(sharedFragments: shared, size: previous.size)
    if let spare = spares[export.path],
      let staged = try Self.stage(
        pieces, over: spare, sharing: min(shared, spare.sharedFragments), as: export.path,
        in: commit)
    {
      return JobResult(file: staged, pieces: pieces, spare: next)
    }
    let staged = try Self.stage(pieces, as: export.path, in: commit, spare: .keep)
    return JobResult(file: staged, pieces: pieces, spare: next)
  }

  /// What one job of `apply` made: the file to commit, if it changed; an export's pieces and
  /// its spare once the file is committed; a page's layout.
  private struct JobResult: Sendable {
    var file: SiteCommit.Staged?
    var pieces: ExportPieces?
    var spare: ExportSpares.Spare?
    var layout: RenderLayout?
  }

  /// The fragments of every export of the plan, for the first `apply` after a full build.
  public static func fragments(of plan: SitePlan) -> Fragments {
    var fragments: Fragments = [:]
    for export in plan.exports {
      fragments[export.path] = pieces(of: export, reusing: nil)
    }
    return fragments
  }
}
