#if canImport(Glibc)
  import Glibc
#endif

/// A file's bytes mapped into memory, read-only, until the object goes: read in place instead of
/// copied into fresh memory (which this machine's kernel fills page by page at a cost). The
/// file must not be cut short while it is mapped; diary replaces the files it maps (its build
/// cache) by renaming a new one over them, which leaves a mapping as it was.
public final class MappedFile: @unchecked Sendable {
  // Set once, in init; only read after.
  public let bytes: UnsafeRawBufferPointer

  public init(path: String) throws(FileSystem.Error) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystem.Error(path: path, errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileSystem.Error(path: path, errno: errno) }
    let size = Int(info.st_size)
    guard size > 0 else {
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      return
    }
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
      base != MAP_FAILED
    else { throw FileSystem.Error(path: path, errno: errno) }
    bytes = UnsafeRawBufferPointer(start: base, count: size)
  }

  deinit {
    if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
  }
}
