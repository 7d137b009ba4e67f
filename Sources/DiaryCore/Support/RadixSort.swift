/// A stable sort of positions by 64-bit keys, a byte at a time from the lowest (LSD radix
/// sort): a few passes over the keys instead of a comparison per pair, and bytes that every key
/// shares cost nothing. The orders of the lists sort ten thousand workouts by a number.
enum RadixSort {
  /// The positions of `keys` in increasing order of their key; equal keys keep their order.
  static func positions(sortedBy keys: [UInt64]) -> [Int] {
    let count = keys.count
    var order = Array(0..<count)
    guard count > 1 else { return order }
    var next = [Int](repeating: 0, count: count)
    // How many keys have each value of each byte, for all eight bytes in one pass.
    var counts = [Int](repeating: 0, count: 8 * 256)
    keys.withUnsafeBufferPointer { keys in
      counts.withUnsafeMutableBufferPointer { counts in
        for key in keys {
          var rest = key
          for byte in 0..<8 {
            counts[byte &* 256 &+ Int(rest & 0xFF)] &+= 1
            rest >>= 8
          }
        }
        for byte in 0..<8 {
          let base = byte &* 256
          // A byte all the keys share leaves the order as it is.
          guard !(base..<(base + 256)).contains(where: { counts[$0] == count }) else { continue }
          var start = 0
          for value in base..<(base + 256) {
            let size = counts[value]
            counts[value] = start
            start &+= size
          }
          let shift = UInt64(byte) &* 8
          order.withUnsafeBufferPointer { order in
            next.withUnsafeMutableBufferPointer { next in
              for position in order {
                let slot = base &+ Int((keys[position] >> shift) & 0xFF)
                next[counts[slot]] = position
                counts[slot] &+= 1
              }
            }
          }
          swap(&order, &next)
        }
      }
    }
    return order
  }

  /// A key whose unsigned order is the numeric order of `value` (negative zero as zero, any
  /// NaN after every number).
  static func key(_ value: Double) -> UInt64 {
    guard !value.isNaN else { return .max }
    let bits = (value == 0 ? 0 : value).bitPattern
    return bits & (1 << 63) == 0 ? bits | (1 << 63) : ~bits
  }
}
