/// Turns line events into flat instructions, resolving partial and parent names to indices.
///
/// Bodies are laid out inline: a section's instructions directly follow its `.section` op,
/// a parent's override bodies follow its `.parent` op. Content of a parent tag other than its
/// blocks is dropped. Expects tags paired by `ScopeMatcher`, but never traps otherwise.
struct TemplateCodeEmitter {
  private let source: SourceMap
  private let tags: [TemplateTag]
  private let templateIndex: [String: Int]
  private let selfIndex: Int32
  private var code = TemplateCode()
  private var frames: [Frame] = [
    Frame(tag: nil, placement: nil, isParent: false, discards: false, header: -1)
  ]
  private var pathIndex: [String: Int32] = [:]
  /// Text may only be merged into instructions at or after this index.
  private var mergeFloor = 0

  /// `missing partial 'x'` / `missing parent 'x'` diagnostics, at the referencing tag.
  private(set) var missingReferences: [MustacheDiagnostic] = []

  init(source: SourceMap, tags: [TemplateTag], templateIndex: [String: Int], selfIndex: Int) {
    self.source = source
    self.tags = tags
    self.templateIndex = templateIndex
    self.selfIndex = Int32(clamping: selfIndex)
  }

  /// Consumes the events and returns the code.
  mutating func emit(_ events: [LineEvent]) -> TemplateCode {
    for event in events {
      switch event {
      case .text(let range):
        appendText(range)
      case .lineStart:
        if !frames[frames.count - 1].discards { code.instructions.append(.lineStart) }
      case .tag(let index, let placement):
        handleTag(index, placement)
      }
    }
    while frames.count > 1 { closeFrame() }
    return code
  }

  private mutating func appendText(_ range: Range<Int>) {
    guard !frames[frames.count - 1].discards, !range.isEmpty else { return }
    let start = Int32(code.text.count)
    code.text.append(contentsOf: source.bytes[range])
    let end = Int32(code.text.count)
    let last = code.instructions.count - 1
    if last >= mergeFloor, case .text(let previous) = code.instructions[last],
      previous.end == start
    {
      code.instructions[last] = .text(TextRange(start: previous.start, end: end))
    } else {
      code.instructions.append(.text(TextRange(start: start, end: end)))
    }
  }

  private mutating func handleTag(_ index: Int, _ placement: TagPlacement) {
    let tag = tags[index]
    let discards = frames[frames.count - 1].discards
    switch tag.kind {
    case .comment, .setDelimiters:
      return
    case .variable, .unescaped:
      guard !discards else { return }
      code.instructions.append(.variable(path(tag.name), escaped: tag.kind == .variable))
    case .partial, .dynamicPartial:
      let inclusion = makeInclusion(tag, placement)
      guard !discards else { return }
      code.instructions.append(.partial(Int32(code.inclusions.count)))
      code.inclusions.append(inclusion)
    case .section, .inverted, .parent, .block:
      open(index, placement)
    case .close:
      if frames.count > 1 { closeFrame() }
    }
  }

  /// Pushes a frame; a `.section` / `.parent` / `.block` op is emitted now, filled at close.
  private mutating func open(_ index: Int, _ placement: TagPlacement) {
    let enclosing = frames[frames.count - 1]
    let kind = tags[index].kind
    var discards = enclosing.discards
    var header = -1
    if kind == .block && enclosing.isParent {
      discards = enclosing.outerDiscards
    } else if !discards {
      header = code.instructions.count
      switch kind {
      case .parent: code.instructions.append(.parent(-1))
      case .block: code.instructions.append(.block(-1))
      default: code.instructions.append(.section(-1))
      }
    }
    var frame = Frame(
      tag: index, placement: placement, isParent: kind == .parent,
      discards: kind == .parent || discards, header: header)
    frame.outerDiscards = discards
    frame.bodyStart = Int32(code.instructions.count)
    frames.append(frame)
    mergeFloor = code.instructions.count
  }

