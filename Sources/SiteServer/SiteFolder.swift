import DiaryFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Reads files from the site's folder only: every path is resolved with `realpath`, so a
/// symbolic link that leads out of the folder is refused.
public struct SiteFolder: Sendable {
  public enum Lookup: Equatable, Sendable {
    case file([UInt8])
    /// A folder: the client should ask again with a trailing `/`.
    case folder
    case notFound
    /// The path resolves outside the site's folder.
    case forbidden
  }

  public let root: String

  public init(root: String) {
    self.root = root
  }

  /// The file at `relative` (a path from `RequestPath`, already free of `..`).
  public func lookup(_ relative: String) -> Lookup {
    guard let realRoot = Self.realPath(root) else { return .notFound }
    guard let real = Self.realPath(root + "/" + relative) else { return .notFound }
    guard real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else { return .forbidden }
    switch FileSystem.status(real) {
    case .success(let status) where status.isDirectory: return .folder
    case .success(let status) where status.isRegularFile:
      guard case .success(let bytes) = FileSystem.readFile(real) else { return .notFound }
      return .file(bytes)
    default: return .notFound
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
