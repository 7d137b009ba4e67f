/// Fast scanning for non-ASCII bytes, eight bytes at a time.
enum UTF8Runs {
  /// The offset of the first byte ≥ 0x80 at or after `start`, or `bytes.count`.
  static func firstNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 { break }
      index += 8
    }
    while index < bytes.count && bytes[index] < 0x80 { index += 1 }
    return index
  }
}