  /// Pops the innermost frame and fills in its opening instruction.
  private mutating func closeFrame() {
    let frame = frames.removeLast()
    mergeFloor = code.instructions.count
    guard let tagIndex = frame.tag else { return }
    let tag = tags[tagIndex]
    let placement = frame.placement ?? TagPlacement(standalone: false, indent: [])
    let body = CodeRange(start: frame.bodyStart, end: Int32(code.instructions.count))
    switch tag.kind {
    case .block where frames[frames.count - 1].isParent:
      guard !frame.outerDiscards, frames[frames.count - 1].overrides[tag.name] == nil else {
        return
      }
      frames[frames.count - 1].overrides[tag.name] = blockBody(body, placement)
    case .parent:
      let inclusion = makeInclusion(tag, placement)
      guard frame.header >= 0 else { return }
      let info = ParentInfo(inclusion: inclusion, overrides: frame.overrides, skipped: body)
      code.instructions[frame.header] = .parent(Int32(code.parents.count))
      code.parents.append(info)
    case .block:
      guard frame.header >= 0 else { return }
      let info = BlockInfo(
        name: tag.name, standalone: placement.standalone,
        indent: String(decoding: placement.indent, as: UTF8.self),
        defaultBody: blockBody(body, placement), nestingTag: makeNestingTag(tag))
      code.instructions[frame.header] = .block(Int32(code.blocks.count))
      code.blocks.append(info)
    default:
      guard frame.header >= 0 else { return }
      let info = SectionInfo(
        path: path(tag.name), inverted: tag.kind == .inverted, body: body,
        nestingTag: makeNestingTag(tag))
      code.instructions[frame.header] = .section(Int32(code.sections.count))
      code.sections.append(info)
    }
  }

  private func blockBody(_ body: CodeRange, _ placement: TagPlacement) -> BlockBody {
    BlockBody(
      template: selfIndex, code: body, standalone: placement.standalone,
      startsMidLine: !placement.standalone && body.end > body.start)
  }

  /// The inclusion of a partial or parent tag; a name not in the library is reported.
  private mutating func makeInclusion(_ tag: TemplateTag, _ placement: TagPlacement)
    -> Inclusion
  {
    let target: Inclusion.Target
    if tag.kind == .dynamicPartial {
      target = .dynamic(path(tag.name))
    } else if let index = templateIndex[tag.name] {
      target = .template(Int32(clamping: index))
    } else {
      target = .missing
      let what = tag.kind == .parent ? "parent" : "partial"
      let location = source.location(of: tag.start)
      missingReferences.append(MustacheDiagnostic(location, "missing \(what) '\(tag.name)'"))
    }
    let indent = placement.standalone ? String(decoding: placement.indent, as: UTF8.self) : ""
    return Inclusion(
      target: target, standalone: placement.standalone, indent: indent,
      nestingTag: makeNestingTag(tag))
  }

  /// Notes the tag for depth errors: its name (with the `*` of a dynamic partial) and place.
  private mutating func makeNestingTag(_ tag: TemplateTag) -> Int32 {
    let name = tag.kind == .dynamicPartial ? "*" + tag.name : tag.name
    let location = source.location(of: tag.start)
    code.nestingTags.append(NestingTag(name: name, location: location))
    return Int32(code.nestingTags.count - 1)
  }

  private mutating func path(_ name: String) -> Int32 {
    if let index = pathIndex[name] { return index }
    let index = Int32(code.paths.count)
    code.paths.append(ValuePath(name))
    pathIndex[name] = index
    return index
  }

  /// An open scope (root, section, parent or block).
  private struct Frame {
    let tag: Int?
    let placement: TagPlacement?
    let isParent: Bool
    /// Whether content here is dropped (directly inside a parent tag, or within dropped content).
    let discards: Bool
    /// The index of the opening instruction, `-1` when none was emitted.
    let header: Int
    /// Whether content around this frame was dropped (for a parent: outside the parent tag).
    var outerDiscards = false
    var bodyStart: Int32 = 0
    var overrides: [String: BlockBody] = [:]

    init(tag: Int?, placement: TagPlacement?, isParent: Bool, discards: Bool, header: Int) {
      self.tag = tag
      self.placement = placement
      self.isParent = isParent
      self.discards = discards
      self.header = header
    }
  }
}
