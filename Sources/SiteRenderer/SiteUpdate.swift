import DiaryCore
import DiaryFileSystem

/// Brings a site already on disk up to date: makes only the files whose key changed since the
/// last build (or that are missing from the folder), writes only those whose bytes changed,
/// and removes the files the site no longer has, in one commit that survives being killed.
public struct SiteUpdate: Sendable {
  public var output: String
  public var renderer: SiteRenderer

  public init(output: String, renderer: SiteRenderer) {
    self.output = output
    self.renderer = renderer
  }

  /// What the last build wrote.
  public struct Previous: Sendable {
    /// The key of every file.
    public var keys: [String: Fingerprint]
    /// Where the fragments of each fragmented file lie in it, by path.
    public var layouts: [String: FragmentLayout]
    /// Files gone from the folder: made again whatever their key.
    public var missing: Set<String>
    /// Files in the folder that no build wrote: removed unless the site has them.
    public var unknown: [String]
    /// Whether the files were made with other templates: then every file is made again.
    public var hadOtherTemplates: Bool

    public init(
      keys: [String: Fingerprint], layouts: [String: FragmentLayout] = [:],
      missing: Set<String> = [], unknown: [String] = [], hadOtherTemplates: Bool = false
    ) {
      self.keys = keys
      self.layouts = layouts
      self.missing = missing
      self.unknown = unknown
      self.hadOtherTemplates = hadOtherTemplates
    }
  }

  /// What an update did.
  public struct Outcome: Sendable, Equatable {
    /// How many pages were rendered (files made again, the exports and assets aside).
    public var rendered = 0
    public var written: [String] = []
    public var removed: [String] = []
    /// The key of every file, in the files' order.
    public var keys: [Fingerprint] = []
    /// Where the fragments of each fragmented file lie, by path.
    public var layouts: [String: FragmentLayout] = [:]
  }

  /// Updates the site to `files`, from what the last build wrote (`previous`).
  public func apply(_ files: [SiteFile], previous: Previous) throws -> Outcome {
    let keys = files.concurrentMap(chunkSize: 64) { $0.key }
    let changed = files.indices.filter { index in
      let path = files[index].path
      return previous.hadOtherTemplates || previous.keys[path] != keys[index]
        || previous.missing.contains(path)
    }.map { files[$0] }
    let commit = SiteCommit(output: output)
    let output = output
    let renderer = renderer
    let results = changed.concurrentMap(chunkSize: 1) { file in
      Result { () throws -> (staged: SiteCommit.Staged?, layout: FragmentLayout?) in
        // The file it replaces, mapped: its bytes are compared with the new ones, and a
        // fragmented file copies its unchanged fragments from them.
        let old = try? MappedFile(path: output + "/" + file.path)
        let staged = try commit.place(for: file.path)
        let made = try renderer.write(
          file, to: output + "/" + staged.temporary,
          replacing: old.map { ($0.bytes, previous.layouts[file.path]) })
        return (made.isWritten ? staged : nil, made.layout)
      }
    }
    var outcome = Outcome(rendered: changed.filter(\.isPage).count)
    outcome.keys = keys
    var staged: [SiteCommit.Staged] = []
    let kept = Set(files.map { FileName($0.path) })
    for (path, layout) in previous.layouts where kept.contains(FileName(path)) {
      outcome.layouts[path] = layout
    }
    for (file, result) in zip(changed, results) {
      let made = try result.get()
      if let file = made.staged { staged.append(file) }
      outcome.layouts[file.path] = made.layout
    }
    outcome.written = staged.map(\.path).sorted()
    outcome.removed = previous.keys.keys.filter {
      !kept.contains(FileName($0)) && !previous.missing.contains($0)
    }.sorted()
    // Files no build wrote (left by hand, or by a build killed half way) go too.
    let leftovers = previous.unknown.filter { !kept.contains(FileName($0)) }
    try commit.commit(staged, removing: outcome.removed + leftovers)
    return outcome
  }
}
