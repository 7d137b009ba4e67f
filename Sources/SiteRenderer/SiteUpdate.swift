import DiaryCore
import DiaryFileSystem

/// Brings a site already on disk up to date with a new plan: renders only the pages whose key
/// changed since the keys of the last build, and writes only the files whose bytes changed.
/// Export fragments of workouts that did not change are taken from the last build.
public struct SiteUpdate: Sendable {
  /// Each export's text as last written, in pieces, by the export's path.
  public typealias Fragments = [String: ExportPieces]

  /// An export as written: its header, its fragments in order with their keys, its footer.
  public struct ExportPieces: Sendable {
    var header: String
    var separator: String
    var footer: String
    /// UTF-8 bytes: read back from a file, they are slices of it, never copied or decoded.
    var fragments: [(key: Fingerprint, bytes: ArraySlice<UInt8>)]

    /// The fragments by key, to reuse.
    var byKey: [Fingerprint: ArraySlice<UInt8>] {
      Dictionary(fragments.map { ($0.key, $0.bytes) }) { first, _ in first }
    }

    /// Whether the two give the same bytes.
    func isSameText(as other: ExportPieces) -> Bool {
      header == other.header && separator == other.separator && footer == other.footer
        && fragments.count == other.fragments.count
        && zip(fragments, other.fragments).allSatisfy { $0.bytes == $1.bytes }
    }

    /// Where the pieces lie in the file, without their text: what a build cache keeps.
    public var layout: ExportLayout {
      ExportLayout(
        headerLength: header.utf8.count, separator: separator,
        footerLength: footer.utf8.count,
        fragments: fragments.map { (key: $0.key, length: $0.bytes.count) })
    }

    /// The pieces of the export file `bytes` as `layout` describes them; nil when the file
    /// does not have the layout's length.
    public init?(layout: ExportLayout, bytes: [UInt8]) {
      let separator = layout.separator.utf8.count
      let body = layout.fragments.reduce(0) { $0 + $1.length }
      let total =
        layout.headerLength + body + separator * max(0, layout.fragments.count - 1)
        + layout.footerLength
      guard total == bytes.count else { return nil }
      func text(_ start: Int, _ length: Int) -> String {
        String(decoding: bytes[start..<(start + length)], as: UTF8.self)
      }
      header = text(0, layout.headerLength)
      self.separator = layout.separator
      footer = text(bytes.count - layout.footerLength, layout.footerLength)
      var offset = layout.headerLength
      fragments = []
      fragments.reserveCapacity(layout.fragments.count)
      for (index, fragment) in layout.fragments.enumerated() {
        if index > 0 { offset += separator }
        fragments.append((fragment.key, bytes[offset..<(offset + fragment.length)]))
        offset += fragment.length
      }
    }

    init(
      header: String, separator: String, footer: String,
      fragments: [(key: Fingerprint, bytes: ArraySlice<UInt8>)]
    ) {
      self.header = header
      self.separator = separator
      self.footer = footer
      self.fragments = fragments
    }
  }

  public var output: String
  public var renderer: SiteRenderer

  public init(output: String, renderer: SiteRenderer) {
    self.output = output
    self.renderer = renderer
  }

  public struct Outcome: Sendable {
    public var rendered = 0
    public var written: [String] = []
    public var removed: [String] = []
    /// The keys to compare the next build with.
    public var keys = SiteKeys()
    /// The pieces of the exports made again (those whose key changed).
    public var fragments: Fragments = [:]
  }

