/// Renders compiled templates into one buffer, walking a context stack.
///
/// The renderer is immutable (the shared templates); everything a render changes lives in
/// `State`, passed `inout`. Instructions are trivially copyable, so walking them is cheap.
struct TemplateRenderer {
  let templates: [Template]
  let maximumDepth: Int

  /// The output, the context stack and the current nesting depth of one render.
  struct State: ~Copyable {
    var buffer: RenderBuffer
    var stack: [MustacheValue]
    var depth = 0
    /// Set when the render records its layout (and may copy items from an earlier render).
    var recorder: LayoutRecorder?
    /// Whether `recorder` is set: read where the recorder is not touched.
    var isRecording = false
    /// Whether an item is being recorded. Its `stack` then holds the item and what it pushed,
    /// and `outer` the contexts below it: a lookup not answered in `stack` is a read outside
    /// the item, noted by the recorder.
    var isInItem = false
    var outer: [MustacheValue] = []
    /// The storage of the last item's stack, kept for the next.
    var spare: [MustacheValue] = []
    /// Where items rendered by other renders are copied from, and this one's are kept.
    var shared: SharedItems?
    /// Set by a lookup an item answers outside itself.
    var readOutside = false
    /// While an item renders: where it starts, the values it read outside itself and wrote
    /// (`SharedItems.Hole`), and whether it read a name outside itself for a section.
    var itemStart = 0
    var holes: [SharedItems.Hole] = []
    var readOutsideForSection = false
    /// The deepest nesting checked against the limit (`checkDepth`) since an item started.
    var deepest = 0

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

  /// Renders the template at `index` with `context` and returns the text.
  func render(templateAt index: Int, context: MustacheValue, capacity: Int)
    throws(MustacheRenderError) -> String
  {
    var state = State(context: context, capacity: capacity)
    let template = templates[index]
    try render(template, template.root, Frame(indent: "", overrides: [:]), &state)
    return state.buffer.string
  }

