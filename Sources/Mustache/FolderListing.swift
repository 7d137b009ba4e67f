#if canImport(Glibc)
  import Glibc
#endif

/// Every path under a folder, recursively, relative to it: each folder's entries in the order
/// the file system gives them, a subfolder's paths right after the subfolder. Symbolic links
/// are listed but not followed, the folder itself included (`folder/` follows it).
enum FolderListing {
  /// Why a folder could not be listed.
  struct Error: Swift.Error, CustomStringConvertible {
    /// The folder that could not be read.
    var path: String
    var code: Int32

    /// `path: message`.
    var description: String { "\(path): \(String(cString: strerror(code)).lowercased())" }
  }

  private typealias Entry = (name: String, isFolder: Bool)

  static func subpaths(of folder: String) throws(Error) -> [String] {
    guard try isFolder(folder) else { return [] }
    var subpaths: [String] = []
    try append(folder, prefix: "", to: &subpaths)
    return subpaths
  }

  private static func append(_ folder: String, prefix: String, to subpaths: inout [String])
    throws(Error)
  {
    for (name, isFolder) in try entries(of: folder) {
      subpaths.append(prefix + name)
      if isFolder {
        try append(folder + "/" + name, prefix: prefix + name + "/", to: &subpaths)
      }
    }
  }

  /// The entries of `folder` without `.` and `..`, each with whether it is a folder.
  private static func entries(of folder: String) throws(Error) -> [Entry] {
    guard let directory = opendir(folder) else { throw Error(path: folder, code: errno) }
    defer { closedir(directory) }
    var entries: [Entry] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw Error(path: folder, code: errno) }
        return entries
      }
      // In place (`&`): an entry can end before the 256 bytes of `d_name`, so copying the
      // field whole would read past glibc's buffer.
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != "." && name != ".." else { continue }
      let kind = entry.pointee.d_type
      let isFolder =
        kind == UInt8(DT_UNKNOWN) ? try Self.isFolder(folder + "/" + name) : kind == UInt8(DT_DIR)
      entries.append((name, isFolder))
    }
  }

  /// Whether `path` is a folder and not a link to one.
  private static func isFolder(_ path: String) throws(Error) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw Error(path: path, code: errno) }
    return info.st_mode & S_IFMT == S_IFDIR
  }
}
