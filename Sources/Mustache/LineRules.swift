/// Applies the line rules: standalone tags remove their line (whitespace and newline), and
/// standalone blocks are de-indented (their indentation is re-applied where they render).
struct LineRules {
  private let bytes: [UInt8]
  private let tags: [TemplateTag]
  private let partner: [Int?]
  private var lines: [SourceLine] = []
  private var lineOfTag: [Int]
  private var blockIndent: [Int: [UInt8]] = [:]

  /// The events, in source order.
  private(set) var events: [LineEvent] = []

  init(bytes: [UInt8], tokens: [TemplateToken], tags: [TemplateTag], partner: [Int?]) {
    self.bytes = bytes
    self.tags = tags
    self.partner = partner
    lineOfTag = Array(repeating: 0, count: tags.count)
    splitLines(tokens)
    for index in lines.indices { classify(index) }
    for index in lines.indices where lines[index].standalone { dedentBlocks(openedOn: index) }
    for index in lines.indices { emit(index) }
  }

  private mutating func splitLines(_ tokens: [TemplateToken]) {
    lines = [SourceLine()]
    for token in tokens {
      switch token {
      case .tag(let index):
        lineOfTag[index] = lines.count - 1
        lines[lines.count - 1].items.append(token)
      case .text(let range):
        splitText(range)
      }
    }
  }

  private mutating func splitText(_ range: Range<Int>) {
    var start = range.lowerBound
    for offset in range where bytes[offset] == UInt8(ascii: "\n") {
      var end = offset
      if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      if end > start { lines[lines.count - 1].items.append(.text(start..<end)) }
      lines[lines.count - 1].newline = end..<(offset + 1)
      lines.append(SourceLine())
      start = offset + 1
    }
    if start < range.upperBound {
      lines[lines.count - 1].items.append(.text(start..<range.upperBound))
    }
  }

  /// Marks a line standalone when it holds only blanks and one tag (or an inheritance pair).
  private mutating func classify(_ index: Int) {
    var tagIndices: [Int] = []
    for item in lines[index].items {
      switch item {
      case .tag(let tag):
        guard tags[tag].kind.canStandAlone else { return }
        tagIndices.append(tag)
      case .text(let range):
        guard bytes[range].allSatisfy(Self.isBlank) else { return }
      }
    }
    if tagIndices.count == 1 {
      lines[index].standalone = true
    } else if tagIndices.count == 2, let keepsNewline = pairKeepsNewline(tagIndices) {
      lines[index].standalone = true
      lines[index].keepsNewline = keepsNewline
    }
  }

  /// For two tags that may share a standalone line, whether the line keeps its newline;
  /// `nil` when they may not. Pairs: `{{<p}}{{$b}}`, `{{<p}}{{/p}}`, `{{$b}}{{/b}}`,
  /// and `{{/b}}{{/p}}` (a block closed, then its parent).
  private func pairKeepsNewline(_ pair: [Int]) -> Bool? {
    let first = tags[pair[0]]
    let second = tags[pair[1]]
    switch (first.kind, second.kind) {
    case (.parent, .block):
      return false
    case (.parent, .close) where partner[pair[0]] == pair[1]:
      return false
    case (.block, .close) where partner[pair[0]] == pair[1]:
      return true
    case (.close, .close):
      guard let inner = partner[pair[0]], let outer = partner[pair[1]] else { return nil }
      return tags[inner].kind == .block && tags[outer].kind == .parent ? false : nil
    default:
      return nil
    }
  }

  /// Computes the indent of each standalone block opened on line `index` and strips it
  /// from the block's content lines. Outer blocks come first, so inner ones are relative.
  private mutating func dedentBlocks(openedOn index: Int) {
    for case .tag(let tag) in lines[index].items where tags[tag].kind == .block {
      guard let closer = partner[tag] else { continue }
      let lastLine = lineOfTag[closer]
      guard lastLine > index else {
        blockIndent[tag] = leading(index)
        continue
      }
      let contentLines = (index + 1)...lastLine
      let counted = contentLines.filter { countsForMargin($0, closer: closer) }
      let margins = counted.map { leading($0) }
      let margin = margins.dropFirst().reduce(margins.first ?? []) { common, next in
        Array(common.prefix(Self.commonPrefixLength(common, next)))
      }
      blockIndent[tag] = counted.isEmpty ? leading(index) : margin
      for line in contentLines {
        lines[line].strip += Self.commonPrefixLength(leading(line), margin)
      }
    }
  }

  /// Whether a content line's indentation counts: not blank, and not the standalone line
  /// (or blank start) where the block closes.
  private func countsForMargin(_ index: Int, closer: Int) -> Bool {
    let line = lines[index]
    if index == lineOfTag[closer] {
      return !line.standalone && line.items.first(where: isContent) != .tag(closer)
    }
    return line.items.contains(where: isContent)
  }

  /// Whether an item is a tag or non-blank text.
  private func isContent(_ item: TemplateToken) -> Bool {
    if case .text(let range) = item { return !bytes[range].allSatisfy(Self.isBlank) }
    return true
  }

  /// The leading blanks of a line, after what enclosing blocks already stripped.
  private func leading(_ index: Int) -> [UInt8] {
    let line = lines[index]
    guard case .text(let range)? = line.items.first else { return [] }
    let blanks = bytes[range].prefix(while: Self.isBlank)
    return Array(blanks.dropFirst(line.strip))
  }

  private mutating func emit(_ index: Int) {
    let line = lines[index]
    if line.standalone {
      let indent = leading(index)
      for case .tag(let tag) in line.items {
        let placementIndent = tags[tag].kind == .block ? (blockIndent[tag] ?? indent) : indent
        events.append(.tag(tag, TagPlacement(standalone: true, indent: placementIndent)))
      }
      if line.keepsNewline, let newline = line.newline { events.append(.text(newline)) }
      return
    }
    var items = line.items
    if case .text(let range)? = items.first {
      let stripped = min(range.lowerBound + line.strip, range.upperBound)
      items[0] = .text(stripped..<range.upperBound)
    }
    let hasContent = items.contains { !$0.isEmptyText }
    if hasContent { events.append(.lineStart) }
    for item in items {
      switch item {
      case .text(let range) where !range.isEmpty:
        events.append(.text(range))
      case .tag(let tag):
        events.append(.tag(tag, TagPlacement(standalone: false, indent: [])))
      default:
        break
      }
    }
    if let newline = line.newline { events.append(.text(newline)) }
  }

  private static func commonPrefixLength(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
    var count = 0
    while count < lhs.count && count < rhs.count && lhs[count] == rhs[count] { count += 1 }
    return count
  }

  /// Space or tab: the only characters allowed around a standalone tag.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }
}

/// One source line: its text pieces and tags, and its newline (`\n` or `\r\n`) if any.
private struct SourceLine {
  var items: [TemplateToken] = []
  var newline: Range<Int>?
  var standalone = false
  var keepsNewline = false
  /// How many leading blank bytes enclosing standalone blocks remove.
  var strip = 0
}

extension TemplateToken {
  fileprivate var isEmptyText: Bool {
    if case .text(let range) = self { return range.isEmpty }
    return false
  }
}