  /// Renders the template at `index` with `context` and hands its UTF-8 bytes to `body`,
  /// where they lie, with the render's layout when `recording` (items of `earlier`, an earlier
  /// render of the same template, are copied where they are unchanged).
  func withRenderedUTF8<T>(
    templateAt index: Int, context: MustacheValue, capacity: Int, recording: Bool = false,
    earlier: EarlierRender? = nil, sharing shared: SharedItems? = nil,
    _ body: (UnsafeRawBufferPointer, RenderLayout?) throws -> T
  ) throws -> T {
    var state = State(context: context, capacity: capacity)
    if recording {
      state.recorder = LayoutRecorder(earlier: earlier)
      state.isRecording = true
      state.shared = shared
    }
    let template = templates[index]
    try render(template, template.root, Frame(indent: "", overrides: [:]), &state)
    let layout = state.recorder?.finish(length: state.buffer.count)
    return try state.buffer.withBytes { try body($0, layout) }
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
        guard state.isInItem else {
          if let value = lookup(template, Int(path), &state) {
            state.buffer.append(value: value, escaped: escaped)
          }
          break
        }
        state.readOutside = false
        let start = state.buffer.count
        if let value = lookup(template, Int(path), &state) {
          state.buffer.append(value: value, escaped: escaped)
        }
        if state.readOutside {
          state.holes.append(
            SharedItems.Hole(
              offset: start - state.itemStart, length: state.buffer.count - start,
              name: template.paths[Int(path)].name, escaped: escaped))
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
    state.readOutside = false
    let value = lookup(template, Int(section.path), &state) ?? .null
    if state.readOutside { state.readOutsideForSection = true }
    if section.inverted {
      guard !value.isTruthy else { return }
      try nested(template, section.body, frame, section.site, &state)
      return
    }
    switch value {
    case .list(let items):
      for item in items {
        state.stack.append(item)
        try nested(template, section.body, frame, section.site, &state)
        state.stack.removeLast()
      }
    case .identifiedList(let list) where state.isRecording && !state.isInItem:
      try renderRecording(list, section, template, frame, &state)
    case .identifiedList(let list):
      for item in list.madeItems {
        // A placeholder is rendered only by copying, in a recorded render's outermost lists.
        guard let value = item.value else {
          state.recorder?.missPlaceholder()
          continue
        }
        state.stack.append(value)
        try nested(template, section.body, frame, section.site, &state)
        state.stack.removeLast()
      }
    case .bool(false), .null:
      return
    default:
      state.stack.append(value)
      try nested(template, section.body, frame, section.site, &state)
      state.stack.removeLast()
    }
  }

  /// The value of the name at `index` in `template` on the stack; noted by the recorder
  /// when an item being recorded reads it outside itself.
  @inline(__always)
  private func lookup(_ template: Template, _ index: Int, _ state: inout State)
    -> MustacheValue?
  {
    guard state.isInItem else { return ContextLookup.value(template.paths[index], in: state.stack) }
    let path = template.paths[index]
    switch path {
    case .implicit:
      return state.stack.last
    case .key:
      if let value = ContextLookup.value(path, in: state.stack) { return value }
    case .dotted(let keys):
      // Answered inside when the item (or what it pushed) has the first name, even if the
      // rest is missing.
      guard let first = keys.first else { return nil }
      if ContextLookup.value(.key(first), in: state.stack) != nil {
        return ContextLookup.value(path, in: state.stack)
      }
    }
    state.recorder?.noteRead(template, path: index)
    state.readOutside = true
    return ContextLookup.value(path, in: state.outer)
  }

  /// A section's identified items, each recorded in the layout: copied from the earlier
  /// render when it rendered the same item here and what its section read outside its items
  /// gives the same values now, or from another render's (`SharedItems`) where that allows;
  /// rendered otherwise, with the values the list's maker makes for them, and kept for others.
  private func renderRecording(
    _ list: IdentifiedList, _ section: SectionInfo, _ template: Template,
    _ frame: Frame, _ state: inout State
  ) throws(MustacheRenderError) {
    guard !list.items.isEmpty else { return }
    let site = self.site(of: section, in: template, frame, depth: state.depth)
    state.recorder?.beginSection(itemCount: list.items.count)
    let sharedSite = state.shared.map { _ in
      self.sharedSite(of: section, in: template, frame, depth: state.depth)
    }
    let (copies, names, arena) = copies(
      of: list.items, site: site, sharedSite: sharedSite, &state)
    // The copies lie in the arena: held until they are written.
    defer { withExtendedLifetime(arena) {} }
    // The values of the items to render, made at once.
    let items = list.madeItems { copies[$0] == nil }
    // The values read outside the items copied with holes, looked up once, by name (an index
    // into `names`).
    var outside = [MustacheValue??](repeating: nil, count: names.count)
    var made: [SharedItems.Rendered] = []
    var madeHoles: [SharedItems.Hole] = []
    for (item, copy) in zip(items, copies) {
      let start = state.buffer.count
      if let copy {
        append(copy, names: names, &state, outside: &outside)
        state.recorder?.appendItem(
          site: site, identity: item.identity, range: start..<state.buffer.count, copied: true)
        continue
      }
      // A placeholder has nothing to render: the caller renders the page again.
      guard let value = item.value else {
        state.recorder?.missPlaceholder()
        continue
      }
      // The item renders on a stack of its own, over the contexts below it.
      state.outer = state.stack
      state.stack = state.spare
      state.spare = []
      state.stack.append(value)
      state.isInItem = true
      state.itemStart = start
      state.holes.removeAll(keepingCapacity: true)
      state.readOutsideForSection = false
      state.deepest = state.depth
      try nested(template, section.body, frame, section.site, &state)
      state.isInItem = false
      state.stack.removeLast()
      state.spare = state.stack
      state.stack = state.outer
      state.outer = []
      state.recorder?.appendItem(
        site: site, identity: item.identity, range: start..<state.buffer.count)
      if state.shared != nil {
        var holes: Range<Int>?
        if !state.readOutsideForSection {
          madeHoles += state.holes
          holes = (madeHoles.count - state.holes.count)..<madeHoles.count
        }
        made.append(
          SharedItems.Rendered(
            identity: item.identity, range: start..<state.buffer.count, holes: holes,
            reach: state.deepest - state.depth))
      }
    }
    let stack = state.stack
    let reads = state.recorder?.endSection { Self.print(of: $0, in: stack) }
    if let shared = state.shared, let sharedSite, let reads, !made.isEmpty {
      state.buffer.withBytes { output in
        shared.keep(
          site: sharedSite, items: made, holes: madeHoles, of: output, names: reads.names,
          print: reads.print)
      }
    }
  }

  /// An item's output to copy: its bytes, and where values it read outside itself lie in them
  /// (written again with the values they give here), or nil when they are copied as they are.
  private struct Copy {
    var bytes: UnsafeRawBufferPointer
    var holes: UnsafeBufferPointer<SharedItems.KeptHole>?
  }

  /// Appends a copied item's output, each hole's value looked up below the item (`outside`
  /// keeps the values looked up) and written as the render wrote it.
  private func append(
    _ copy: Copy, names: [String], _ state: inout State, outside: inout [MustacheValue??]
  ) {
    guard let holes = copy.holes, !holes.isEmpty else {
      state.buffer.append(raw: copy.bytes)
      return
    }
    var cursor = 0
    for hole in holes {
      let offset = Int(hole.offset)
      state.buffer.append(raw: UnsafeRawBufferPointer(rebasing: copy.bytes[cursor..<offset]))
      let name = Int(hole.name)
      let value: MustacheValue?
      if let known = outside[name] {
        value = known
      } else {
        value = ContextLookup.value(ValuePath(names[name]), in: state.stack)
        outside[name] = .some(value)
      }
      if let value { state.buffer.append(value: value, escaped: hole.escaped) }
      cursor = offset + Int(hole.length)
    }
    state.buffer.append(raw: UnsafeRawBufferPointer(rebasing: copy.bytes[cursor...]))
  }

  /// Where each of `items` can be copied from (nil for an item to render): the earlier
  /// render's output, or another render's kept one (`SharedItems`, at `sharedSite`). Notes
  /// what the copies read outside their items.
  private func copies(
    of items: [IdentifiedList.Item], site: UInt64, sharedSite: UInt64?, _ state: inout State
  ) -> (copies: [Copy?], names: [String], arena: SharedItems.Arena?) {
    // Whether each earlier set of names read gives the same values here, once asked.
    var matches: [Int: Bool] = [:]
    let stack = state.stack
    // An item is copied only where rendering it would not go past the nesting limit.
    let room = maximumDepth - state.depth
    let kept = state.shared.flatMap { shared in
      sharedSite.map {
        shared.lookUp(site: $0, room: room, items: items) { Self.print(of: $0, in: stack) }
      }
    }
    // The names read outside by the items copied from others, each noted once: by name (an
    // index into the store's names) and by set of names (into its read sets).
    var notedNames = [Bool](repeating: false, count: kept?.names.count ?? 0)
    var notedReads = [Bool](repeating: false, count: kept?.readSets.count ?? 0)
    var copies: [Copy?] = []
    copies.reserveCapacity(items.count)
    for (position, item) in items.enumerated() {
      if let earlier = state.recorder?.earlierItem(site: site, identity: item.identity) {
        let match: Bool
        if let known = matches[earlier.reads] {
          match = known
        } else {
          let reads = state.recorder?.earlierReads(earlier.reads)
          match = reads.map { Self.print(of: $0.names, in: stack) == $0.print } ?? false
          if match, let reads { state.recorder?.noteNames(reads.names) }
          matches[earlier.reads] = match
        }
        if match {
          copies.append(Copy(bytes: earlier.bytes, holes: nil))
          continue
        }
      }
      if let kept, let found = kept.outputs[position] {
        if let holes = found.holes {
          for hole in holes where !notedNames[Int(hole.name)] {
            notedNames[Int(hole.name)] = true
            state.recorder?.noteNames([kept.names[Int(hole.name)]])
          }
        } else if !notedReads[found.reads] {
          notedReads[found.reads] = true
          state.recorder?.noteNames(kept.readSets[found.reads])
        }
        copies.append(Copy(bytes: found.bytes, holes: found.holes))
        continue
      }
      copies.append(nil)
    }
    return (copies, kept?.names ?? [], kept?.arena)
  }

  /// Where a section renders, as items kept for other renders (`SharedItems`) are matched:
  /// the template and the section in it and the indentation, and the block overrides (with
  /// the depth, as `site(of:)` has them) only when the section may render a block: a page's
  /// own blocks around a list do not change its items, so lists on pages of different kinds
  /// share them. The depth otherwise matters only to the nesting limit, which the store checks
  /// against how deep each item's render reached.
  private func sharedSite(
    of section: SectionInfo, in template: Template, _ frame: Frame, depth: Int
  ) -> UInt64 {
    var print = ValuePrint()
    print.combine(template.name)
    print.combine(UInt64(truncatingIfNeeded: section.body.start))
    print.combine(frame.indent)
    var visited: Set<Int> = []
    if !frame.overrides.isEmpty && mayRenderBlocks(template, section.body, &visited) {
      print.combine(site(of: section, in: template, frame, depth: depth))
    }
    return print.value
  }

  /// Whether `range` of `template`, or a partial it includes, has a block or a parent tag.
  private func mayRenderBlocks(
    _ template: Template, _ range: CodeRange, _ visited: inout Set<Int>
  ) -> Bool {
    for counter in Int(range.start)..<Int(range.end) {
      switch template.code[counter] {
      case .block, .parent:
        return true
      case .partial(let index):
        let target = Int(template.inclusions[Int(index)].target)
        guard templates.indices.contains(target), visited.insert(target).inserted else {
          continue
        }
        if mayRenderBlocks(templates[target], templates[target].root, &visited) { return true }
      case .text, .lineStart, .variable, .section:
        continue
      }
    }
    return false
  }

  /// Where a section renders: the template and the section in it, with the indentation, the
  /// block overrides and the depth it renders at (which its output may depend on).
  private func site(of section: SectionInfo, in template: Template, _ frame: Frame, depth: Int)
    -> UInt64
  {
    var print = ValuePrint()
    print.combine(template.name)
    print.combine(UInt64(truncatingIfNeeded: section.body.start))
    print.combine(frame.indent)
    print.combine(UInt64(depth))
    for (name, active) in frame.overrides.sorted(by: { $0.key < $1.key }) {
      print.combine(name)
      let owner = Int(active.body.template)
      print.combine(templates.indices.contains(owner) ? templates[owner].name : "")
      print.combine(UInt64(truncatingIfNeeded: active.body.code.start))
      print.combine(active.indent)
    }
    return print.value
  }

  /// The print of what `names` give on `stack` (`RenderLayout.Reads.print`).
  private static func print(of names: [String], in stack: [MustacheValue]) -> UInt64 {
    var print = ValuePrint()
    for name in names {
      print.combine(name)
      print.combine(ContextLookup.value(ValuePath(name), in: stack))
    }
    return print.value
  }

  /// Renders an included template: a partial, or a parent with `overrides`.
  private func include(
    _ inclusion: Inclusion, _ template: Template, _ frame: Frame,
    _ overrides: [String: ActiveOverride], _ state: inout State
  ) throws(MustacheRenderError) {
    let target = Int(inclusion.target)
    guard templates.indices.contains(target) else { return }
    let indent = inclusion.standalone ? frame.indent + inclusion.indent : ""
    let inner = Frame(indent: indent, overrides: overrides)
    try checkDepth(template, inclusion.site, &state)
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
    try nested(templates[owner], body.code, inner, block.site, from: template, &state)
  }

  /// Renders `range` of `template` one level deeper; `site` (in `from`) names the error.
  private func nested(
    _ template: Template, _ range: CodeRange, _ frame: Frame, _ site: Int32,
    from origin: Template? = nil, _ state: inout State
  ) throws(MustacheRenderError) {
    try checkDepth(origin ?? template, site, &state)
    state.depth += 1
    try render(template, range, frame, &state)
    state.depth -= 1
  }

  private func checkDepth(_ template: Template, _ site: Int32, _ state: inout State)
    throws(MustacheRenderError)
  {
    if state.depth > state.deepest { state.deepest = state.depth }
    guard state.depth >= maximumDepth else { return }
    let site = template.sites[Int(site)]
    let message = "nesting deeper than \(maximumDepth) levels at '\(site.name)'"
    throw .depthLimitExceeded(MustacheDiagnostic(site.location, message))
  }
}
