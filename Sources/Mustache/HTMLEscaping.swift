/// Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attribute values.
///
/// `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, `"` → `&quot;`, `'` → `&#39;`.
/// Returns the argument itself (no copy) when nothing needs escaping.
public func escapeHTML(_ string: String) -> String {
  HTMLEscaping.escape(string)
}

/// HTML escaping of UTF-8 bytes, shared by `escapeHTML(_:)` and the renderer.
enum HTMLEscaping {
  /// The entity that replaces `byte`, or nil when the byte stands for itself. Only ASCII bytes
  /// are replaced, so the bytes of a multi-byte character are never split.
  @inline(__always)
  static func entity(for byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }

  /// Returns the escaped string, or `string` itself when it has nothing to escape.
  static func escape(_ string: String) -> String {
    string.withUTF8Buffer { bytes in
      guard bytes.contains(where: { entity(for: $0) != nil }) else { return string }
      var output = RenderBuffer(capacity: bytes.count + bytes.count / 4)
      append(bytes, to: &output)
      return output.string
    }
  }

  /// Appends the escaped form of `bytes` to `output`: the bytes between two that are replaced
  /// are copied in one append.
  static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout RenderBuffer) {
    var runStart = 0
    for index in bytes.indices {
      guard let entity = entity(for: bytes[index]) else { continue }
      output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      output.append(entity)
      runStart = index + 1
    }
    output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }
}
