import DiaryCore
import DiaryFileSystem

/// Brings a site already on disk up to date with a new plan: renders only the pages whose key
/// changed since the keys of the last build, and writes only the files whose bytes changed.
/// Export fragments of workouts that did not change are taken from the last build.
public struct SiteUpdate: Sendable {
  /// The key of every file written by the last build, by path.
  public typealias Keys = [String: Fingerprint]
  /// Export fragments by the export's path and the fragment's key.
  public typealias Fragments = [String: [Fingerprint: String]]

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
    public var keys: Keys = [:]
    public var fragments: Fragments = [:]
  }

  /// The keys of every file of a plan: pages, exports and assets.
  public static func keys(of plan: SitePlan, assets: [OutputFile]) -> Keys {
    var keys: Keys = [:]
    keys.reserveCapacity(plan.pages.count + plan.exports.count + assets.count)
    for page in plan.pages { keys[page.path] = page.key }
    for export in plan.exports { keys[export.path] = export.key }
    for asset in assets {
      var key = Fingerprint.of(asset.path)
      key.combine(asset.bytes)
      keys[asset.path] = key
    }
    return keys
  }

  /// Renders what changed since `previous` and writes what differs from the files on disk;
  /// removes the files the plan no longer has.
  public func apply(
    _ plan: SitePlan, assets: [OutputFile], previous: Keys, fragments: Fragments
  ) throws -> Outcome {
    var outcome = Outcome(keys: Self.keys(of: plan, assets: assets))
    let keys = outcome.keys
    let pages = plan.pages.filter { previous[$0.path] != $0.key }
    let exports = plan.exports.filter { previous[$0.path] != $0.key }
    let changedAssets = assets.filter { previous[$0.path] != keys[$0.path] }
    outcome.rendered = pages.count
    let renderer = renderer
    let rendered = try pages.concurrentMap(chunkSize: 8) { page in
      Result { try renderer.render(page) }
    }.map { try $0.get() }
    var files = zip(pages, rendered).map { OutputFile(path: $0.path, text: $1) }
    files += changedAssets
    outcome.fragments = fragments
    for export in exports {
      let made = Self.text(of: export, reusing: fragments[export.path] ?? [:])
      outcome.fragments[export.path] = made.fragments
      files.append(OutputFile(path: export.path, text: made.text))
    }
    let output = output
    let written = files.concurrentMap(chunkSize: 8) { file in
      Result { () throws(FileSystem.Error) -> String? in
        let path = output + "/" + file.path
        if case .success(let bytes) = FileSystem.readFile(path), bytes == file.bytes { return nil }
        try SiteFiles.replace(path, with: file.bytes)
        return file.path
      }
    }
    for result in written {
      if let path = try result.get() { outcome.written.append(path) }
    }
    outcome.written.sort()
    for path in previous.keys.sorted() where keys[path] == nil {
      try SiteFiles.remove(path, in: output)
      outcome.removed.append(path)
    }
    return outcome
  }

  /// The fragments of every export of the plan, for the first `apply` after a full build.
  public static func fragments(of plan: SitePlan) -> Fragments {
    var fragments: Fragments = [:]
    for export in plan.exports {
      fragments[export.path] = text(of: export, reusing: [:]).fragments
    }
    return fragments
  }

  /// The export's text, with its fragments by key for the next build.
  static func text(of export: ExportFile, reusing old: [Fingerprint: String]) -> (
    text: String, fragments: [Fingerprint: String]
  ) {
    let indices = Array(0..<export.count)
    let made = indices.concurrentMap(chunkSize: 256) { index in
      let key = export.fragmentKey(at: index)
      return (key, old[key] ?? export.fragment(at: index))
    }
    var text = export.header
    var fragments: [Fingerprint: String] = [:]
    fragments.reserveCapacity(made.count)
    for (index, (key, fragment)) in made.enumerated() {
      if index > 0 { text += export.separator }
      text += fragment
      fragments[key] = fragment
    }
    text += export.footer
    return (text, fragments)
  }
}