  /// Renders what changed since `previous` and writes what differs from the files on disk;
  /// removes the files the plan no longer has. `missing`: files of `previous` that are gone
  /// from the site (deleted by hand), written again whatever their key.
  public func apply(
    _ plan: SitePlan, assets: [OutputFile], previous: SiteKeys, missing: Set<String> = [],
    fragments: @escaping @Sendable (_ path: String) -> ExportPieces?
  ) throws -> Outcome {
    // Every file's key, for the next update, made on another core while pages are rendered.
    let allKeys = BackgroundTask { SiteKeys.of(plan, assets: assets) }
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
    /// A file staged when its bytes differ from the file on disk.
    let stageIfChanged = { @Sendable (path: String, bytes: [UInt8]) throws -> SiteCommit.Staged? in
      if case .success(let old) = FileSystem.readFile(output + "/" + path), old == bytes {
        return nil
      }
      return try commit.stage(path, bytes: bytes)
    }
    // One list of jobs, so the exports are made while the other core renders pages.
    let exportJobs = exports.indices.map { [exports] index in
      { @Sendable () throws -> (SiteCommit.Staged?, ExportPieces?) in
        let export = exports[index]
        // Read here, in the job: the last build's exports may have to be read from the site.
        let previous = fragments(export.path)
        let pieces = Self.pieces(of: export, reusing: previous)
        if let previous, pieces.isSameText(as: previous) { return (nil, pieces) }
        return (try Self.stage(pieces, as: export.path, in: commit), pieces)
      }
    }
    let pageJobs = pages.map { page in
      { @Sendable () throws -> (SiteCommit.Staged?, ExportPieces?) in
        (try stageIfChanged(page.path, try renderer.renderUTF8(page)), nil)
      }
    }
    let assetJobs = changedAssets.map { asset in
      { @Sendable () throws -> (SiteCommit.Staged?, ExportPieces?) in
        (try stageIfChanged(asset.path, asset.bytes), nil)
      }
    }
    // The plan lists its costliest page first (the stats): it starts on one core while the
    // exports are made on the other, then both share the rest.
    let first = pageJobs.prefix(1)
    let jobs = Array(first) + exportJobs + pageJobs.dropFirst() + assetJobs
    let results = jobs.concurrentMap(chunkSize: 1) { job in Result { try job() } }
    var staged: [SiteCommit.Staged] = []
    for (index, result) in results.enumerated() {
      let (file, pieces) = try result.get()
      if let file { staged.append(file) }
      let export = index - first.count
      if exports.indices.contains(export), let pieces {
        outcome.fragments[exports[export].path] = pieces
      }
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

  /// The fragments of every export of the plan, for the first `apply` after a full build.
  public static func fragments(of plan: SitePlan) -> Fragments {
    var fragments: Fragments = [:]
    for export in plan.exports {
      fragments[export.path] = pieces(of: export, reusing: nil)
    }
    return fragments
  }

  /// Writes the export beside its place in the site, piece by piece.
  static func stage(_ pieces: ExportPieces, as path: String, in commit: SiteCommit)
    throws(FileSystem.Error) -> SiteCommit.Staged
  {
    let staged = SiteCommit.Staged(temporary: SiteFiles.temporaryPath(for: path), path: path)
    let sink = try FileSink(creating: commit.output + "/" + staged.temporary)
    try sink.write(pieces.header)
    for (index, fragment) in pieces.fragments.enumerated() {
      if index > 0 { try sink.write(pieces.separator) }
      try sink.write(fragment.bytes)
    }
    try sink.write(pieces.footer)
    try sink.close()
    return staged
  }

  /// The export in pieces, the fragments of unchanged workouts taken from `old`.
  static func pieces(of export: ExportFile, reusing old: ExportPieces?) -> ExportPieces {
    // One export per job: the jobs already keep both cores busy.
    let keys = (0..<export.count).map { export.fragmentKey(at: $0) }
    let kept = old?.fragments ?? []
    // Most fragments sit where they sat (an edit moves none), or where they sat shifted by the
    // change in count (an addition or a removal shifts the rest): looked up there first. Only
    // when many miss both (workouts reordered) are the old ones indexed by key; an edited
    // workout's fragment, found nowhere, is made again.
    let shift = kept.count - keys.count
    var byKey: [Fingerprint: ArraySlice<UInt8>]?
    var misses = 0
    let fragments = keys.indices.map { index -> (key: Fingerprint, bytes: ArraySlice<UInt8>) in
      let key = keys[index]
      if index < kept.count, kept[index].key == key { return (key, kept[index].bytes) }
      let shifted = index + shift
      if shift != 0, kept.indices.contains(shifted), kept[shifted].key == key {
        return (key, kept[shifted].bytes)
      }
      misses += 1
      if misses > 64, let old {
        if byKey == nil { byKey = old.byKey }
        if let bytes = byKey?[key] { return (key, bytes) }
      }
      return (key, export.fragment(at: index)[...])
    }
    return ExportPieces(
      header: export.header, separator: export.separator, footer: export.footer,
      fragments: fragments)
  }
}
