/// A 64-bit digest of some data, the same in every run (unlike `Hasher`, which is seeded per
/// process), so it can be compared across builds and kept on disk. It tells whether a page's data
/// changed; it is not meant to resist collisions made on purpose.
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
  public private(set) var value: UInt64

  public init() { value = 0x243F_6A88_85A3_08D3 }

  public init(value: UInt64) { self.value = value }

  public var description: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Mixes in one word (the step of MurmurHash3's 64-bit variant).
  public mutating func combine(_ word: UInt64) {
    var mixed = word &* 0x87C3_7B91_1142_53D5
    mixed = (mixed << 31) | (mixed >> 33)
    mixed = mixed &* 0x4CF5_AD43_2745_937F
    value ^= mixed
    value = ((value << 27) | (value >> 37)) &* 5 &+ 0x52DC_E729
  }

  public mutating func combine(_ number: Int) { combine(UInt64(bitPattern: Int64(number))) }

  public mutating func combine(_ flag: Bool) { combine(flag ? 1 : 2) }

  public mutating func combine(_ number: Double) { combine(number.bitPattern) }

  public mutating func combine(_ other: Fingerprint) { combine(other.value) }

  /// The bytes eight at a time, then the length, so that "ab"+"c" and "a"+"bc" differ.
  public mutating func combine(bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset + 8 <= bytes.count {
      combine(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    // The last bytes (fewer than eight) as the low bytes of a word, copied in at once.
    var tail: UInt64 = 0
    if offset < bytes.count, let base = bytes.baseAddress {
      withUnsafeMutableBytes(of: &tail) { word in
        word.baseAddress?.copyMemory(from: base + offset, byteCount: bytes.count - offset)
      }
    }
    combine(UInt64(littleEndian: tail))
    combine(bytes.count)
  }

  public mutating func combine(_ text: String) {
    text.withUTF8Buffer { combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  public mutating func combine(_ text: String?) {
    if let text { combine(text) } else { combine(0x6E75_6C6C) }
  }

  public mutating func combine(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { combine(bytes: $0) }
  }

  /// The fingerprint of `parts`, each combined in turn.
  public static func of(_ parts: String...) -> Fingerprint {
    var print = Fingerprint()
    for part in parts { print.combine(part) }
    return print
  }
}
