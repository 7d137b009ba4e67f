/// Plain text (an export's description) as Markdown notes that show the same words: its lines
/// kept, blank lines kept (one at most), and every character that Markdown would read as
/// syntax backslash-escaped, so a description never starts a heading (a new workout), a
/// list, a quote or a code block, and shows no emphasis or link it did not have.
enum MarkdownNotes {
  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = OneLine.make(String(raw))
      if line.isEmpty {
        if lines.last?.isEmpty == false { lines.append("") }
      } else {
        lines.append(escaped(line))
      }
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Inline syntax escaped everywhere; a line's first character escaped when it could start a
  /// block (`#`, `>`, `-`, `+`, `=`, `|`, `~`, `1.`, `1)`).
  static func escaped(_ line: String) -> String {
    var result = ""
    for character in line {
      if "\\`*_[<&".contains(character) { result.append("\\") }
      result.append(character)
    }
    if let first = result.first, "#>-+=|~".contains(first) {
      result.insert("\\", at: result.startIndex)
    } else if let marker = result.firstIndex(where: { !$0.isASCII || !$0.isNumber }),
      marker > result.startIndex, result[marker] == "." || result[marker] == ")"
    {
      result.insert("\\", at: marker)
    }
    return result
  }
}
