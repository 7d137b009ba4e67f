/// Copies and loads of a few bytes without a call to `memcpy`: most of what a render appends
/// (a value, the text between two tags) is shorter than a call to the C library is worth.
enum SmallCopy {
  /// Copies `count` bytes, 1 to 16, as two loads and two stores that may overlap (each read
  /// within the source, each write within the target).
  @inline(__always)
  static func copy(
    from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    if count >= 8 {
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    } else if count >= 2 {
      let head = from.loadUnaligned(as: UInt16.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
      to.storeBytes(of: head, as: UInt16.self)
      to.storeBytes(of: tail, toByteOffset: count - 2, as: UInt16.self)
    } else if count == 1 {
      target.initialize(to: source.pointee)
    }
  }

  /// The `count` bytes (0 to 7) at `source` as the low bytes of a word, first byte lowest;
  /// the bytes above are zero.
  @inline(__always)
  static func word(at source: UnsafePointer<UInt8>, count: Int) -> UInt64 {
    let from = UnsafeRawPointer(source)
    var word: UInt64 = 0
    var offset = 0
    if count & 4 != 0 {
      word = UInt64(UInt32(littleEndian: from.loadUnaligned(as: UInt32.self)))
      offset = 4
    }
    if count & 2 != 0 {
      let pair = UInt16(littleEndian: from.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
      word |= UInt64(pair) << UInt64(offset * 8)
      offset += 2
    }
    if count & 1 != 0 {
      word |= UInt64(from.load(fromByteOffset: offset, as: UInt8.self)) << UInt64(offset * 8)
    }
    return word
  }
}
