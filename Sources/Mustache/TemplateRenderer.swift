/// Renders compiled templates into one buffer, walking a context stack.
///
/// The renderer is immutable (the library's templates); everything a render changes lives in
/// `State`, passed `inout`. Instructions are trivially copyable, so walking them is cheap.
struct TemplateRenderer {
  let templates: [Template]
  /// The library index of each template name, for dynamic partials.
  let indexByName: [String: Int]
  let maximumDepth: Int

  /// The output, the context stack and the current nesting depth of one render.
  struct State: ~Copyable {
    var buffer: RenderBuffer
    var stack: [MustacheValue]
    var depth = 0

    init(context: MustacheValue, capacity: Int) {
      buffer = RenderBuffer(capacity: capacity)
      stack = [context]
      stack.reserveCapacity(16)
    }
  }

  /// The indentation and the active block overrides for the code being rendered.
  struct Frame {
    var indent: String
    var overrides: [String: ActiveOverride]
  }

  /// A block override in effect, with the indentation of the template that wrote it.
  struct ActiveOverride {
    var body: BlockBody
    var indent: String
  }

  /// Renders the template at `index` with `context` as the root of the context stack and
  /// returns the output.
  func render(templateAt index: Int, context: MustacheValue, capacity: Int)
    throws(MustacheRenderError) -> RenderBuffer
  {
    var state = State(context: context, capacity: capacity)
    let template = templates[index]
    try render(template, template.root, Frame(indent: "", overrides: [:]), &state)
    return state.buffer
  }

  private func render(
    _ template: Template, _ range: CodeRange, _ frame: Frame, _ state: inout State
  ) throws(MustacheRenderError) {
    var counter = Int(range.start)
    let end = Int(range.end)
    while counter < end {
      switch template.code[counter] {
      case .text(let text):
        state.buffer.append(template.text(text))
      case .lineStart:
        if !frame.indent.isEmpty { state.buffer.append(frame.indent) }
      case .variable(let path, let escaped):
        if let value = ContextLookup.value(template.paths[Int(path)], in: state.stack) {
          state.buffer.append(value: value, escaped: escaped)
        }
      case .section(let index):
        let section = template.sections[Int(index)]
        try render(section, template, frame, &state)
        counter = Int(section.body.end)
        continue
      case .partial(let index):
        try include(template.inclusions[Int(index)], template, frame, frame.overrides, &state)
      case .parent(let index):
        let parent = template.parents[Int(index)]
        try render(parent, template, frame, &state)
        counter = Int(parent.skipped.end)
        continue
      case .block(let index):
        let block = template.blocks[Int(index)]
        try render(block, template, frame, &state)
        counter = Int(block.defaultBody.code.end)
        continue
      }
      counter += 1
    }
  }

  private func render(
    _ section: SectionInfo, _ template: Template, _ frame: Frame, _ state: inout State
  ) throws(MustacheRenderError) {
    let value = ContextLookup.value(template.paths[Int(section.path)], in: state.stack) ?? .null
    if section.inverted {
      guard !value.isTruthy else { return }
      try nested(template, section.body, frame, section.nestingTag, &state)
      return
    }
    switch value {
    case .list(let items):
      for item in items {
        state.stack.append(item)
        try nested(template, section.body, frame, section.nestingTag, &state)
        state.stack.removeLast()
      }
    case .bool(false), .null:
      return
    default:
      state.stack.append(value)
      try nested(template, section.body, frame, section.nestingTag, &state)
      state.stack.removeLast()
    }
  }

  /// Renders an included template: a partial, or a parent with `overrides`.
  private func include(
    _ inclusion: Inclusion, _ template: Template, _ frame: Frame,
    _ overrides: [String: ActiveOverride], _ state: inout State
  ) throws(MustacheRenderError) {
    let target: Int
    switch inclusion.target {
    case .template(let index):
      target = Int(index)
    case .missing:
      return
    case .dynamic(let path):
      // Only a string names a template; anything else, or a name not in the library, is empty.
      let value = ContextLookup.value(template.paths[Int(path)], in: state.stack)
      guard case .string(let name) = value, let index = indexByName[name] else { return }
      target = index
    }
    guard templates.indices.contains(target) else { return }
    let indent = inclusion.standalone ? frame.indent + inclusion.indent : ""
    let inner = Frame(indent: indent, overrides: overrides)
    try checkDepth(state.depth, at: inclusion.nestingTag, in: template)
    state.depth += 1
    try render(templates[target], templates[target].root, inner, &state)
    state.depth -= 1
  }

  /// Adds the parent tag's own blocks under the active ones (outer overrides win).
  private func render(
    _ parent: ParentInfo, _ template: Template, _ frame: Frame, _ state: inout State
  ) throws(MustacheRenderError) {
    var overrides = frame.overrides
    for (name, body) in parent.overrides where overrides[name] == nil {
      overrides[name] = ActiveOverride(body: body, indent: frame.indent)
    }
    try include(parent.inclusion, template, frame, overrides, &state)
  }

  private func render(
    _ block: BlockInfo, _ template: Template, _ frame: Frame, _ state: inout State
  ) throws(MustacheRenderError) {
    let body: BlockBody
    var indent: String
    if let active = frame.overrides[block.name] {
      body = active.body
      indent = body.standalone ? "" : active.indent
    } else {
      body = block.defaultBody
      indent = frame.indent
    }
    if block.standalone {
      indent = frame.indent + block.indent
      if body.startsMidLine { state.buffer.append(indent) }
    }
    let owner = Int(body.template)
    guard templates.indices.contains(owner) else { return }
    let inner = Frame(indent: indent, overrides: frame.overrides)
    try nested(templates[owner], body.code, inner, block.nestingTag, from: template, &state)
  }

  /// Renders `range` of `template` one level deeper; `nestingTag` (in `from`, else in
  /// `template`) names the error.
  private func nested(
    _ template: Template, _ range: CodeRange, _ frame: Frame, _ nestingTag: Int32,
    from origin: Template? = nil, _ state: inout State
  ) throws(MustacheRenderError) {
    try checkDepth(state.depth, at: nestingTag, in: origin ?? template)
    state.depth += 1
    try render(template, range, frame, &state)
    state.depth -= 1
  }

  /// Throws when a render `depth` levels deep may not nest further; `nestingTag` (in
  /// `template`) is where it would.
  private func checkDepth(_ depth: Int, at nestingTag: Int32, in template: Template)
    throws(MustacheRenderError)
  {
    guard depth >= maximumDepth else { return }
    let tag = template.nestingTags[Int(nestingTag)]
    let message = "nesting deeper than \(maximumDepth) levels at '\(tag.name)'"
    throw .depthLimitExceeded(MustacheDiagnostic(tag.location, message))
  }
}
