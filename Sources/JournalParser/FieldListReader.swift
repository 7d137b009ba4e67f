import CCmark
import DiaryCore

/// Reads an entry's `- key: value` list into the entry, reporting every bad field.
struct FieldListReader {
  let path: String
  let source: SourceText
  let location: (CmarkNode) -> SourceLocation
  private(set) var diagnostics: [Diagnostic] = []
  /// The keys read so far (lowercased) with their lines: a short list, searched in order (an
  /// entry has a handful of fields), indexed by a table once it grows long.
  private var seenKeys: [(key: String, line: Int)] = []
  private var seenIndex: [String: Int] = [:]

  init(path: String, source: SourceText, location: @escaping (CmarkNode) -> SourceLocation) {
    self.path = path
    self.source = source
    self.location = location
    // Room for the fields of most entries, made once instead of grown field by field.
    seenKeys.reserveCapacity(8)
  }

  /// A bullet list is the field list when one of its items starts with a `key:` (a word of
  /// letters, then a colon and a space or the end): `- 3:42` and `- see https://…` are notes.
  static func looksLikeFields(_ list: CmarkNode, _ source: SourceText) -> Bool {
    list.children.contains { item in
      guard let paragraph = item.firstChild else { return false }
      let text = source.line(paragraph.startLine).dropFirst(paragraph.startColumn - 1)
      return startsWithKey(text)
    }
  }

  static func startsWithKey(_ text: ArraySlice<UInt8>) -> Bool {
    guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > text.startIndex,
      colon - text.startIndex <= 40
    else { return false }
    let key = text[..<colon]
    let isLetter = { (byte: UInt8) in byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
    guard let first = key.first, isLetter(first) else { return false }
    let afterColon = text[(colon + 1)...].first
    return afterColon == nil || afterColon == UInt8(ascii: " ") || afterColon == UInt8(ascii: "\t")
  }

  mutating func read(_ list: CmarkNode, into entry: inout EntryBuilder) {
    for item in list.children {
      guard let paragraph = item.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH,
        paragraph.next == nil
      else {
        report(at: location(item), "a field must be one line 'key: value'", &entry)
        continue
      }
      readField(paragraph, into: &entry)
    }
  }

  private mutating func readField(_ paragraph: CmarkNode, into entry: inout EntryBuilder) {
    let start = location(paragraph)
    let line = source.line(paragraph.startLine)
    let text = line.dropFirst(paragraph.startColumn - 1)
    var continuation = ""
    if paragraph.endLine > paragraph.startLine {
      for number in (paragraph.startLine + 1)...paragraph.endLine {
        continuation += " " + source.line(number).text.trimmingBlanks
      }
    }
    guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else {
      report(at: start, "expected 'key: value', found '\(text.text)'", &entry)
      return
    }
    // Trimmed on the bytes, so each string is made once.
    let key = text[..<colon].trimmingBlanks.text
    let afterColon = text[(colon + 1)...]
    let valueBytes = afterColon.trimmingLeadingBlanks
    let value =
      continuation.isEmpty
      ? valueBytes.trimmingBlanks.text : (valueBytes.text + continuation).trimmingBlanks
    var valueLocation = start
    valueLocation.column += valueBytes.startIndex - text.startIndex
    guard !key.isEmpty else {
      report(at: start, "expected 'key: value', found '\(text.text)'", &entry)
      return
    }
    guard checkUnique(key, at: start, &entry) else { return }
    guard !value.isEmpty else {
      report(at: valueLocation, "missing value for '\(key)'", &entry)
      return
    }
    apply(key: key, value: value, keyLocation: start, valueLocation: valueLocation, &entry)
  }

  private mutating func checkUnique(
    _ key: String, at location: SourceLocation, _ entry: inout EntryBuilder
  ) -> Bool {
    let normalized = key.lowercasedIfNeeded
    let seen =
      seenKeys.count <= 16
      ? seenKeys.first { $0.key == normalized }?.line : seenIndex[normalized]
    if let line = seen {
      report(at: location, "duplicate key '\(key)'; it was first given on line \(line)", &entry)
      return false
    }
    seenKeys.append((normalized, location.line))
    if seenKeys.count == 17 {
      for (key, line) in seenKeys { seenIndex[key] = line }
    } else if seenKeys.count > 17 {
      seenIndex[normalized] = location.line
    }
    return true
  }

  private mutating func apply(
    key: String, value: String, keyLocation: SourceLocation, valueLocation: SourceLocation,
    _ entry: inout EntryBuilder
  ) {
    let outcome: Result<Void, FieldError>
    switch KnownKey(rawValue: key.lowercasedIfNeeded) {
    case .distance: outcome = FieldValues.distance(value).map { entry.distance = $0 }
    case .duration: outcome = FieldValues.duration(value).map { entry.duration = $0 }
    case .complexity: outcome = FieldValues.complexity(value).map { entry.complexity = $0 }
    case .type: outcome = FieldValues.type(value).map { entry.type = $0 }
    case .tags: outcome = FieldValues.tags(value).map { entry.tags = $0 }
    case nil:
      if let suggestion = KnownKey.suggestion(for: key) {
        report(
          at: keyLocation, "unknown key '\(key)'; did you mean '\(suggestion.rawValue)'?", &entry)
        return
      }
      entry.customFields.append(CustomField(key: key, value: value))
      outcome = .success(())
    }
    if case .failure(let error) = outcome {
      var at = valueLocation
      at.column += error.offset
      report(at: at, error.message, &entry)
    }
  }

  private mutating func report(
    at location: SourceLocation, _ message: String, _ entry: inout EntryBuilder
  ) {
    diagnostics.append(.error(at: location, message))
    entry.hasErrors = true
  }
}
