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
    textBase = .allocate(capacity: max(code.text.count, 1))
    textBase.initialize(from: code.text, count: code.text.count)
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
