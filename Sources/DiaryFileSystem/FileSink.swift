#if canImport(Glibc)
  import Glibc
#endif

/// A file written in pieces through a buffer, for files too large to build in memory first.
public final class FileSink {
  public let path: String
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  private static let flushSize = 1 << 18
  /// How long the file is once what was written so far is flushed: where the next bytes go.
  public private(set) var end = 0
  /// Whether `close` cuts the file at `end` (it was opened over an older file's bytes).
  private var cutsAtEnd = false

  /// Creates the file, or empties it.
  public init(creating path: String) throws(FileSystem.Error) {
    self.path = path
    descriptor = try FileSystem.create(path)
    buffer.reserveCapacity(Self.flushSize + 4096)
  }

  /// Opens the file to write after its end (only there: bytes already in it never change).
  public init(appendingTo path: String) throws(FileSystem.Error) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystem.Error(path: path, errno: errno) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw FileSystem.Error(path: path, errno: errno)
    }
    end = Int(info.st_size)
    buffer.reserveCapacity(Self.flushSize + 4096)
  }

  /// Opens the file to write over it from `offset` on, keeping the bytes before; `close`
  /// cuts it where the writing ended.
  public init(overwriting path: String, from offset: Int) throws(FileSystem.Error) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystem.Error(path: path, errno: errno) }
    guard lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset) else {
      let error = FileSystem.Error(path: path, errno: errno)
      Glibc.close(descriptor)
      descriptor = -1
      throw error
    }
    end = offset
    cutsAtEnd = true
    buffer.reserveCapacity(Self.flushSize + 4096)
  }

  deinit {
    if descriptor >= 0 { Glibc.close(descriptor) }
  }

  public func write(_ text: String) throws(FileSystem.Error) {
    end += text.utf8.count
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.flushSize { try flush() }
  }

  public func write(_ bytes: [UInt8]) throws(FileSystem.Error) {
    end += bytes.count
    // A large piece goes as it is: copied into the buffer, it would only grow it.
    guard bytes.count < Self.flushSize else {
      try flush()
      return try bytes.withUnsafeBytes { FileSystem.writeAll($0, to: descriptor, path: path) }
        .get()
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.flushSize { try flush() }
  }

  public func write(_ bytes: ArraySlice<UInt8>) throws(FileSystem.Error) {
    end += bytes.count
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.flushSize { try flush() }
  }

  /// Appends `bytes` straight from where they lie (a mapped file), without a copy in the
  /// buffer.
  public func write(unbuffered bytes: UnsafeRawBufferPointer) throws(FileSystem.Error) {
    end += bytes.count
    try flush()
    try FileSystem.writeAll(bytes, to: descriptor, path: path).get()
  }

  /// Appends the bytes at `range` of `file`, copied by the kernel from file to file rather
  /// than read into memory and written back.
  public func copy(_ range: Range<Int>, of file: OpenFile) throws(FileSystem.Error) {
    end += range.count
    try flush()
    var offset = off_t(range.lowerBound)
    var left = range.count
    while left > 0 {
      let copied = sendfile(descriptor, file.descriptor, &offset, left)
      if copied > 0 {
        left -= copied
        continue
      }
      if copied < 0, errno == EINTR { continue }
      if copied == 0 {
        throw FileSystem.Error(path: file.path, errno: EIO)
      }
      // Not between these two files (an old kernel): read and written.
      guard errno == EXDEV || errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP else {
        throw FileSystem.Error(path: path, errno: errno)
      }
      let start = Int(offset)
      let bytes = try file.read(start..<(start + left)).get()
      guard bytes.count == left else { throw FileSystem.Error(path: file.path, errno: EIO) }
      // Counted in `end` already.
      buffer.append(contentsOf: bytes)
      try flush()
      left = 0
    }
  }

  /// Writes what is buffered and closes the file.
  public func close() throws(FileSystem.Error) {
    try flush()
    if cutsAtEnd, ftruncate(descriptor, off_t(end)) != 0 {
      throw FileSystem.Error(path: path, errno: errno)
    }
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
