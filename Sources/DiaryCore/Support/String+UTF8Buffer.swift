extension String {
  /// Calls `body` with the string's UTF-8 bytes: lent in place by a native string, copied
  /// first only from another kind (a bridged one). Unlike `withUTF8`, it needs no `var` copy
  /// of the string, which costs a retain and release on every call.
  @inlinable
  public func withUTF8Buffer<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}

extension String {
  /// `lowercased()`, without making a new string when there is nothing to lower (ASCII
  /// without capitals: field keys and values as usually written).
  public var lowercasedIfNeeded: String {
    let needsWork = withUTF8Buffer { bytes in
      bytes.contains { $0 >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
    return needsWork ? lowercased() : self
  }
}
