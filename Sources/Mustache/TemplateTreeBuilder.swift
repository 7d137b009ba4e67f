/// Builds the node tree from layout events, resolving partial and parent names to indices.
///
/// Expects well-paired tags (checked by `ScopeMatcher`), but never traps on anything else.
struct TemplateTreeBuilder {
  private let source: SourceMap
  private let tags: [TemplateTag]
  private let templateIndex: [String: Int]
  private var frames: [Frame] = [Frame(tag: nil, placement: nil, isParent: false)]

  /// `missing partial 'x'` / `missing parent 'x'` diagnostics, at the referencing tag.
  private(set) var missingReferences: [MustacheDiagnostic] = []

  init(source: SourceMap, tags: [TemplateTag], templateIndex: [String: Int]) {
    self.source = source
    self.tags = tags
    self.templateIndex = templateIndex
  }

  /// Consumes the events and returns the root nodes.
  mutating func build(_ events: [LayoutEvent]) -> [TemplateNode] {
    for event in events {
      switch event {
      case .text(let range):
        frames[frames.count - 1].appendText(source.bytes[range])
      case .lineStart:
        frames[frames.count - 1].markLineStart()
      case .tag(let index, let placement):
        handleTag(index, placement)
      }
    }
    while frames.count > 1 { closeFrame() }
    frames[0].flushText()
    return frames[0].nodes
  }

  private mutating func handleTag(_ index: Int, _ placement: TagPlacement) {
    let tag = tags[index]
    switch tag.kind {
    case .comment, .setDelimiters:
      return
    case .variable, .unescaped:
      let node = VariableNode(path: ValuePath(tag.name), escaped: tag.kind == .variable)
      appendNode(.variable(node))
    case .partial:
      let inclusion = makeInclusion(tag, placement, what: "partial")
      appendNode(.partial(PartialNode(inclusion: inclusion)))
    case .section, .inverted, .parent, .block:
      frames[frames.count - 1].flushText()
      frames.append(Frame(tag: index, placement: placement, isParent: tag.kind == .parent))
    case .close:
      if frames.count > 1 { closeFrame() }
    }
  }

  /// Appends to the innermost frame; a parent tag keeps only its blocks, so it drops nodes.
  private mutating func appendNode(_ node: TemplateNode) {
    frames[frames.count - 1].flushText()
    guard !frames[frames.count - 1].isParent else { return }
    frames[frames.count - 1].nodes.append(node)
  }

  /// Pops the innermost frame and turns it into a node of the enclosing frame.
  private mutating func closeFrame() {
    var frame = frames.removeLast()
    frame.flushText()
    guard let tagIndex = frame.tag else { return }
    let tag = tags[tagIndex]
    let placement = frame.placement ?? TagPlacement(standalone: false, indent: [])
    let location = source.location(of: tag.start)
    switch tag.kind {
    case .parent:
      let inclusion = makeInclusion(tag, placement, what: "parent")
      appendNode(.parent(ParentNode(inclusion: inclusion, overrides: frame.overrides)))
    case .block:
      let body = BlockBody(
        nodes: frame.nodes, standalone: placement.standalone,
        startsMidLine: !placement.standalone && !frame.nodes.isEmpty)
      if frames[frames.count - 1].isParent {
        if frames[frames.count - 1].overrides[tag.name] == nil {
          frames[frames.count - 1].overrides[tag.name] = body
        }
      } else {
        let node = BlockNode(
          name: tag.name, standalone: placement.standalone, indent: placement.indent,
          defaultBody: body, location: location)
        appendNode(.block(node))
      }
    default:
      let node = SectionNode(
        name: tag.name, inverted: tag.kind == .inverted, body: frame.nodes,
        location: location)
      appendNode(.section(node))
    }
  }

  private mutating func makeInclusion(
    _ tag: TemplateTag, _ placement: TagPlacement, what: String
  ) -> Inclusion {
    let location = source.location(of: tag.start)
    let target = templateIndex[tag.name]
    if target == nil {
      missingReferences.append(MustacheDiagnostic(location, "missing \(what) '\(tag.name)'"))
    }
    return Inclusion(
      name: tag.name, target: target, standalone: placement.standalone,
      indent: placement.standalone ? placement.indent : [], location: location)
  }

  /// An open scope (root, section, parent or block) collecting nodes.
  private struct Frame {
    let tag: Int?
    let placement: TagPlacement?
    var nodes: [TemplateNode] = []
    var overrides: [String: BlockBody] = [:]
    let isParent: Bool
    private var text: [UInt8] = []
    private var lineStarts: [Int] = []

    init(tag: Int?, placement: TagPlacement?, isParent: Bool) {
      self.tag = tag
      self.placement = placement
      self.isParent = isParent
    }

    mutating func appendText(_ bytes: ArraySlice<UInt8>) {
      text.append(contentsOf: bytes)
    }

    mutating func markLineStart() {
      if lineStarts.last != text.count { lineStarts.append(text.count) }
    }

    /// Turns collected text into a node; text inside a parent tag is dropped.
    mutating func flushText() {
      defer {
        text = []
        lineStarts = []
      }
      guard !isParent, !text.isEmpty || !lineStarts.isEmpty else { return }
      nodes.append(.text(TextChunk(bytes: text, lineStarts: lineStarts)))
    }
  }
}
