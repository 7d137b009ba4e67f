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
    out.append(0x22)
    // Runs of bytes that need no escape are copied whole.
    var run = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let isLineSeparator =
        byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
      guard needsEscape[Int(byte)] && (byte != 0xE2 || isLineSeparator) else {
        index += 1
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
      if isLineSeparator {
        // U+2028 and U+2029 end lines in JavaScript.
        appendUnicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &out)
        index += 3
      } else if let short = shortEscape(of: byte) {
        out.append(0x5C)
        out.append(short)
        index += 1
      } else {
        appendUnicodeEscape(UInt32(byte), to: &out)
        index += 1
      }
      run = index
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    out.append(0x22)
  }

  /// The letter of a two-byte escape (`\"`, `\\`, `\n`, `\r`, `\t`), or nil.
  private static func shortEscape(of byte: UInt8) -> UInt8? {
    switch byte {
    case 0x22, 0x5C: byte
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    default: nil
    }
  }

  /// Appends `\u003c` (lowercase hex, four digits).
  private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
    out.append(0x5C)
    out.append(UInt8(ascii: "u"))
    for place in 0..<4 {
      let digit = UInt8((value >> UInt32(12 - 4 * place)) & 0xF)
      out.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
    }
  }

  /// For each byte value, whether it is escaped (0xE2 only when it starts U+2028 or U+2029).
  private static let needsEscape: [Bool] = (0...255).map { byte in
    byte < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0x7F, 0xE2].contains(byte)
  }
}
