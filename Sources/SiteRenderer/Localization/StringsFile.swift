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
    // "\r\n" is one Character: lines end at it, at "\n" and at a lone "\r".
    let lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    for (index, rawLine) in lines.enumerated() {
      read(rawLine, line: index + 1)
    }
  }

  public var values: [String: String] { entries.mapValues(\.value) }

  private mutating func read(_ rawLine: Substring, line: Int) {
    var text = rawLine
    if line == 1, text.first == "\u{FEFF}" { text.removeFirst() }
    let content = text.drop { $0 == " " || $0 == "\t" }
    if content.isEmpty || content.first == "#" { return }
    let column = text.distance(from: text.startIndex, to: content.startIndex) + 1
    guard let equals = content.firstIndex(of: "=") else {
      diagnostics.append(
        .error(
          at: SourceLocation(path: path, line: line, column: column),
          "expected 'key = value', found '\(content)'"))
      return
    }
    let key = String(content[..<equals].trimmingSpaces)
    guard !key.isEmpty, key.allSatisfy(Self.isKeyCharacter) else {
      diagnostics.append(
        .error(
          at: SourceLocation(path: path, line: line, column: column),
          "a key is letters, digits, '.', '-' and '_', found '\(key)'"))
      return
    }
    let value = String(content[content.index(after: equals)...].trimmingSpaces)
    if let earlier = entries[key] {
      diagnostics.append(
        .warning(
          at: SourceLocation(path: path, line: line, column: column),
          "'\(key)' is already set on line \(earlier.line); this value is used"))
    }
    entries[key] = (value, line)
  }

  private static func isKeyCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
