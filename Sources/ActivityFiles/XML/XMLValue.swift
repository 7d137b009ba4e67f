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
    let value = trimmed(bytes)
    var index = value.startIndex
    var isNegative = false
    if index < value.endIndex && (value[index] == 0x2D || value[index] == 0x2B) {
      isNegative = value[index] == 0x2D
      index += 1
    }
    var digits: UInt64 = 0
    var digitCount = 0
    var fractionDigits = 0
    var sawPoint = false
    while index < value.endIndex {
      let byte = value[index]
      if byte >= 0x30 && byte <= 0x39 {
        guard digits < 1 << 53 / 10 else { return Double(String(decoding: value, as: UTF8.self)) }
        digits = digits * 10 + UInt64(byte - 0x30)
        digitCount += 1
        if sawPoint { fractionDigits += 1 }
      } else if byte == 0x2E && !sawPoint {
        sawPoint = true
      } else {
        return Double(String(decoding: value, as: UTF8.self))
      }
      index += 1
    }
    guard digitCount > 0, fractionDigits < powersOfTen.count else {
      return digitCount > 0 ? Double(String(decoding: value, as: UTF8.self)) : nil
    }
    let magnitude = Double(digits) / powersOfTen[fractionDigits]
    return isNegative ? -magnitude : magnitude
  }

  /// 10^0 … 10^22, every one an exact double.
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
  }

  /// The bytes without the ASCII spaces, tabs and line breaks around them (XML values only
  /// have those around them).
  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end && isSpace(bytes[start]) { start += 1 }
    while end > start && isSpace(bytes[end - 1]) { end -= 1 }
    return bytes[start..<end]
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
