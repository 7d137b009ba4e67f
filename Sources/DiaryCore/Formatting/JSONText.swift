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
    // Written through a pointer into room for the worst case (every byte a six-byte escape),
    // a piece of the text at a time, then appended whole: notes escape a `<` or `>` every few
    // words, and appending each run and each escape to the array costs more than the bytes.
    out.append(0x22)
    let piece = min(bytes.count, 4096)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: piece * 6) { room in
      guard let start = room.baseAddress else { return }
      needsEscape.withUnsafeBufferPointer { needsEscape in
        var index = 0
        while index < bytes.count {
          // Each step starts before `pieceEnd` and writes at most six bytes: the room holds them.
          let pieceEnd = min(bytes.count, index + piece)
          var end = start
          while index < pieceEnd {
            // Eight bytes at a time up to the first that may be escaped, which goes below.
            if index + 8 <= pieceEnd, let base = bytes.baseAddress {
              let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
              let found = mayNeedEscape(UInt64(littleEndian: word))
              UnsafeMutableRawPointer(end).storeBytes(of: word, as: UInt64.self)
              let plain = found == 0 ? 8 : found.trailingZeroBitCount / 8
              end += plain
              index += plain
              if plain == 8 { continue }
            }
            let byte = bytes[index]
            index += 1
            if !needsEscape[Int(byte)] {
              end.initialize(to: byte)
              end += 1
              continue
            }
            if let short = shortEscape(of: byte) {
              end.initialize(to: 0x5C)
              (end + 1).initialize(to: short)
              end += 2
            } else if byte == 0xE2, index + 1 < bytes.count, bytes[index] == 0x80,
              bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9
            {
              // U+2028 and U+2029 end lines in JavaScript.
              end = writeUnicodeEscape(bytes[index + 1] == 0xA8 ? 0x2028 : 0x2029, at: end)
              index += 2
            } else if byte < 0x80 {
              end = writeUnicodeEscape(UInt32(byte), at: end)
            } else {
              end.initialize(to: byte)
              end += 1
            }
          }
          out.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
        }
      }
    }
    out.append(0x22)
  }

  /// The bytes of `word` (first byte lowest) that may need an escape: one below 0x20, or one
  /// of `"`, `\`, `<`, `>`, `&`, DEL and 0xE2 (see `needsEscape`); zero when none does, else
  /// the lowest bit set is the top bit of the first such byte. A byte equal to `c` is a zero
  /// byte of `word ^ c·0x01…01`; `(w - k·0x01…01) & ~w & 0x80…80` sets the top bit of the
  /// first byte of `w` below k (and maybe of later ones, through the borrow), for k = 1 or 0x20.
  @inline(__always)
  private static func mayNeedEscape(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func below(_ word: UInt64, _ limit: UInt64) -> UInt64 {
      (word &- ones &* limit) & ~word & highs
    }
    @inline(__always) func has(_ byte: UInt64) -> UInt64 { below(word ^ (ones &* byte), 1) }
    // `"` and `&` differ only in the bit 0x04, `<` and `>` only in 0x02: one test for each pair
    // (a byte with that bit set is equal to `&`, or `>`, only if it was one of the pair).
    let quoteOrAmpersand = below((word | ones &* 0x04) ^ (ones &* 0x26), 1)
    let angleBracket = below((word | ones &* 0x02) ^ (ones &* 0x3E), 1)
    return below(word, 0x20) | quoteOrAmpersand | angleBracket | has(0x5C) | has(0x7F)
      | has(0xE2)
  }

  /// The letter of a two-byte escape (`\"`, `\\`, `\n`, `\r`, `\t`), or nil.
  @inline(__always)
  private static func shortEscape(of byte: UInt8) -> UInt8? {
    switch byte {
    case 0x22, 0x5C: byte
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    default: nil
    }
  }

  /// Writes `\u003c` (lowercase hex, four digits) at `position`; returns the end.
  @inline(__always)
  private static func writeUnicodeEscape(_ value: UInt32, at position: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    position.initialize(to: 0x5C)
    (position + 1).initialize(to: UInt8(ascii: "u"))
    for place in 0..<4 {
      let digit = UInt8((value >> UInt32(12 - 4 * place)) & 0xF)
      (position + 2 + place).initialize(to: digit < 10 ? 0x30 + digit : 0x57 + digit)
    }
    return position + 6
  }

  /// For each byte value, whether it is escaped (or, 0xE2, may start U+2028 or U+2029): one
  /// load per byte of a long string, instead of eight comparisons.
  private static let needsEscape: [Bool] = (0...255).map { byte in
    byte < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0x7F, 0xE2].contains(byte)
  }
}
