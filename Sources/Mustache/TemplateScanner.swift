/// Splits template bytes into text and tags, honouring set-delimiter tags.
///
/// An unclosed tag stops the scan (the rest cannot be read); other tag errors are
/// recorded and scanning goes on so that one pass reports as much as possible.
struct TemplateScanner {
  private let source: SourceMap
  private var bytes: [UInt8] { source.bytes }
  private var openDelimiter: [UInt8] = Array("{{".utf8)
  private var closeDelimiter: [UInt8] = Array("}}".utf8)

  private(set) var tokens: [TemplateToken] = []
  private(set) var tags: [TemplateTag] = []
  private(set) var diagnostics: [MustacheDiagnostic] = []

  init(source: SourceMap) {
    self.source = source
  }

  /// Scans the whole source.
  mutating func scan() {
    var position = 0
    while position < bytes.count {
      guard let open = find(openDelimiter, from: position) else { break }
      if open > position { tokens.append(.text(position..<open)) }
      guard let tag = scanTag(at: open) else { return }
      tokens.append(.tag(tags.count))
      tags.append(tag)
      position = tag.end
    }
    if position < bytes.count { tokens.append(.text(position..<bytes.count)) }
  }

  /// Reads the tag whose opening delimiter is at `open`; `nil` when it is never closed.
  private mutating func scanTag(at open: Int) -> TemplateTag? {
    let contentStart = open + openDelimiter.count
    let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
    switch sigil {
    case UInt8(ascii: "{"):
      let closer = [UInt8(ascii: "}")] + closeDelimiter
      return scanNamed(.unescaped, open, contentStart + 1, closer: closer)
    case UInt8(ascii: "="):
      return scanSetDelimiters(open, contentStart + 1)
    default:
      if let kind = Self.kind(ofSigil: sigil) {
        return scanNamed(kind, open, contentStart + 1, closer: closeDelimiter)
      }
      return scanNamed(.variable, open, contentStart, closer: closeDelimiter)
    }
  }

  private static func kind(ofSigil sigil: UInt8) -> TagKind? {
    switch sigil {
    case UInt8(ascii: "&"): return .unescaped
    case UInt8(ascii: "#"): return .section
    case UInt8(ascii: "^"): return .inverted
    case UInt8(ascii: "/"): return .close
    case UInt8(ascii: ">"): return .partial
    case UInt8(ascii: "<"): return .parent
    case UInt8(ascii: "$"): return .block
    case UInt8(ascii: "!"): return .comment
    default: return nil
    }
  }

  private mutating func scanNamed(
    _ kind: TagKind, _ open: Int, _ nameStart: Int, closer: [UInt8]
  ) -> TemplateTag? {
    guard let close = find(closer, from: nameStart) else {
      let expected = String(decoding: closer, as: UTF8.self)
      diagnostics.append(source.diagnostic(at: open, "unclosed tag, expected '\(expected)'"))
      return nil
    }
    var kind = kind
    var name = trimmed(nameStart..<close)
    if kind == .partial && !name.isEmpty && bytes[name.lowerBound] == UInt8(ascii: "*") {
      kind = .dynamicPartial
      name = trimmed(name.dropFirst())
    }
    let text = kind == .comment ? "" : String(decoding: bytes[name], as: UTF8.self)
    let tag = TemplateTag(kind: kind, name: text, start: open, end: close + closer.count)
    if let problem = TagNameRules.problem(with: tag) {
      diagnostics.append(source.diagnostic(at: open, problem))
    }
    return tag
  }

  private mutating func scanSetDelimiters(_ open: Int, _ contentStart: Int) -> TemplateTag? {
    let closer = [UInt8(ascii: "=")] + closeDelimiter
    guard let close = find(closer, from: contentStart) else {
      guard let plainClose = find(closeDelimiter, from: contentStart) else {
        let expected = String(decoding: closer, as: UTF8.self)
        diagnostics.append(source.diagnostic(at: open, "unclosed tag, expected '\(expected)'"))
        return nil
      }
      diagnostics.append(source.diagnostic(at: open, "invalid set delimiters tag"))
      let end = plainClose + closeDelimiter.count
      return TemplateTag(kind: .setDelimiters, name: "", start: open, end: end)
    }
    let parts = bytes[contentStart..<close]
      .split(whereSeparator: Self.isWhitespace)
    if parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) {
      openDelimiter = Array(parts[0])
      closeDelimiter = Array(parts[1])
    } else {
      diagnostics.append(source.diagnostic(at: open, "invalid set delimiters tag"))
    }
    return TemplateTag(kind: .setDelimiters, name: "", start: open, end: close + closer.count)
  }

  /// The first offset at or after `start` where `needle` occurs.
  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, needle.count <= bytes.count else { return nil }
    var index = start
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// `range` without the whitespace at either end.
  private func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && Self.isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower && Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// Space, tab, carriage return or line feed.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
