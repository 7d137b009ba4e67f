/// Bytes written field by field, for caches kept between runs: fixed-width little-endian
/// integers, length-prefixed UTF-8 strings. Read back with `BinaryReader` in the same order.
public struct BinaryWriter: Sendable {
  public private(set) var bytes: [UInt8] = []

  public init() {}

  /// Empties the bytes, keeping their storage for what is written next.
  public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

  public mutating func write(_ number: Int) {
    withUnsafeBytes(of: Int64(number).littleEndian) { bytes.append(contentsOf: $0) }
  }

  public mutating func write(_ word: UInt64) {
    withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
  }

  public mutating func write(_ number: Double) { write(number.bitPattern) }

  public mutating func write(_ flag: Bool) { bytes.append(flag ? 1 : 0) }

  public mutating func write(_ text: String) {
    write(text.utf8.count)
    bytes.append(contentsOf: text.utf8)
  }

  /// A string that may be missing: a flag, then the string.
  public mutating func write(_ text: String?) {
    write(text != nil)
    if let text { write(text) }
  }

  public mutating func write(_ print: Fingerprint) { write(print.value) }
}

/// Reads what `BinaryWriter` wrote; every read fails on bytes that end too soon or do not
/// make sense, so a damaged cache is noticed, never trusted.
public struct BinaryReader {
  public struct Damaged: Error, Equatable {
    public init() {}
  }

  private let bytes: [UInt8]
  public private(set) var offset = 0

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  public var isAtEnd: Bool { offset == bytes.count }

  public mutating func int() throws(Damaged) -> Int {
    Int(Int64(littleEndian: Int64(bitPattern: try word())))
  }

  /// A count or length: not negative, and not more than the bytes left.
  public mutating func count() throws(Damaged) -> Int {
    let value = try int()
    guard value >= 0, value <= bytes.count - offset else { throw Damaged() }
    return value
  }

  /// A length of something elsewhere (not in these bytes): not negative.
  public mutating func length() throws(Damaged) -> Int {
    let value = try int()
    guard value >= 0 else { throw Damaged() }
    return value
  }

  public mutating func word() throws(Damaged) -> UInt64 {
    guard bytes.count - offset >= 8 else { throw Damaged() }
    var value: UInt64 = 0
    for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    offset += 8
    return value
  }

  public mutating func double() throws(Damaged) -> Double { Double(bitPattern: try word()) }

  public mutating func bool() throws(Damaged) -> Bool {
    guard offset < bytes.count, bytes[offset] <= 1 else { throw Damaged() }
    offset += 1
    return bytes[offset - 1] == 1
  }

  public mutating func string() throws(Damaged) -> String {
    let length = try count()
    defer { offset += length }
    return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
  }

  public mutating func optionalString() throws(Damaged) -> String? {
    try bool() ? try string() : nil
  }

  public mutating func fingerprint() throws(Damaged) -> Fingerprint {
    Fingerprint(value: try word())
  }
}
