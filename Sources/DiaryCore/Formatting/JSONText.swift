/// JSON text written by hand, for output whose bytes must not depend on a library's choices.
public enum JSONText {
  /// A JSON string literal. Quotes, backslashes and control characters are escaped, and so are
  /// `<`, `>`, `&`, U+2028 and U+2029, so the file is also safe to paste into HTML or script.
  public static func string(_ text: String) -> String {
    var out: [UInt8] = []
    append(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the JSON string literal of `text` (quotes included) to `out`.
  public static func append(_ text: String, to out: inout [UInt8]) {
    text.withUTF8Buffer { append(utf8: $0, to: &out) }
  }

  private static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    out.reserveCapacity(out.count + bytes.count + bytes.count / 8 + 2)
    out.append(0x22)
    needsEscape.withUnsafeBufferPointer { needsEscape in
      // Runs of bytes that need no escape are copied whole.
      var run = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if !needsEscape[Int(byte)] {
          index += 1
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        index += 1
        run = index
        if appendEscape(of: byte, to: &out) { continue }
        if byte == 0xE2, index + 1 < bytes.count, bytes[index] == 0x80,
          bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9
        {
          // U+2028 and U+2029 end lines in JavaScript.
          appendUnicodeEscape(bytes[index + 1] == 0xA8 ? 0x2028 : 0x2029, to: &out)
          index += 2
          run = index
          continue
        }
        out.append(byte)
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
    }
    out.append(0x22)
  }

  /// For each byte value, whether it is escaped (or, 0xE2, may start U+2028 or U+2029): one
  /// load per byte of a long string, instead of eight comparisons.
  private static let needsEscape: [Bool] = (0...255).map { byte in
    byte < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0x7F, 0xE2].contains(byte)
  }

  /// Appends the escape of an ASCII byte that may not appear as is; false for the others.
  static func appendEscape(of byte: UInt8, to out: inout [UInt8]) -> Bool {
    let short: UInt8
    switch byte {
    case 0x22, 0x5C: short = byte
    case 0x0A: short = UInt8(ascii: "n")
    case 0x0D: short = UInt8(ascii: "r")
    case 0x09: short = UInt8(ascii: "t")
    case 0x3C, 0x3E, 0x26, 0x7F, 0x00..<0x20:
      appendUnicodeEscape(UInt32(byte), to: &out)
      return true
    default: return false
    }
    out.append(0x5C)
    out.append(short)
    return true
  }

  /// `\u003c`: lowercase hex, four digits.
  static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
    out.append(0x5C)
    out.append(UInt8(ascii: "u"))
    var shift: UInt32 = 16
    while shift > 0 {
      shift -= 4
      let digit = UInt8((value >> shift) & 0xF)
      out.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
    }
  }

}
