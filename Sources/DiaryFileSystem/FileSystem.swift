#if canImport(Glibc)
  import Glibc
#endif

/// The POSIX calls the tool needs, with errors that carry `errno`, its text and the path.
public enum FileSystem {
  public struct Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var code: Int32
    public var message: String

    public init(path: String, errno code: Int32) {
      self.path = path
      self.code = code
      message = String(cString: strerror(code)).lowercased()
    }

    /// An error that `errno` does not describe: `message` says what is wrong with the path.
    public init(path: String, errno code: Int32, message: String) {
      self.path = path
      self.code = code
      self.message = message
    }

    public var description: String { "\(path): error: \(message)" }
  }

  /// Identifies a file across paths and links.
  public struct Identity: Equatable, Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init(device: UInt64, inode: UInt64) {
      self.device = device
      self.inode = inode
    }
  }

  public struct Status: Sendable {
    public var isDirectory: Bool
    public var isRegularFile: Bool
    public var isSymbolicLink: Bool
    /// What the file is, for messages: `a named pipe (FIFO)`, `a socket`, `a folder`, ….
    public var kindName: String
    public var identity: Identity
    public var size: Int
    /// Modification time in nanoseconds since the epoch.
    public var modified: Int
    /// Status change time (of the contents, or of the entries of a folder, or of the file's
    /// owner, mode or links), in nanoseconds since the epoch: no call can set it back.
    public var changed: Int
  }

  /// `stat`, or `lstat` when `followingLinks` is false.
  public static func status(_ path: String, followingLinks: Bool = true) -> Result<Status, Error> {
    var info = stat()
    let code = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard code == 0 else { return .failure(Error(path: path, errno: errno)) }
    let kind = info.st_mode & S_IFMT
    return .success(
      Status(
        isDirectory: kind == S_IFDIR, isRegularFile: kind == S_IFREG,
        isSymbolicLink: kind == S_IFLNK, kindName: kindName(kind),
        identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
        size: Int(info.st_size),
        modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec),
        changed: Int(info.st_ctim.tv_sec) * 1_000_000_000 + Int(info.st_ctim.tv_nsec)))
  }

  /// `a named pipe (FIFO)` for `S_IFIFO`, and so on.
  static func kindName(_ kind: mode_t) -> String {
    switch kind {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a folder"
    case S_IFLNK: "a symbolic link"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
  }

  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The names in a folder, without `.` and `..`, in no particular order.
  public static func listFolder(_ path: String) -> Result<[String], Error> {
    listFolderNoting(path).map { $0.map(\.name) }
  }

  /// The names in a folder, without `.` and `..`, in no particular order, each with whether the
  /// listing says it is a regular file (not following links; false when it does not say).
  public static func listFolderNoting(_ path: String) -> Result<
    [(name: String, isRegularFile: Bool)], Error
  > {
    var entries: [(name: String, isRegularFile: Bool)] = []
    return forEachEntryKind(path) { name, kind in
      entries.append((String(decoding: name, as: UTF8.self), kind == UInt8(DT_REG)))
    }.map { entries }
  }

  /// Hands `body` each entry of a folder but `.` and `..`, in no particular order: the bytes of
  /// its name (valid only during the call), and whether it is a folder (not following links)
  /// when the file system says so in the listing. No string is made.
  public static func forEachEntry(
    _ path: String, _ body: (_ name: UnsafeRawBufferPointer, _ isFolder: Bool?) -> Void
  ) -> Result<Void, Error> {
    forEachEntryKind(path) { name, kind in
      body(name, kind == UInt8(DT_UNKNOWN) ? nil : kind == UInt8(DT_DIR))
    }
  }

  /// `forEachEntry`, with each entry's type as the listing gives it (`DT_REG`, `DT_DIR`, …).
  private static func forEachEntryKind(
    _ path: String, _ body: (_ name: UnsafeRawBufferPointer, _ kind: UInt8) -> Void
  ) -> Result<Void, Error> {
    guard let directory = opendir(path) else { return .failure(Error(path: path, errno: errno)) }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let kind = entry.pointee.d_type
      // In place (`&`): an entry can end before the 256 bytes of `d_name`, so copying the
      // field whole would read past glibc's buffer.
      withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        guard let base = raw.baseAddress else { return }
        let name = UnsafeRawBufferPointer(start: base, count: strnlen(base, raw.count))
        if name.elementsEqual([0x2E]) || name.elementsEqual([0x2E, 0x2E]) { return }
        body(name, kind)
      }
    }
    return .success(())
  }

  /// Reads into `buffer` until it is full or the file ends, from `offset` (or, when nil, from
  /// where the descriptor stands); returns how many bytes were read, and sets `failure` to the
  /// error that stopped it, if one did.
  static func fill(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, at offset: Int?,
    failure: inout Int32?
  ) -> Int {
    var count = 0
    while count < buffer.count {
      let start = buffer.baseAddress.map { $0 + count }
      let got =
        offset.map { pread(descriptor, start, buffer.count - count, off_t($0 + count)) }
        ?? read(descriptor, start, buffer.count - count)
      if got < 0 {
        if errno == EINTR { continue }
        failure = errno
        return count
      }
      if got == 0 { return count }
      count += got
    }
    return count
  }

  /// The bytes of the regular file at `path`. Anything else (a named pipe, a device) is refused
  /// without waiting: opened without blocking, a pipe with no writer would otherwise hang.
  public static func readFile(_ path: String) -> Result<[UInt8], Error> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(Error(path: path, errno: errno)) }
    defer { close(descriptor) }
    // Read into a buffer of the file's size (plus one byte, to see the end in one read when the
    // size is right); files that grow while read, or report no size, grow the buffer.
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Error(path: path, errno: errno)) }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR { return .failure(Error(path: path, errno: EISDIR)) }
    guard kind == S_IFREG else {
      return .failure(
        Error(path: path, errno: EINVAL, message: "\(kindName(kind)), not a regular file"))
    }
    let expected = max(0, Int(info.st_size))
    // The first pass reads into uninitialised memory: zeroing a large buffer first cost as much
    // as reading it.
    var failure: Int32?
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
      count = fill(buffer, from: descriptor, at: nil, failure: &failure)
    }
    if let failure { return .failure(Error(path: path, errno: failure)) }
    if bytes.count <= expected { return .success(bytes) }
    // The file grew while it was read: on in steps.
    var filled = bytes.count
    while true {
      if filled == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: max(4096, filled)))
      }
      let count = bytes.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress.map { $0 + filled }, raw.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Error(path: path, errno: errno))
      }
      if count == 0 {
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
      }
      filled += count
    }
  }

  public static func writeFile(_ path: String, _ bytes: [UInt8]) throws(Error) {
    try bytes.withUnsafeBytes { raw in Result { () throws(Error) in try writeFile(path, raw) } }
      .get()
  }

  public static func writeFile(_ path: String, _ bytes: UnsafeRawBufferPointer) throws(Error) {
    let descriptor = try create(path)
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, path: path).get()
  }

  /// Opens `path` for writing, created or emptied.
  static func create(_ path: String) throws(Error) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Error(path: path, errno: errno) }
    return descriptor
  }

  /// `write` until every byte is written, retrying on interruption.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String)
    -> Result<Void, Error>
  {
    var written = 0
    while written < bytes.count {
      let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Error(path: path, errno: errno))
      }
      written += count
    }
    return .success(())
  }

  public static func makeFolder(_ path: String) throws(Error) {
    if mkdir(path, 0o755) != 0 && errno != EEXIST { throw Error(path: path, errno: errno) }
  }

  /// Makes `path` and any missing parent folders.
  public static func makeFolders(_ path: String) throws(Error) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part
      try makeFolder(prefix)
      prefix += "/"
    }
  }

  /// Gives the file at `existing` a second name, `new`.
  public static func link(_ existing: String, _ new: String) throws(Error) {
    if Glibc.link(existing, new) != 0 { throw Error(path: new, errno: errno) }
  }

  /// The length of the file at `path`; nil when there is none (or it is not a file).
  public static func rename(_ from: String, _ to: String) throws(Error) {
    if Glibc.rename(from, to) != 0 { throw Error(path: to, errno: errno) }
  }

  /// Swaps two existing paths in one step (`renameat2` with `RENAME_EXCHANGE`), so no reader
  /// ever finds either missing; false when the system or file system cannot, to fall back on.
  public static func exchange(_ first: String, _ second: String) throws(Error) -> Bool {
    typealias RenameAt2 =
      @convention(c) (
        CInt, UnsafePointer<CChar>?, CInt, UnsafePointer<CChar>?, CUnsignedInt
      ) -> CInt
    guard let symbol = dlsym(nil, "renameat2") else { return false }
    let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
    let renameExchange: CUnsignedInt = 1 << 1
    if renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 { return true }
    if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP { return false }
    throw Error(path: second, errno: errno)
  }

  /// Removes a file, or a folder and everything under it, without following symbolic links.
  public static func removeTree(_ path: String) throws(Error) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      if case .success(let names) = listFolder(path) {
        for name in names { try removeTree("\(path)/\(name)") }
      }
      if rmdir(path) != 0 { throw Error(path: path, errno: errno) }
    } else if unlink(path) != 0 {
      throw Error(path: path, errno: errno)
    }
  }
}
