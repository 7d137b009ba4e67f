/// Bytes written field by field, for caches kept between runs: fixed-width little-endian
/// integers, length-prefixed UTF-8 strings. Read back with `BinaryReader` in the same order.
public struct BinaryWriter: Sendable {
  public private(set) var bytes: [UInt8] = []

  public init() {}

  /// Empties the bytes, keeping their storage for what is written next.
  public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

  /// Appends raw bytes in one copy: appended as a raw buffer, an array takes them one by one.
  private mutating func append(_ raw: UnsafeRawBufferPointer) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(
        start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
  }

  public mutating func write(_ number: Int) {
    withUnsafeBytes(of: Int64(number).littleEndian) { append($0) }
  }

  public mutating func write(_ word: UInt64) {
    withUnsafeBytes(of: word.littleEndian) { append($0) }
  }

  public mutating func write(_ number: Double) { write(number.bitPattern) }

  public mutating func write(_ flag: Bool) { bytes.append(flag ? 1 : 0) }

  public mutating func write(_ text: String) {
    // Copied whole from the string's storage (its `utf8` view would be walked byte by byte).
    text.withUTF8Buffer { utf8 in
      write(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// A string that may be missing: a flag, then the string.
  public mutating func write(_ text: String?) {
    write(text != nil)
    if let text { write(text) }
  }

  public mutating func write(_ print: Fingerprint) { write(print.value) }

  /// Bytes written before (read back with `BinaryReader.raw(count:)`), as they are.
  public mutating func write(raw: [UInt8]) { bytes.append(contentsOf: raw) }

  public mutating func write(raw: ByteSlice) {
    raw.withBytes { append($0) }
  }
}

/// Bytes that stay in place, unchanged, for as long as the object is held: a copy of an array,
/// or a file mapped into memory. What `BinaryReader` reads.
public protocol ByteStorage: AnyObject, Sendable {
  var bytes: UnsafeRawBufferPointer { get }
}

/// A copy of an array's bytes in memory of its own.
public final class OwnedBytes: ByteStorage, @unchecked Sendable {
  // Written once, in init; only read after.
  public let bytes: UnsafeRawBufferPointer

  public init(_ array: [UInt8]) {
    let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: array.count, alignment: 8)
    array.withUnsafeBytes { copy.copyMemory(from: $0) }
    bytes = UnsafeRawBufferPointer(copy)
  }

  deinit { bytes.deallocate() }
}

/// Part of some bytes in storage, kept alive with them.
public struct ByteSlice: Sendable {
  public let storage: any ByteStorage
  public let range: Range<Int>

  public init(storage: any ByteStorage, range: Range<Int>) {
    self.storage = storage
    self.range = range
  }

  public var count: Int { range.count }

  public func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
    try body(UnsafeRawBufferPointer(rebasing: storage.bytes[range]))
  }
}

/// Reads what `BinaryWriter` wrote; every read fails on bytes that end too soon or do not
/// make sense, so a damaged cache is noticed, never trusted.
/// The bytes it reads are held by `storage`, never changed: the reader can be sent.
public struct BinaryReader: @unchecked Sendable {
  public struct Damaged: Error, Equatable {
    public init() {}
  }

  private let storage: any ByteStorage
  /// `storage`'s bytes: they stay in place while it is held.
  private let bytes: UnsafeRawBufferPointer
  public private(set) var offset: Int
  /// Where the bytes this reader reads end.
  private let end: Int

  public init(_ bytes: [UInt8]) {
    self.init(OwnedBytes(bytes))
  }

  public init(_ storage: any ByteStorage) {
    self.init(storage, in: 0..<storage.bytes.count)
  }

  /// A reader of `range` of `storage` alone: it ends where the range does.
  public init(_ storage: any ByteStorage, in range: Range<Int>) {
    self.storage = storage
    bytes = storage.bytes
    offset = max(0, min(range.lowerBound, bytes.count))
    end = max(offset, min(range.upperBound, bytes.count))
  }

  public var isAtEnd: Bool { offset == end }

  public mutating func int() throws(Damaged) -> Int {
    Int(Int64(littleEndian: Int64(bitPattern: try word())))
  }

  /// A count or length: not negative, and not more than the bytes left.
  public mutating func count() throws(Damaged) -> Int {
    let value = try int()
    guard value >= 0, value <= end - offset else { throw Damaged() }
    return value
  }

  public mutating func word() throws(Damaged) -> UInt64 {
    guard end - offset >= 8 else { throw Damaged() }
    let start = offset
    offset += 8
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
  }

  public mutating func double() throws(Damaged) -> Double { Double(bitPattern: try word()) }

  public mutating func bool() throws(Damaged) -> Bool {
    guard offset < end, bytes[offset] <= 1 else { throw Damaged() }
    offset += 1
    return bytes[offset - 1] == 1
  }

  public mutating func string() throws(Damaged) -> String {
    let length = try count()
    let start = offset
    offset += length
    return String(
      decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)]), as: UTF8.self)
  }

  /// The next `count` bytes, as they are (a slice of the bytes read, not a copy).
  public mutating func raw(count: Int) throws(Damaged) -> ByteSlice {
    guard count >= 0, count <= end - offset else { throw Damaged() }
    defer { offset += count }
    return ByteSlice(storage: storage, range: offset..<(offset + count))
  }

  public mutating func optionalString() throws(Damaged) -> String? {
    try bool() ? try string() : nil
  }

  public mutating func fingerprint() throws(Damaged) -> Fingerprint {
    Fingerprint(value: try word())
  }
}

/// Where a value's fields are written one by one, in a fixed order: bytes for a cache
/// (`BinaryWriter`), or a fingerprint of them (`Fingerprint`).
public protocol FieldWriter {
  mutating func write(_ number: Int)
  mutating func write(_ number: Double)
  mutating func write(_ flag: Bool)
  mutating func write(_ text: String)
  mutating func write(_ text: String?)
}

extension BinaryWriter: FieldWriter {}

extension Fingerprint: FieldWriter {
  public mutating func write(_ number: Int) { combine(number) }
  public mutating func write(_ number: Double) { combine(number) }
  public mutating func write(_ flag: Bool) { combine(flag) }
  public mutating func write(_ text: String) { combine(text) }
  public mutating func write(_ text: String?) { combine(text) }
}
