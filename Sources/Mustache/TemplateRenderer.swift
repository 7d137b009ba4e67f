/// Renders compiled node trees into one byte buffer, walking a context stack.
///
/// One renderer serves one `render` call; the templates are shared and never re-parsed.
struct TemplateRenderer {
  private let templates: [Template]
  private let maximumDepth: Int
  private var buffer: RenderBuffer
  private var stack: [MustacheValue]
  private var depth = 0

  /// The indentation and the active block overrides for the nodes being rendered.
  struct Frame {
    var indent: [UInt8]
    var overrides: [String: ActiveOverride]
  }

  /// A block override in effect, with the indentation of the template that wrote it.
  struct ActiveOverride {
    var body: BlockBody
    var indent: [UInt8]
  }

  init(templates: [Template], maximumDepth: Int, context: MustacheValue, capacity: Int) {
    self.templates = templates
    self.maximumDepth = maximumDepth
    buffer = RenderBuffer(capacity: capacity)
    stack = [context]
    stack.reserveCapacity(16)
  }

  /// Renders the template at `index` and returns the text.
  mutating func render(templateAt index: Int) throws(MustacheRenderError) -> String {
    try render(templates[index].nodes, Frame(indent: [], overrides: [:]))
    return buffer.string
  }

  private mutating func render(_ nodes: [TemplateNode], _ frame: Frame)
    throws(MustacheRenderError)
  {
    for node in nodes {
      switch node {
      case .text(let chunk):
        append(chunk, indent: frame.indent)
      case .variable(let variable):
        if let value = lookup(variable.path) {
          buffer.append(value: value, escaped: variable.escaped)
        }
      case .section(let section):
        try render(section, frame)
      case .partial(let partial):
        try include(partial.inclusion, frame, overrides: frame.overrides)
      case .parent(let parent):
        try render(parent, frame)
      case .block(let block):
        try render(block, frame)
      }
    }
  }

  private mutating func append(_ chunk: TextChunk, indent: [UInt8]) {
    if indent.isEmpty || chunk.lineStarts.isEmpty {
      buffer.append(chunk.bytes)
      return
    }
    var previous = 0
    for start in chunk.lineStarts {
      buffer.append(chunk.bytes[previous..<start])
      buffer.append(indent)
      previous = start
    }
    buffer.append(chunk.bytes[previous...])
  }

  private mutating func render(_ section: SectionNode, _ frame: Frame)
    throws(MustacheRenderError)
  {
    let value = lookup(section.path) ?? .null
    if section.inverted {
      guard !value.isTruthy else { return }
      try nested(section.body, frame, at: section.location, section.name)
      return
    }
    switch value {
    case .list(let items):
      for item in items {
        stack.append(item)
        try nested(section.body, frame, at: section.location, section.name)
        stack.removeLast()
      }
    case .bool(false), .null:
      return
    default:
      stack.append(value)
      try nested(section.body, frame, at: section.location, section.name)
      stack.removeLast()
    }
  }

  /// Renders an included template: a partial, or a parent with `overrides`.
  private mutating func include(
    _ inclusion: Inclusion, _ frame: Frame, overrides: [String: ActiveOverride]
  ) throws(MustacheRenderError) {
    guard let target = inclusion.target, templates.indices.contains(target) else { return }
    let indent = inclusion.standalone ? frame.indent + inclusion.indent : []
    let inner = Frame(indent: indent, overrides: overrides)
    try nested(templates[target].nodes, inner, at: inclusion.location, inclusion.name)
  }

  /// Adds the parent tag's own blocks under the active ones (outer overrides win).
  private mutating func render(_ parent: ParentNode, _ frame: Frame)
    throws(MustacheRenderError)
  {
    var overrides = frame.overrides
    for (name, body) in parent.overrides where overrides[name] == nil {
      overrides[name] = ActiveOverride(body: body, indent: frame.indent)
    }
    try include(parent.inclusion, frame, overrides: overrides)
  }

  private mutating func render(_ block: BlockNode, _ frame: Frame)
    throws(MustacheRenderError)
  {
    let body: BlockBody
    var indent: [UInt8]
    if let active = frame.overrides[block.name] {
      body = active.body
      indent = body.standalone ? [] : active.indent
    } else {
      body = block.defaultBody
      indent = frame.indent
    }
    if block.standalone {
      indent = frame.indent + block.indent
      if body.startsMidLine { buffer.append(indent) }
    }
    let inner = Frame(indent: indent, overrides: frame.overrides)
    try nested(body.nodes, inner, at: block.location, block.name)
  }

  /// Renders nested nodes one level deeper, failing past the depth limit.
  private mutating func nested(
    _ nodes: [TemplateNode], _ frame: Frame, at location: SourceLocation, _ name: String
  ) throws(MustacheRenderError) {
    guard depth < maximumDepth else {
      let message = "nesting deeper than \(maximumDepth) levels at '\(name)'"
      throw .depthLimitExceeded(MustacheDiagnostic(location, message))
    }
    depth += 1
    try render(nodes, frame)
    depth -= 1
  }

  private func lookup(_ path: ValuePath) -> MustacheValue? {
    switch path {
    case .implicit:
      return stack.last
    case .key(let key):
      return find(key)
    case .dotted(let keys):
      guard let first = keys.first, var value = find(first) else { return nil }
      for key in keys.dropFirst() {
        guard case .object(let fields) = value, let next = fields[key] else { return nil }
        value = next
      }
      return value
    }
  }

  /// The value of `key` in the innermost context object that has it.
  private func find(_ key: String) -> MustacheValue? {
    var index = stack.count - 1
    while index >= 0 {
      if case .object(let fields) = stack[index], let value = fields[key] { return value }
      index -= 1
    }
    return nil
  }
}
