/// Short ASCII text (numbers, times, dates) written into a buffer on the stack, then made a
/// `String` once: these are formatted for every workout of every page and export, where string
/// interpolation's intermediate strings dominated the cost.
struct ASCIIText {
  /// Enough for any text made here: the longest is a 20-digit number with a few separators.
  static let capacity = 64

  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private var count = 0

  private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// The text `write` appends; anything past `capacity` is dropped (never the case here).
  static func make(_ write: (inout ASCIIText) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var text = ASCIIText(buffer)
      write(&text)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<text.count]), as: UTF8.self)
    }
  }

  mutating func append(_ byte: UInt8) {
    guard count < buffer.count else { return }
    buffer[count] = byte
    count += 1
  }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { for byte in $0 { append(byte) } }
  }

  mutating func append(_ text: String) {
    for byte in text.utf8 { append(byte) }
  }

  /// A decimal integer, with `-` when negative.
  mutating func append(_ value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    append(digitsOf: value.magnitude, minimumCount: 1)
  }

  /// At least two digits: `07`.
  mutating func appendTwoDigits(_ value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    append(digitsOf: value.magnitude, minimumCount: 2)
  }

  /// The digits of `value`, left-padded with zeros to `minimumCount`.
  mutating func append(digitsOf value: UInt, minimumCount: Int) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var length = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { scratch in
      repeat {
        scratch[length] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        length += 1
      } while rest > 0 && length < scratch.count
      for _ in length..<max(length, minimumCount) { append(UInt8(ascii: "0")) }
      for index in stride(from: length - 1, through: 0, by: -1) { append(scratch[index]) }
    }
  }
}
