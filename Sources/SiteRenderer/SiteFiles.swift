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

  /// The files of the site at `root` measured against `paths`, those its last build wrote:
  /// those gone from it, and those it holds that the build did not write (`except` aside).
  public static func census(of root: String, against paths: some Sequence<String>, except: String)
    -> (missing: Set<String>, unknown: [String])
  {
    var missing = Set(paths.map(FileName.init))
    var unknown: [String] = []
    var folders = [""]
    while let folder = folders.popLast() {
      let prefix = folder.isEmpty ? "" : folder + "/"
      _ = FileSystem.forEachEntry(root + "/" + folder) { name, isFolder in
        let relative = prefix + String(decoding: name, as: UTF8.self)
        let isFolder =
          isFolder
          ?? ((try? FileSystem.status(root + "/" + relative, followingLinks: false).get())?
            .isDirectory ?? false)
        if isFolder {
          folders.append(relative)
        } else if missing.remove(FileName(relative)) == nil, relative != except {
          unknown.append(relative)
        }
      }
    }
    return (Set(missing.map(\.text)), unknown.sorted())
  }
}

/// A file's name compared by its bytes, as the file system compares it: the same name in
/// another Unicode normal form is another file.
struct FileName: Hashable {
  let text: String

  init(_ text: String) { self.text = text }

  static func == (lhs: FileName, rhs: FileName) -> Bool {
    lhs.text.withUTF8Buffer { left in
      rhs.text.withUTF8Buffer { right in
        UnsafeRawBufferPointer(left).isSame(as: UnsafeRawBufferPointer(right))
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    text.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
