import CLibzip

#if canImport(Glibc)
  import Glibc
#endif

/// A zip archive read with libzip from memory or from a file: its member names and any member's bytes,
/// inflated with a bound on their size.
public final class ZipArchive: ActivityFileSource {
  private let archive: OpaquePointer
  private let names: [String]

  /// Opens the archive in `bytes` (copied: the archive owns its copy).
  /// - Throws: `ActivityFileError` when the bytes are not a readable zip archive.
  public convenience init(bytes: [UInt8]) throws {
    guard !bytes.isEmpty else {
      throw ActivityFileError("not a zip archive: no bytes at byte 0", at: .byte(0))
    }
    var error = zip_error_t()
    zip_error_init(&error)
    defer { zip_error_fini(&error) }
    // libzip frees the copy (freep = 1) when the archive is discarded.
    guard let copy = malloc(max(bytes.count, 1)) else {
      throw ActivityFileError("no memory for a zip archive of \(bytes.count) bytes", at: .byte(0))
    }
    bytes.withUnsafeBytes { buffer in
      if let base = buffer.baseAddress { copy.copyMemory(from: base, byteCount: buffer.count) }
    }
    guard let source = zip_source_buffer_create(copy, zip_uint64_t(bytes.count), 1, &error) else {
      free(copy)
      throw ActivityFileError("libzip could not read the archive's bytes at byte 0", at: .byte(0))
    }
    guard let archive = zip_open_from_source(source, ZIP_RDONLY, &error) else {
      zip_source_free(source)
      let reason = zip_error_strerror(&error).map { String(cString: $0) } ?? "unknown error"
      throw ActivityFileError(
        "not a readable zip archive (\(reason.lowercased())) at byte 0", at: .byte(0))
    }
    self.init(archive)
  }

  /// Opens the archive at `path`, reading members from the file as they are asked for (an
  /// export of several gigabytes is never held in memory whole).
  /// - Throws: `ActivityFileError` when the file cannot be opened or is not a zip archive.
  public convenience init(path: String) throws {
    var code: Int32 = 0
    guard let archive = zip_open(path, ZIP_RDONLY, &code) else {
      var error = zip_error_t()
      zip_error_init_with_code(&error, code)
      defer { zip_error_fini(&error) }
      let reason = zip_error_strerror(&error).map { String(cString: $0) } ?? "unknown error"
      throw ActivityFileError(
        "not a readable zip archive (\(reason.lowercased())) at byte 0", at: .byte(0))
    }
    self.init(archive)
  }

  /// Takes over an open archive and lists its members.
  private init(_ archive: OpaquePointer) {
    self.archive = archive
    var names: [String] = []
    let count = zip_get_num_entries(archive, 0)
    for index in 0..<max(count, 0) {
      guard let name = zip_get_name(archive, zip_uint64_t(index), zip_flags_t(ZIP_FL_ENC_GUESS))
      else { continue }
      let text = String(cString: name)
      if !text.hasSuffix("/") { names.append(text) }
    }
    self.names = names
  }

  deinit { zip_discard(archive) }

  /// The members' names in the archive's order, folders left out.
  public func fileNames() -> [String] { names }

  /// The inflated bytes of the member `name`, at most `limit` of them (the size the archive
  /// states is checked first, then the bytes actually inflated).
  public func contents(of name: String, limit: Int = Gzip.defaultLimit) throws -> [UInt8] {
    let index = zip_name_locate(archive, name, 0)
    guard index >= 0 else {
      throw ActivityFileError("no member \(name) in the zip archive", at: .member(name))
    }
    var stat = zip_stat_t()
    zip_stat_init(&stat)
    guard zip_stat_index(archive, zip_uint64_t(index), 0, &stat) == 0 else {
      throw ActivityFileError("cannot read the zip member \(name)", at: .member(name))
    }
    guard stat.size <= zip_uint64_t(limit) else {
      throw ActivityFileError(
        "the zip member \(name) inflates to \(stat.size) bytes, more than the limit of \(limit)",
        at: .member(name))
    }
    guard let file = zip_fopen_index(archive, zip_uint64_t(index), 0) else {
      throw ActivityFileError("cannot open the zip member \(name)", at: .member(name))
    }
    defer { zip_fclose(file) }
    let size = Int(stat.size)
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var total = 0
    while total <= size {
      let read = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return Int(zip_fread(file, base + total, zip_uint64_t(size + 1 - total)))
      }
      if read < 0 {
        throw ActivityFileError(
          "corrupt zip member \(name): inflating failed after \(total) bytes", at: .member(name))
      }
      if read == 0 { break }
      total += read
    }
    guard total == size else {
      throw ActivityFileError(
        "corrupt zip member \(name): \(total) bytes inflated, the archive states \(size)",
        at: .member(name))
    }
    bytes.removeLast()
    return bytes
  }
}
