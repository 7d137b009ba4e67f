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

  /// Every file under `root` (hidden ones too; links as files), relative to it, unsorted.
  public static func list(_ root: String) -> [String] {
    var found: [String] = []
    var folders = [""]
    while let folder = folders.popLast() {
      let prefix = folder.isEmpty ? "" : folder + "/"
      guard case .success(let entries) = FileSystem.listEntries(root + "/" + folder, prefix: prefix)
      else { continue }
      for entry in entries {
        let relative = entry.name
        let isFolder =
          entry.isFolder
          ?? ((try? FileSystem.status(root + "/" + relative, followingLinks: false).get())?
            .isDirectory ?? false)
        if isFolder { folders.append(relative) } else { found.append(relative) }
      }
    }
    return found
  }

  /// The files of the site at `root` measured against `keys`, those its last build wrote:
  /// those gone from it, and those it holds that the build did not write (`except` aside).
  public static func census(of root: String, against keys: SiteKeys, except: String)
    -> (missing: Set<String>, unknown: [String])
  {
    let onDisk = Set(list(root).map(TextKey.init))
    var missing: Set<String> = []
    for path in keys.paths where !onDisk.contains(TextKey(path)) { missing.insert(path) }
    // Each of the last build's files still there is one of those on disk: any more are files
    // it did not write.
    let present = keys.count - missing.count
    let extra = onDisk.count - present - (onDisk.contains(TextKey(except)) ? 1 : 0)
    guard extra > 0 else { return (missing, []) }
    let written = Set(keys.paths)
    return (
      missing,
      onDisk.map(\.text).filter { !written.contains($0) && $0 != except }.sorted()
    )
  }
}
