import CCmark
import DiaryCore

/// Reads an entry's `- key: value` list into the entry, reporting every bad field.
struct FieldListReader {
  let source: SourceText
  /// The start of the file: a problem's location is this one moved.
  let fileStart: SourceLocation
  /// The words of the keys and complexities: English's and the journal's language's.
  let vocabulary: FieldVocabulary
  private(set) var diagnostics: [Diagnostic] = []
  /// The keys read so far (lowercased) with their lines: a short list, searched in order (an
  /// entry has a handful of fields), indexed by a table once it grows long.
  private var seenKeys: [(key: String, line: Int)] = []
  private var seenIndex: [String: Int] = [:]

  init(source: SourceText, fileStart: SourceLocation, vocabulary: FieldVocabulary) {
    self.source = source
    self.fileStart = fileStart
    self.vocabulary = vocabulary
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
        report(
          at: item.startLine, item.startColumn, "a field must be one line 'key: value'", &entry)
        continue
      }
      readField(paragraph, into: &entry)
    }
  }

  private mutating func readField(_ paragraph: CmarkNode, into entry: inout EntryBuilder) {
    let line = paragraph.startLine
    let column = paragraph.startColumn
    var continuation = ""
    if paragraph.endLine > line {
      for number in (line + 1)...paragraph.endLine {
        continuation += " " + source.line(number).text.trimmingBlanks
      }
    }
    // Read from the bytes by index, the key and the value made into strings once; locations
    // are made only for a problem.
    let lineRange = source.lineRange(line)
    let textStart = min(lineRange.lowerBound + max(column - 1, 0), lineRange.upperBound)
    let parts = source.bytes.withUnsafeBufferPointer {
      bytes -> (key: String, value: String, valueColumn: Int)? in
      guard let colon = bytes[textStart..<lineRange.upperBound].firstIndex(of: UInt8(ascii: ":"))
      else { return nil }
      var valueStart = colon + 1
      while valueStart < lineRange.upperBound, bytes[valueStart].isBlank { valueStart += 1 }
      let value =
        continuation.isEmpty
        ? Self.trimmedText(bytes, valueStart..<lineRange.upperBound)
        : (String(
          decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<lineRange.upperBound]),
          as: UTF8.self) + continuation).trimmingBlanks
      return (
        Self.trimmedText(bytes, textStart..<colon), value, column + valueStart - textStart
      )
    }
    guard let parts, !parts.key.isEmpty else {
      let text = source.bytes[textStart..<lineRange.upperBound].text
      report(at: line, column, "expected 'key: value', found '\(text)'", &entry)
      return
    }
    let normalized = parts.key.lowercasedIfNeeded
    let known = vocabulary.key(normalized)
    // A known key is one field in either language: `dauer` after `duration` is a duplicate.
    guard
      checkUnique(
        parts.key, lowercased: known?.rawValue ?? normalized, line: line, column: column, &entry)
    else {
      return
    }
    guard !parts.value.isEmpty else {
      let expected = known.map {
        "; expected \(vocabulary.expectedValue($0, typedKey: normalized))"
      }
      report(
        at: line, parts.valueColumn, "missing value for '\(parts.key)'" + (expected ?? ""),
        &entry)
      return
    }
    apply(
      key: parts.key, lowercased: normalized, known: known, value: parts.value, line: line,
      keyColumn: column, valueColumn: parts.valueColumn, &entry)
  }

  /// The text of `range` of `bytes` without the blanks at either end.
  private static func trimmedText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> String
  {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end, bytes[start].isBlank { start += 1 }
    while end > start, bytes[end - 1].isBlank { end -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// Whether `key` (`normalized`, in lowercase) was not given before in the list.
  private mutating func checkUnique(
    _ key: String, lowercased normalized: String, line: Int, column: Int,
    _ entry: inout EntryBuilder
  ) -> Bool {
    let seen =
      seenKeys.count <= 16
      ? seenKeys.first { $0.key == normalized }?.line : seenIndex[normalized]
    if let seen {
      report(
        at: line, column, "duplicate key '\(key)'; it was first given on line \(seen)", &entry)
      return false
    }
    seenKeys.append((normalized, line))
    if seenKeys.count == 17 {
      for (key, line) in seenKeys { seenIndex[key] = line }
    } else if seenKeys.count > 17 {
      seenIndex[normalized] = line
    }
    return true
  }

  private mutating func apply(
    key: String, lowercased normalized: String, known: KnownKey?, value: String, line: Int,
    keyColumn: Int, valueColumn: Int, _ entry: inout EntryBuilder
  ) {
    let outcome: Result<Void, FieldError>
    switch known {
    case .distance: outcome = FieldValues.distance(value).map { entry.distance = $0 }
    case .duration: outcome = FieldValues.duration(value).map { entry.duration = $0 }
    case .complexity:
      outcome = vocabulary.complexity(value, typedKey: normalized).map { entry.complexity = $0 }
    case .type: outcome = FieldValues.type(value).map { entry.type = $0 }
    case .tags: outcome = FieldValues.tags(value).map { entry.tags = $0 }
    case .track:
      outcome = FieldValues.track(value).map {
        entry.track = $0
        var location = fileStart
        location.line = line
        location.column = valueColumn
        entry.trackLocation = location
      }
    case nil:
      if let suggestion = vocabulary.suggestion(for: key) {
        report(
          at: line, keyColumn, "unknown key '\(key)'; did you mean '\(suggestion.word)'?",
          &entry)
        return
      }
      entry.customFields.append(CustomField(key: key, value: value))
      outcome = .success(())
    }
    if case .failure(let error) = outcome {
      report(at: line, valueColumn + error.offset, error.message, &entry)
    }
  }

  private mutating func report(
    at line: Int, _ column: Int, _ message: String, _ entry: inout EntryBuilder
  ) {
    var location = fileStart
    location.line = line
    location.column = column
    report(at: location, message, &entry)
  }

  private mutating func report(
    at location: SourceLocation, _ message: String, _ entry: inout EntryBuilder
  ) {
    diagnostics.append(.error(at: location, message))
    entry.hasErrors = true
  }
}
