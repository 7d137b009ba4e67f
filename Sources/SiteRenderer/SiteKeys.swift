import DiaryCore

/// The key of every file of a site, in its plan's order: the pages, the exports, then the
/// theme's assets. The next plan lists its files in the same order but for the few an edit adds
/// or removes, so the two are compared position by position, and a table by path is made only
/// when the positions stop matching.
public struct SiteKeys: Sendable {
  public private(set) var paths: [String] = []
  public private(set) var keys: [Fingerprint] = []

  public init() {}

  public var count: Int { paths.count }

  public mutating func reserveCapacity(_ count: Int) {
    paths.reserveCapacity(count)
    keys.reserveCapacity(count)
  }

  public mutating func append(_ path: String, _ key: Fingerprint) {
    paths.append(path)
    keys.append(key)
  }

  /// The keys by path.
  public func byPath() -> [String: Fingerprint] {
    Dictionary(zip(paths, keys)) { first, _ in first }
  }

  /// The same paths, every key changed: what the site's files are compared with when any of
  /// them may render differently (new templates).
  public func invalidated() -> SiteKeys {
    var keys = self
    keys.keys = Array(repeating: Fingerprint(value: 0), count: count)
    return keys
  }

  /// The keys of every file of a plan: pages, exports and assets, in that order.
  public static func of(_ plan: SitePlan, assets: [OutputFile]) -> SiteKeys {
    var keys = SiteKeys()
    keys.reserveCapacity(plan.pages.count + plan.exports.count + assets.count)
    // By index: only the path and key are read, not each whole page copied.
    let pages = plan.pages
    for index in pages.indices { keys.append(pages[index].path, pages[index].key) }
    for export in plan.exports { keys.append(export.path, export.key) }
    for asset in assets { keys.append(asset.path, key(of: asset)) }
    return keys
  }

  /// The key of an asset: its path and bytes.
  static func key(of asset: OutputFile) -> Fingerprint {
    var key = Fingerprint.of(asset.path)
    key.combine(asset.bytes)
    return key
  }
}

extension SiteKeys {
  /// Looks up the keys of `previous` for the files of a new plan, in order: by position while
  /// the paths match, by path from the first mismatch on.
  struct Lookup {
    let previous: SiteKeys
    /// Paths of `previous` whose file is gone from the site: looked up, they have no key.
    let missing: Set<String>
    private var byPath: [String: Fingerprint]?
    /// Whether every file so far sat where it sat in `previous`.
    private(set) var samePositions = true

    init(_ previous: SiteKeys, missing: Set<String>) {
      self.previous = previous
      self.missing = missing
    }

    /// The previous key of the file at `path`, the `index`th of the new plan.
    mutating func key(at index: Int, path: String) -> Fingerprint? {
      if !missing.isEmpty, missing.contains(path) { return nil }
      if samePositions, index < previous.count, previous.paths[index] == path {
        return previous.keys[index]
      }
      samePositions = false
      if byPath == nil { byPath = previous.byPath() }
      return byPath?[path]
    }
  }
}
