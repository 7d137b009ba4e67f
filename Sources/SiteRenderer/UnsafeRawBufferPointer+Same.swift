#if canImport(Glibc)
  import Glibc
#endif

extension UnsafeRawBufferPointer {
  /// Whether `other` holds the same bytes, compared with `memcmp`.
  func isSame(as other: UnsafeRawBufferPointer) -> Bool {
    guard count == other.count else { return false }
    guard let mine = baseAddress, let theirs = other.baseAddress else { return true }
    return memcmp(mine, theirs, count) == 0
  }
}
