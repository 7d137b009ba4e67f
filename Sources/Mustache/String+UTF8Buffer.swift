extension String {
  /// Calls `body` with the string's UTF-8 bytes: lent in place by a native string, copied
  /// first only from another kind (a bridged one).
  @inline(__always)
  func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
