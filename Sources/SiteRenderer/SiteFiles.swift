import DiaryFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Single-file changes inside a built site, each atomic for readers: a file is written beside
/// its place and renamed over it, so the server never sends half a page.
public enum SiteFiles {
  public static func replace(_ path: String, with bytes: [UInt8]) throws(FileSystem.Error) {
    guard let slash = path.lastIndex(of: "/") else { return }
    let folder = String(path[..<slash])
    let temporary = temporaryPath(for: path)
    try FileSystem.makeFolders(folder)
    try FileSystem.writeFile(temporary, bytes)
    try FileSystem.rename(temporary, path)
  }

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
}
