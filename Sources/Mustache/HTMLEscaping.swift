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
    var runStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if isSpecial(byte) {
        if runStart < index {
          output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        }
        output.append(entity(for: byte))
        runStart = index + 1
      }
      index += 1
    }
    if runStart < count { output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<count])) }
  }
}
