#if canImport(Glibc)
  import Glibc
#endif

/// A file open for reading, read a range at a time or copied from by `FileSink.copy`, never
/// read whole: what a large file that is mostly copied as it is needs.
public final class OpenFile: Sendable {
  public let path: String
  let descriptor: Int32
  public let size: Int

  public init(path: String) throws(FileSystem.Error) {
    self.path = path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystem.Error(path: path, errno: errno) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw FileSystem.Error(path: path, errno: code)
    }
    self.descriptor = descriptor
    size = Int(info.st_size)
  }

  deinit { close(descriptor) }

  /// The bytes at `range`; fewer when the file ends before it.
  public func read(_ range: Range<Int>) -> Result<[UInt8], FileSystem.Error> {
    var failure: Int32?
    let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
      count = FileSystem.fill(buffer, from: descriptor, at: range.lowerBound, failure: &failure)
    }
    if let failure { return .failure(FileSystem.Error(path: path, errno: failure)) }
    return .success(bytes)
  }
}
