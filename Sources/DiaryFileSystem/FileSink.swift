#if canImport(Glibc)
  import Glibc
#endif

/// A file written in pieces through a buffer, for files too large to build in memory first.
public final class FileSink {
  public let path: String
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  private static let flushSize = 1 << 18

  /// Creates the file, or empties it.
  public init(creating path: String) throws(FileSystem.Error) {
    self.path = path
    descriptor = try FileSystem.create(path)
    buffer.reserveCapacity(Self.flushSize + 4096)
  }

  deinit {
    if descriptor >= 0 { Glibc.close(descriptor) }
  }

  public func write(_ text: String) throws(FileSystem.Error) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.flushSize { try flush() }
  }

  public func write(_ bytes: [UInt8]) throws(FileSystem.Error) {
    // A large piece goes as it is: copied into the buffer, it would only grow it.
    guard bytes.count < Self.flushSize else {
      try flush()
      return try bytes.withUnsafeBytes { FileSystem.writeAll($0, to: descriptor, path: path) }
        .get()
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.flushSize { try flush() }
  }

  public func write(_ bytes: UnsafeRawBufferPointer) throws(FileSystem.Error) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.flushSize { try flush() }
  }

  public func write(_ bytes: ArraySlice<UInt8>) throws(FileSystem.Error) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.flushSize { try flush() }
  }

  /// Writes what is buffered and closes the file.
  public func close() throws(FileSystem.Error) {
    try flush()
    Glibc.close(descriptor)
    descriptor = -1
  }

  private func flush() throws(FileSystem.Error) {
    let descriptor = descriptor
    let path = path
    try buffer.withUnsafeBytes { FileSystem.writeAll($0, to: descriptor, path: path) }.get()
    buffer.removeAll(keepingCapacity: true)
  }
}
