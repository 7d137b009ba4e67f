/// The single growable UTF-8 byte buffer a render appends into, turned into a `String` once at
/// the end.
struct RenderBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Appends raw UTF-8 bytes.
  @inline(__always)
  mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard let source = chunk.baseAddress, chunk.count > 0 else { return }
    if count + chunk.count > capacity { grow(toAtLeast: count + chunk.count) }
    (base + count).initialize(from: source, count: chunk.count)
    count += chunk.count
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(byte: UInt8) {
    if count == capacity { grow(toAtLeast: count + 1) }
    (base + count).initialize(to: byte)
    count += 1
  }

  /// Appends the bytes of a literal.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `text` verbatim.
  @inline(__always)
  mutating func append(_ text: String) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends `text` HTML-escaped.
  @inline(__always)
  mutating func appendEscaped(_ text: String) {
    text.withUTF8Buffer { HTMLEscaping.append($0, to: &self) }
  }

  private mutating func grow(toAtLeast needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// The rendered bytes where they lie, valid UTF-8 (every piece appended was), for `body`.
  func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// The rendered text.
  ///
  /// Swift checks UTF-8 a word at a time in a buffer that is all ASCII but byte by byte in
  /// one that is not, several times slower; so the bytes are converted in chunks, and only the
  /// chunks with other characters take the slow check. Chunks end before a character's first
  /// byte, so each is valid UTF-8 on its own.
  var string: String {
    let bytes = UnsafeBufferPointer(start: base, count: count)
    var result = ""
    result.reserveCapacity(count)
    var start = 0
    while start < count {
      var end = min(start + Self.chunkSize, count)
      while end < count && bytes[end] & 0xC0 == 0x80 { end += 1 }
      result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      start = end
    }
    return result
  }

  private static let chunkSize = 4096
}

extension RenderBuffer {
  /// Appends a value as interpolation text (escaped or not); lists, objects and null add nothing.
  @inline(__always)
  mutating func append(value: MustacheValue, escaped: Bool) {
    switch value {
    case .string(let text):
      if escaped { appendEscaped(text) } else { append(text) }
    case .number(let number):
      append(number: number)
    case .bool(let flag):
      append(flag ? "true" : "false")
    case .list, .object, .null:
      break
    }
  }

  /// Appends a number: integral values without a fractional part, others in shortest form.
  mutating func append(number: Double) {
    if number.rounded(.towardZero) == number, abs(number) < 1e15 {
      append(integer: Int64(number))
    } else {
      append(number.description)
    }
  }

  private mutating func append(integer: Int64) {
    if integer < 0 { append(byte: UInt8(ascii: "-")) }
    var magnitude = integer.magnitude
    var digits: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var start = 16
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0 && start > 0
      append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...]))
    }
  }
}
