/// Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attribute values.
///
/// `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, `"` → `&quot;`, `'` → `&#39;`.
/// Returns the argument itself (no copy) when nothing needs escaping.
public func escapeHTML(_ string: String) -> String {
  HTMLEscaping.escape(string)
}

/// HTML escaping of UTF-8 bytes, shared by `escapeHTML(_:)` and the renderer.
enum HTMLEscaping {
  /// Bit `b` is set for each of the five bytes `b` that are replaced (all below 64). Only ASCII
  /// bytes are replaced, so the bytes of a multi-byte character are never split.
  private static let replacedBytes: UInt64 =
    1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27

  /// Whether `byte` is replaced by an entity.
  @inline(__always)
  static func isReplaced(_ byte: UInt8) -> Bool {
    byte < 64 && replacedBytes >> byte & 1 == 1
  }

  /// The entity that replaces `byte`, one of the five.
  static func entity(for byte: UInt8) -> StaticString {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    default: "&#39;"
    }
  }

  /// Returns the escaped string, or `string` itself when it has nothing to escape.
  static func escape(_ string: String) -> String {
    string.withUTF8Buffer { bytes in
      guard bytes.contains(where: isReplaced) else { return string }
      var output = RenderBuffer(capacity: bytes.count + bytes.count / 4)
      append(bytes, to: &output)
      return output.string
    }
  }

  /// Appends the escaped form of `bytes` to `output`: the bytes between two that are replaced
  /// are copied in one append.
  static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout RenderBuffer) {
    var runStart = 0
    for index in bytes.indices where isReplaced(bytes[index]) {
      output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      output.append(entity(for: bytes[index]))
      runStart = index + 1
    }
    output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }
}
