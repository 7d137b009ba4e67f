/// Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attribute values.
///
/// `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, `"` → `&quot;`, `'` → `&#39;`.
/// Works on UTF-8 bytes and returns the argument unchanged (no copy) when nothing needs escaping.
public func escapeHTML(_ string: String) -> String {
  HTMLEscaping.escape(string)
}

/// Byte-level HTML escaping shared by `escapeHTML(_:)` and the renderer.
enum HTMLEscaping {
  /// Bit `b` is set for each byte value `b` (all below 64) that must be escaped.
  private static let specialMask: UInt64 =
    (1 << 0x26) | (1 << 0x3C) | (1 << 0x3E) | (1 << 0x22) | (1 << 0x27)

  /// Whether `byte` is one of the five characters that get an entity.
  @inline(__always)
  static func isSpecial(_ byte: UInt8) -> Bool {
    byte < 64 && (specialMask >> UInt64(byte)) & 1 == 1
  }

  /// The entity replacing a special byte.
  static func entity(for byte: UInt8) -> String {
    switch byte {
    case 0x26: return "&amp;"
    case 0x3C: return "&lt;"
    case 0x3E: return "&gt;"
    case 0x22: return "&quot;"
    default: return "&#39;"
    }
  }

  /// Returns the escaped string, or `string` itself when it has nothing to escape.
  static func escape(_ string: String) -> String {
    string.withUTF8Buffer { bytes in
      var extra = 0
      for byte in bytes where isSpecial(byte) {
        extra += entity(for: byte).utf8.count - 1
      }
      if extra == 0 { return string }
      return String(unsafeUninitializedCapacity: bytes.count + extra) { output in
        var position = 0
        for byte in bytes {
          if isSpecial(byte) {
            for entityByte in entity(for: byte).utf8 {
              output[position] = entityByte
              position += 1
            }
          } else {
            output[position] = byte
            position += 1
          }
        }
        return position
      }
    }
  }

  /// Appends the escaped form of `bytes` to `output`, copying unescaped runs in bulk.
  static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout RenderBuffer) {
    guard let base = bytes.baseAddress else { return }
    var runStart = 0
    let count = bytes.count
    while let special = nextSpecial(in: base, from: runStart, count: count) {
      if runStart < special {
        output.append(UnsafeBufferPointer(start: base + runStart, count: special - runStart))
      }
      output.append(entity(for: base[special]))
      runStart = special + 1
    }
    if runStart < count {
      output.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
    }
  }

  /// A bit set in the top bit of each byte of `bytes` (fewer than eight) that is special, and
  /// maybe in higher ones (see `nextSpecial`); zero when none is.
  @inline(__always)
  private static func specialBytes(in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = bytes.baseAddress else { return 0 }
    // The bytes past the end are zero, which is not special.
    return specialBytes(inWord: SmallCopy.word(at: base, count: bytes.count))
  }

  @inline(__always)
  private static func specialBytes(inWord word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
    // `"` and `&` differ only in the bit 0x04, `<` and `>` only in 0x02: one test for each pair
    // (a byte with that bit set is equal to `&`, or `>`, only if it was one of the pair).
    return zeroBytes((word | ones &* 0x04) ^ (ones &* 0x26))
      | zeroBytes((word | ones &* 0x02) ^ (ones &* 0x3E)) | zeroBytes(word ^ (ones &* 0x27))
  }

  /// The offset of the first special byte at or after `start`, or nil. Eight bytes are
  /// tested at a time, as values are mostly text with nothing to escape: a byte of `word` equal
  /// to `c` is a zero byte of `word ^ c·0x01…01`, and the lowest zero byte of a word is the
  /// lowest bit set in `(w - 0x01…01) & ~w & 0x80…80` (higher bits may be set by its borrow).
  @inline(__always)
  private static func nextSpecial(in base: UnsafePointer<UInt8>, from start: Int, count: Int)
    -> Int?
  {
    var index = start
    while index + 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let found = specialBytes(inWord: word)
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    guard index < count else { return nil }
    let found = specialBytes(in: UnsafeBufferPointer(start: base + index, count: count - index))
    return found == 0 ? nil : index + found.trailingZeroBitCount / 8
  }
}
