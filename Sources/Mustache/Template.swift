/// One compiled template: flat instructions over its literal text, parsed once and shared
/// (read-only) by every render.
final class Template: @unchecked Sendable {
  // @unchecked: every property is immutable after init; `textBase` is owned, written only
  // in init and freed in deinit.

  /// The library name (e.g. `partials/item`).
  let name: String
  /// The file path used in diagnostics.
  let path: String
  let code: [Instruction]
  /// The instructions of the whole template.
  let root: CodeRange
  let paths: [ValuePath]
  let sections: [SectionInfo]
  let inclusions: [Inclusion]
  let parents: [ParentInfo]
  let blocks: [BlockInfo]
  let nestingTags: [NestingTag]
  /// The source size, used to reserve output capacity.
  let sizeHint: Int
  private let textBase: UnsafeMutablePointer<UInt8>
  private let textCount: Int

  init(name: String, path: String, sizeHint: Int, code: TemplateCode) {
    self.name = name
    self.path = path
    self.sizeHint = sizeHint
    self.code = code.instructions
    root = CodeRange(start: 0, end: Int32(code.instructions.count))
    paths = code.paths
    sections = code.sections
    inclusions = code.inclusions
    parents = code.parents
    blocks = code.blocks
    nestingTags = code.nestingTags
    textCount = code.text.count
    textBase = .allocate(capacity: max(code.text.count, 1))
    textBase.initialize(from: code.text, count: code.text.count)
  }

  /// This template with each variable tag whose first name is `key` replaced by the text it
  /// shows of `value` (escaped as the tag asks): the tag no longer reads the context.
  func binding(_ key: MustacheKey, to value: MustacheValue) -> Template {
    var bound = TemplateCode(
      instructions: code, text: Array(UnsafeBufferPointer(start: textBase, count: textCount)),
      paths: paths, sections: sections, inclusions: inclusions, parents: parents,
      blocks: blocks, nestingTags: nestingTags)
    let scope = [MustacheValue.object(MustacheObject([key.name: value]))]
    for (index, instruction) in code.enumerated() {
      guard case .variable(let path, let escaped) = instruction else { continue }
      switch paths[Int(path)] {
      case .key(let first) where first == key: break
      case .dotted(let keys) where keys.first == key: break
      default: continue
      }
      var shown = RenderBuffer(capacity: 64)
      if let found = ContextLookup.value(paths[Int(path)], in: scope) {
        shown.append(value: found, escaped: escaped)
      }
      let start = Int32(bound.text.count)
      shown.withBytes { bound.text.append(contentsOf: $0) }
      bound.instructions[index] = .text(TextRange(start: start, end: Int32(bound.text.count)))
    }
    return Template(name: name, path: path, sizeHint: sizeHint, code: bound)
  }

  deinit {
    textBase.deallocate()
  }

  /// The bytes of a text instruction.
  @inline(__always)
  func text(_ range: TextRange) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: textBase + Int(range.start), count: Int(range.end - range.start))
  }
}

/// The parts of a template as the code emitter produces them.
struct TemplateCode {
  var instructions: [Instruction] = []
  var text: [UInt8] = []
  var paths: [ValuePath] = []
  var sections: [SectionInfo] = []
  var inclusions: [Inclusion] = []
  var parents: [ParentInfo] = []
  var blocks: [BlockInfo] = []
  var nestingTags: [NestingTag] = []
}
