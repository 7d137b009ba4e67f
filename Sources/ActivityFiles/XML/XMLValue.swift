/// Reads the values of GPX and TCX files (numbers, trimmed text) from their bytes, without making
/// a `String` of each.
enum XMLValue {
  /// The number written in `bytes` (ASCII spaces, tabs and line breaks around it ignored), read
  /// exactly as `Double(String)` reads it; `nil` when that gives none.
  ///
  /// Plain decimals (`-12.345`) whose digits fit in 2^53 with at most 22 of them after the
  /// point are worked out directly: both the digits and the power of ten are exact doubles,
  /// so their quotient is the correctly rounded value, as `strtod`'s is. Anything else
  /// (exponents, long fractions, `inf`, `0x…`) goes through `Double(String)`.
  static func number(_ bytes: ArraySlice<UInt8>) -> Double? {
    bytes.withUnsafeBufferPointer(number(in:))
  }

  /// `number(_:)` over the bytes' own storage, so that each step reads a byte without going
  /// through the slice.
  private static func number(in bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var start = 0
    var end = bytes.count
    while start < end && isSpace(bytes[start]) { start += 1 }
    while end > start && isSpace(bytes[end - 1]) { end -= 1 }
    let value = UnsafeBufferPointer(rebasing: bytes[start..<end])
    var index = 0
    var isNegative = false
    if index < value.count && (value[index] == 0x2D || value[index] == 0x2B) {
      isNegative = value[index] == 0x2D
      index += 1
    }
    // Each step does no more than a digit needs: where the point is, and so how many digits
    // there are and how many follow it, is worked out once at the end.
    let firstDigit = index
    var point: Int?
    var digits: UInt64 = 0
    while index < value.count {
      let digit = value[index] &- 0x30
      if digit < 10 {
        guard digits < 1 << 53 / 10 else { return Double(String(decoding: value, as: UTF8.self)) }
        digits = digits &* 10 &+ UInt64(digit)
      } else if value[index] == 0x2E && point == nil {
        point = index
      } else {
        return Double(String(decoding: value, as: UTF8.self))
      }
      index += 1
    }
    let digitCount = value.count - firstDigit - (point == nil ? 0 : 1)
    let fractionDigits = point.map { value.count - 1 - $0 } ?? 0
    guard digitCount > 0, let divisor = exactPowerOfTen(fractionDigits) else {
      return digitCount > 0 ? Double(String(decoding: value, as: UTF8.self)) : nil
    }
    let magnitude = Double(digits) / divisor
    return isNegative ? -magnitude : magnitude
  }

  /// 10^exponent for exponents 0 … 22, the powers of ten that are exact doubles; `nil` beyond.
  private static func exactPowerOfTen(_ exponent: Int) -> Double? {
    switch exponent {
    case 0: 1
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    case 22: 1e22
    default: nil
    }
  }

  /// The bytes without the ASCII spaces, tabs and line breaks around them (XML values only
  /// have those around them).
  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end && isSpace(bytes[start]) { start += 1 }
    while end > start && isSpace(bytes[end - 1]) { end -= 1 }
    return bytes[start..<end]
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The value as text, trimmed; `nil` when nothing is left.
  static func text(_ bytes: ArraySlice<UInt8>) -> String? {
    let value = trimmed(bytes)
    return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
  }

  /// A finite positive number, or `nil`.
  static func positive(_ bytes: ArraySlice<UInt8>) -> Double? {
    guard let value = number(bytes), value.isFinite, value > 0 else { return nil }
    return value
  }

  /// A finite number ≥ 0, or `nil`.
  static func nonNegative(_ bytes: ArraySlice<UInt8>) -> Double? {
    guard let value = number(bytes), value.isFinite, value >= 0 else { return nil }
    return value
  }

  /// A finite number, or `nil`.
  static func finite(_ bytes: ArraySlice<UInt8>) -> Double? {
    guard let value = number(bytes), value.isFinite else { return nil }
    return value
  }
}
