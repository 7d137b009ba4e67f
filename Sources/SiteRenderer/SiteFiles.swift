import DiaryCore
import DiaryFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Single files inside a built site: where one is written before it is renamed into place (so a
/// reader never gets half a page), removing one, listing them all.
public enum SiteFiles {
  /// Where a file is written before it is renamed over `path`: beside it, hidden.
  public static func temporaryPath(for path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return ".\(path).diary-tmp" }
    return path[...slash] + "." + path[path.index(after: slash)...] + ".diary-tmp"
  }

  /// Removes the file `relative` of the site at `root`, then the folders it leaves empty.
  public static func remove(_ relative: String, in root: String) throws(FileSystem.Error) {
    try FileSystem.removeTree(root + "/" + relative)
    var parts = relative.split(separator: "/").dropLast()
    while !parts.isEmpty {
      guard rmdir(root + "/" + parts.joined(separator: "/")) == 0 else { return }
      parts = parts.dropLast()
    }
  }

  /// The files of the site at `root` measured against `keys`, those its last build wrote:
  /// those gone from it, and those it holds that the build did not write (`except` aside).
  /// Each folder is first checked by its files' count and names (`FolderSums`); only when one
  /// differs is each file looked up, by its name's bytes, without making a string of it.
  public static func census(of root: String, against keys: SiteKeys, except: String)
    -> (missing: Set<String>, unknown: [String])
  {
    if holdsExactly(keys, in: root, except: except) { return ([], []) }
    return fullCensus(of: root, against: keys, except: except)
  }

  /// Whether every folder of the site holds the files of `keys` directly in it, and no other
  /// (nor any other folder), `except` aside in its root: each folder's files counted and
  /// their names' fingerprints summed, against the same figures of the paths. False at the
  /// first folder that differs or cannot be listed.
  static func holdsExactly(_ keys: SiteKeys, in root: String, except: String) -> Bool {
    var expected = FolderSums(keys.paths)
    let exception = Array(except.utf8)
    var folders = [""]
    while let folder = folders.popLast() {
      var found = FolderSums.Sums()
      let prefix = folder.isEmpty ? "" : folder + "/"
      let listed = FileSystem.forEachEntry(root + "/" + folder) { name, isFolder in
        let isFolder =
          isFolder
          ?? ((try? FileSystem.status(
            root + "/" + prefix + String(decoding: name, as: UTF8.self), followingLinks: false
          ).get())?.isDirectory ?? false)
        if isFolder {
          folders.append(prefix + String(decoding: name, as: UTF8.self))
        } else if !(folder.isEmpty && name.elementsEqual(exception)) {
          found.add(name: name)
        }
      }
      guard case .success = listed,
        folder.withUTF8Buffer({ expected.take(folder: UnsafeRawBufferPointer($0)) }) == found
      else { return false }
    }
    return expected.isEmpty
  }

  /// The census, every file listed looked up among the paths of `keys`.
  static func fullCensus(of root: String, against keys: SiteKeys, except: String)
    -> (missing: Set<String>, unknown: [String])
  {
    var known = KnownPaths(keys.paths)
    var unknown: [String] = []
    var folders = [""]
    // The relative path of the entry being looked at: its folder's path, then its name.
    var path: [UInt8] = []
    path.reserveCapacity(512)
    while let folder = folders.popLast() {
      let prefix = Array((folder.isEmpty ? "" : folder + "/").utf8)
      _ = FileSystem.forEachEntry(root + "/" + folder) { name, isFolder in
        path.removeAll(keepingCapacity: true)
        path.append(contentsOf: prefix)
        path.append(contentsOf: name)
        if isFolder == false, path.withUnsafeBytes({ known.find($0) }) { return }
        let relative = String(decoding: path, as: UTF8.self)
        let folder =
          isFolder
          ?? ((try? FileSystem.status(root + "/" + relative, followingLinks: false).get())?
            .isDirectory ?? false)
        if folder {
          folders.append(relative)
        } else if isFolder != nil || !path.withUnsafeBytes({ known.find($0) }) {
          unknown.append(relative)
        }
      }
    }
    return (known.missing, unknown.filter { $0 != except }.sorted())
  }
}

/// The paths a build wrote, found by the fingerprint of their bytes, so that a file listed in
/// the site's folder is looked up without a string made of its path.
private struct KnownPaths {
  private let paths: [String]
  /// The first path with each fingerprint; `others`, any more (two paths can share one).
  private var byPrint: [UInt64: Int] = [:]
  private var others: [UInt64: [Int]] = [:]
  private var found: [Bool]

  init(_ paths: [String]) {
    self.paths = paths
    found = Array(repeating: false, count: paths.count)
    byPrint.reserveCapacity(paths.count)
    for (index, path) in paths.enumerated() {
      var print = Fingerprint()
      print.combine(path)
      if let first = byPrint.updateValue(index, forKey: print.value) {
        byPrint[print.value] = first
        others[print.value, default: []].append(index)
      }
    }
  }

  /// The paths never found.
  var missing: Set<String> {
    Set(paths.indices.lazy.filter { !found[$0] }.map { paths[$0] })
  }

  /// Notes the path with these bytes as found; false when no path has them.
  mutating func find(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var print = Fingerprint()
    print.combine(bytes: bytes)
    guard let first = byPrint[print.value] else { return false }
    if Self.path(paths[first], is: bytes) {
      found[first] = true
      return true
    }
    guard !others.isEmpty else { return false }
    for index in others[print.value] ?? [] where Self.path(paths[index], is: bytes) {
      found[index] = true
      return true
    }
    return false
  }

  private static func path(_ path: String, is bytes: UnsafeRawBufferPointer) -> Bool {
    path.withUTF8Buffer { UnsafeRawBufferPointer($0).isSame(as: bytes) }
  }
}
