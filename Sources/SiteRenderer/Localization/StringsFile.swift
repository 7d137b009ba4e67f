import DiaryCore

/// A language's words for the site, as a translator edits them: one `key = value` per line,
/// `#` comments and blank lines ignored. Keys are letters, digits, `.`, `-` and `_`; the value
/// is the rest of the line, trimmed (`{count}` and such are filled in by the site). A key's
/// plural forms are `key.zero`, `.one`, `.two`, `.few`, `.many` and `.other`.
public struct StringsFile: Sendable, Equatable {
  public var path: String
  /// Each key's value, and the line it is on.
  public var entries: [String: (value: String, line: Int)]
  public var diagnostics: [Diagnostic]

  public static func == (lhs: StringsFile, rhs: StringsFile) -> Bool {
    lhs.path == rhs.path && lhs.diagnostics == rhs.diagnostics
      && lhs.entries.mapValues(\.value) == rhs.entries.mapValues(\.value)
  }

  public init(path: String, text: String) {
    self.path = path
    entries = [:]
    diagnostics = []
    // Lines end at "\n", "\r\n" and a lone "\r"; read as UTF-8, as every separator is ASCII.
    let bytes = text.utf8
    var line = 1
    var start = text.startIndex
    var index = start
    while index < text.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        index = bytes.index(after: index)
        continue
      }
      read(text[start..<index], line: line)
      index = bytes.index(after: index)
      if byte == UInt8(ascii: "\r"), index < text.endIndex, bytes[index] == UInt8(ascii: "\n") {
        index = bytes.index(after: index)
      }
      start = index
      line += 1
    }
    read(text[start...], line: line)
  }

  public var values: [String: String] { entries.mapValues(\.value) }

  private mutating func read(_ rawLine: Substring, line: Int) {
    var text = rawLine
    if line == 1, text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) {
      text = text[text.utf8.index(text.startIndex, offsetBy: 3)...]
    }
    let content = text[(text.utf8.firstIndex { !Self.isSpace($0) } ?? text.endIndex)...]
    if content.isEmpty || content.utf8.first == UInt8(ascii: "#") { return }
    // Spaces and tabs are one byte each: the byte offset is the column.
    let column = text.utf8.distance(from: text.startIndex, to: content.startIndex) + 1
    guard let equals = content.utf8.firstIndex(of: UInt8(ascii: "=")) else {
      diagnostics.append(
        .error(
          at: SourceLocation(path: path, line: line, column: column),
          "expected 'key = value', found '\(content)'"))
      return
    }
    let key = String(Self.trimmed(content[..<equals]))
    guard !key.isEmpty, key.utf8.allSatisfy(Self.isKeyByte) else {
      diagnostics.append(
        .error(
          at: SourceLocation(path: path, line: line, column: column),
          "a key is letters, digits, '.', '-' and '_', found '\(key)'"))
      return
    }
    let value = String(Self.trimmed(content[content.utf8.index(after: equals)...]))
    if let earlier = entries[key] {
      diagnostics.append(
        .warning(
          at: SourceLocation(path: path, line: line, column: column),
          "'\(key)' is already set on line \(earlier.line); this value is used"))
    }
    entries[key] = (value, line)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// `text` without the spaces and tabs at its ends.
  private static func trimmed(_ text: Substring) -> Substring {
    guard let first = text.utf8.firstIndex(where: { !isSpace($0) }),
      let last = text.utf8.lastIndex(where: { !isSpace($0) })
    else { return text[text.endIndex...] }
    // The byte after the last one is a space or the end: where a character starts.
    return text[first..<text.utf8.index(after: last)]
  }

  /// ASCII letters and digits, `.`, `-` and `_`.
  private static func isKeyByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
