/// Pairs every opening tag (`#`, `^`, `<`, `$`) with its `{{/name}}` and reports mismatches.
struct ScopeMatcher {
  /// The deepest nesting of sections, parents and blocks a template may have.
  static let maximumNesting = 100

  /// For each tag index: the index of its partner tag (opener ↔ closer), if any.
  private(set) var partner: [Int?]
  private(set) var diagnostics: [MustacheDiagnostic] = []

  init(tags: [TemplateTag], source: SourceMap) {
    partner = Array(repeating: nil, count: tags.count)
    var open: [Int] = []
    var reportedNesting = false
    for (index, tag) in tags.enumerated() {
      if tag.kind.opensScope {
        open.append(index)
        if open.count > Self.maximumNesting && !reportedNesting {
          reportedNesting = true
          let message = "sections nested too deeply (more than \(Self.maximumNesting) levels)"
          diagnostics.append(source.diagnostic(at: tag.start, message))
        }
      } else if tag.kind == .close {
        close(index, tags: tags, open: &open, source: source)
      }
    }
    for index in open {
      diagnostics.append(Self.unclosed(tags[index], source: source))
    }
  }

  private mutating func close(
    _ index: Int, tags: [TemplateTag], open: inout [Int], source: SourceMap
  ) {
    let tag = tags[index]
    guard let top = open.last else {
      diagnostics.append(source.diagnostic(at: tag.start, "unexpected closing tag '\(tag.name)'"))
      return
    }
    guard let depth = open.lastIndex(where: { tags[$0].name == tag.name }) else {
      let expected = tags[top].name
      let message = "mismatched closing tag '\(tag.name)', expected '\(expected)'"
      diagnostics.append(source.diagnostic(at: tag.start, message))
      return
    }
    for inner in open[(depth + 1)...] {
      diagnostics.append(Self.unclosed(tags[inner], source: source))
    }
    let opener = open[depth]
    open.removeSubrange(depth...)
    partner[opener] = index
    partner[index] = opener
  }

  private static func unclosed(_ tag: TemplateTag, source: SourceMap) -> MustacheDiagnostic {
    let what: String
    switch tag.kind {
    case .inverted: what = "inverted section"
    case .parent: what = "parent"
    case .block: what = "block"
    default: what = "section"
    }
    return source.diagnostic(at: tag.start, "unclosed \(what) '\(tag.name)'")
  }
}
