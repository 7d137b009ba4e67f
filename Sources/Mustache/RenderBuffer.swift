/// The single UTF-8 byte buffer a render appends into; turned into a `String` once at the end.
struct RenderBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// The rendered text.
  var string: String {
    String(decoding: bytes, as: UTF8.self)
  }

  @inline(__always)
  mutating func append(_ chunk: [UInt8]) {
    bytes.append(contentsOf: chunk)
  }

  @inline(__always)
  mutating func append(_ chunk: ArraySlice<UInt8>) {
    bytes.append(contentsOf: chunk)
  }

  /// Appends `text` verbatim.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends `text` HTML-escaped.
  mutating func appendEscaped(_ text: String) {
    var text = text
    text.withUTF8 { HTMLEscaping.append($0, to: &bytes) }
  }

  /// Appends a value as interpolation text (escaped or not); lists, objects and null add nothing.
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
    if integer < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = integer.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[15 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0 && count < 16
      bytes.append(contentsOf: buffer[(16 - count)...])
    }
  }
}
