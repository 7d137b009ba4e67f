/// Copies of a few bytes without a call to `memcpy`: most of what a render appends (a value,
/// the text between two tags) is a few bytes long, and `memcpy` picks its way by the length,
/// a branch that a render's ever-changing lengths mispredict.
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
}
