import Foundation

/// A set of named files: a zip archive (`ZipArchive`) or a folder on disk (`FolderFileSource`),
/// so that a Strava export is read the same way packed or unpacked.
public protocol ActivityFileSource {
  /// Every file's path inside the source, `/`-separated (`activities/123.fit.gz`); folders are
  /// not listed.
  func fileNames() throws -> [String]
  /// The bytes of one file, at most `limit` of them.
  /// - Throws: `ActivityFileError` when the file is missing, unreadable or larger than `limit`.
  func contents(of name: String, limit: Int) throws -> [UInt8]
}

/// The files under a folder on disk.
public struct FolderFileSource: ActivityFileSource {
  /// The folder.
  public let folder: URL

  /// A source over `folder`.
  public init(folder: URL) { self.folder = folder }

  /// Every regular file under the folder (hidden ones included), relative, in sorted order.
  public func fileNames() throws -> [String] {
    let root = folder.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else {
      throw ActivityFileError("cannot list the folder \(root)", at: .member(root))
    }
    var names: [String] = []
    while let name = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: root + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue
      {
        names.append(name)
      }
    }
    return names.sorted()
  }

  /// The bytes of the file at `name` under the folder.
  public func contents(of name: String, limit: Int = Gzip.defaultLimit) throws -> [UInt8] {
    let url = folder.appendingPathComponent(name)
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    guard let size = (attributes?[.size] as? NSNumber)?.intValue else {
      throw ActivityFileError("no file \(name) in the folder", at: .member(name))
    }
    guard size <= limit else {
      throw ActivityFileError(
        "\(name) has \(size) bytes, more than the limit of \(limit)", at: .member(name))
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ActivityFileError("cannot read \(name) in the folder", at: .member(name))
    }
    return [UInt8](data)
  }
}
