import DiaryFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// What each folder of a built site was when its build ended: which folder it was, how large,
/// and when its list of entries last changed (its status change time, which no call can set
/// back). Adding, removing or renaming an entry of a folder changes that time, so a site whose
/// folders all kept their stamps holds exactly the files its last build left: the census needs
/// no listing of its thousands of files.
///
/// Taken when nothing else writes in the site. On a kernel that keeps these times in coarse
/// ticks (before Linux 6.13), a change made within the tick in which the stamp was taken would
/// keep the same time; a change made later never does.
public struct FolderStamps: Sendable, Equatable {
  public struct Stamp: Sendable, Equatable {
    /// Relative to the site, `/` between the parts; empty for its root.
    public var folder: String
    public var identity: FileSystem.Identity
    public var size: Int
    public var changed: Int

    public init(folder: String, identity: FileSystem.Identity, size: Int, changed: Int) {
      self.folder = folder
      self.identity = identity
      self.size = size
      self.changed = changed
    }
  }

  public private(set) var stamps: [Stamp]

  public init(_ stamps: [Stamp]) {
    self.stamps = stamps
  }

  /// The folders that hold `paths` (relative, `/` between the parts) and those around them,
  /// the root first, then in order.
  public static func folders(of paths: [String]) -> [String] {
    var folders: Set<String> = [""]
    // A site's paths come in runs of the same folder: a path that lies in the last one's
    // folder (its bytes, a `/`, then no other) is passed over without a lookup.
    var last: [UInt8]?
    for index in paths.indices {
      paths[index].withUTF8Buffer { utf8 in
        let bytes = UnsafeRawBufferPointer(utf8)
        if let last, Self.path(bytes, liesDirectlyIn: last) { return }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return }
        last = Array(bytes[..<slash])
        var end = slash
        while folders.insert(String(decoding: bytes[..<end], as: UTF8.self)).inserted,
          let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/"))
        {
          end = slash
        }
      }
    }
    return folders.sorted()
  }

  /// Whether `path` is a file directly in `folder`, compared as bytes.
  private static func path(_ path: UnsafeRawBufferPointer, liesDirectlyIn folder: [UInt8]) -> Bool {
    guard path.count > folder.count + 1, path[folder.count] == UInt8(ascii: "/"),
      let base = path.baseAddress
    else { return false }
    let inFolder = folder.withUnsafeBytes {
      $0.isSame(as: UnsafeRawBufferPointer(start: base, count: folder.count))
    }
    return inFolder
      && memchr(base + folder.count + 1, Int32(UInt8(ascii: "/")), path.count - folder.count - 1)
        == nil
  }

  /// `folders(of: paths)`, taken from `last` (the stamps of the folders of `last.paths`) when
  /// the paths are the same: an edit seldom adds or removes a page.
  public static func folders(of paths: [String], last: (paths: [String], stamps: FolderStamps)?)
    -> [String]
  {
    if let last, last.paths == paths { return last.stamps.stamps.map(\.folder) }
    return folders(of: paths)
  }

  /// The stamps of `folders` of the site at `root`; nil when one cannot be read.
  public static func take(of root: String, folders: [String]) -> FolderStamps? {
    var stamps: [Stamp] = []
    stamps.reserveCapacity(folders.count)
    for folder in folders {
      guard let stamp = stamp(of: folder, in: root) else { return nil }
      stamps.append(stamp)
    }
    return FolderStamps(stamps)
  }

  /// Whether every folder is still the one stamped, with the same entries.
  public func stillHold(in root: String) -> Bool {
    stamps.allSatisfy { Self.stamp(of: $0.folder, in: root) == $0 }
  }

  private static func stamp(of folder: String, in root: String) -> Stamp? {
    let path = folder.isEmpty ? root : root + "/" + folder
    guard case .success(let status) = FileSystem.status(path, followingLinks: false),
      status.isDirectory
    else { return nil }
    return Stamp(
      folder: folder, identity: status.identity, size: status.size, changed: status.changed)
  }
}
