import DiaryFileSystem

/// Notices files added, changed or removed under some folders (and single files) by comparing
/// sizes, modification times and inodes between two scans. Hidden names are skipped; roots that
/// do not exist yet are watched for their appearance. Call `changes()` every few hundred ms.
public final class FileWatcher {
  struct Stamp: Equatable {
    var size: Int
    var modified: Int
    var identity: FileSystem.Identity
  }

  /// The watched files and folders, as given: reported paths start with them.
  public let roots: [String]
  private var snapshot: [String: Stamp]

  public init(roots: [String]) {
    self.roots = roots
    snapshot = Self.scan(roots)
  }

  /// The paths that changed since the last call (or since `init`), sorted.
  public func changes() -> [String] {
    let now = Self.scan(roots)
    defer { snapshot = now }
    var changed = Set<String>()
    for (path, stamp) in now where snapshot[path] != stamp { changed.insert(path) }
    for path in snapshot.keys where now[path] == nil { changed.insert(path) }
    return changed.sorted()
  }

  static func scan(_ roots: [String]) -> [String: Stamp] {
    var found: [String: Stamp] = [:]
    for root in roots { visit(root, into: &found, ancestors: [], depth: 0) }
    return found
  }

  private static func visit(
    _ path: String, into found: inout [String: Stamp], ancestors: Set<FileSystem.Identity>,
    depth: Int
  ) {
    guard depth < 16, case .success(let status) = FileSystem.status(path) else { return }
    if status.isRegularFile {
      found[path] = Stamp(size: status.size, modified: status.modified, identity: status.identity)
      return
    }
    guard status.isDirectory, !ancestors.contains(status.identity),
      case .success(let names) = FileSystem.listFolder(path)
    else { return }
    let inside = ancestors.union([status.identity])
    for name in names where !name.hasPrefix(".") {
      visit(path + "/" + name, into: &found, ancestors: inside, depth: depth + 1)
    }
  }
}
