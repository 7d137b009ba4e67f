/// One node of a compiled template tree. Payloads are immutable classes so a node is one word.
enum TemplateNode: Sendable {
  /// Literal text, with the positions where a source line starts (for partial indentation).
  case text(TextChunk)
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
  case variable(VariableNode)
  /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
  case section(SectionNode)
  /// `{{>name}}`.
  case partial(PartialNode)
  /// `{{<name}}…{{/name}}`: renders the parent with block overrides.
  case parent(ParentNode)
  /// `{{$name}}…{{/name}}` outside a parent tag: an overridable part with default content.
  case block(BlockNode)
}

/// A lookup path resolved at compile time: `.`, a single key, or dotted keys.
enum ValuePath: Sendable, Equatable {
  case implicit
  case key(String)
  case dotted([String])

  init(_ name: String) {
    if name == "." {
      self = .implicit
    } else if name.utf8.contains(UInt8(ascii: ".")) {
      self = .dotted(name.split(separator: ".").map(String.init))
    } else {
      self = .key(name)
    }
  }
}

/// Literal bytes; `lineStarts` are offsets where a source line begins (indent goes there).
final class TextChunk: Sendable {
  let bytes: [UInt8]
  let lineStarts: [Int]

  init(bytes: [UInt8], lineStarts: [Int]) {
    self.bytes = bytes
    self.lineStarts = lineStarts
  }
}

/// An interpolation tag.
final class VariableNode: Sendable {
  let path: ValuePath
  let escaped: Bool

  init(path: ValuePath, escaped: Bool) {
    self.path = path
    self.escaped = escaped
  }
}

/// A section or inverted section.
final class SectionNode: Sendable {
  let name: String
  let path: ValuePath
  let inverted: Bool
  let body: [TemplateNode]
  let location: SourceLocation

  init(name: String, inverted: Bool, body: [TemplateNode], location: SourceLocation) {
    self.name = name
    self.path = ValuePath(name)
    self.inverted = inverted
    self.body = body
    self.location = location
  }
}

/// Where an included template goes: its library index, and how it is indented.
struct Inclusion: Sendable {
  /// The referenced template name, as written.
  let name: String
  /// The index of the template in the library, `nil` when missing (rendered empty).
  let target: Int?
  /// Whether the tag stood alone on its line; only then is `indent` applied.
  let standalone: Bool
  /// The whitespace before a standalone tag, prepended to each line of the included template.
  let indent: [UInt8]
  let location: SourceLocation
}

/// A partial tag.
final class PartialNode: Sendable {
  let inclusion: Inclusion

  init(inclusion: Inclusion) {
    self.inclusion = inclusion
  }
}

/// The content of a block: default content at a block site, or an override inside a parent.
struct BlockBody: Sendable {
  let nodes: [TemplateNode]
  /// Whether the block's opening tag stood alone (the content was then de-indented).
  let standalone: Bool
  /// Whether the content starts in the middle of a source line (no line start marker first).
  let startsMidLine: Bool
}

/// A parent tag with the block overrides written inside it.
final class ParentNode: Sendable {
  let inclusion: Inclusion
  let overrides: [String: BlockBody]

  init(inclusion: Inclusion, overrides: [String: BlockBody]) {
    self.inclusion = inclusion
    self.overrides = overrides
  }
}

/// A block site: rendered from the active override of `name`, or from its default content.
final class BlockNode: Sendable {
  let name: String
  /// Whether the opening tag stood alone; then content is re-indented with `indent`.
  let standalone: Bool
  /// The block's indentation at this site (its default content's indentation, else the tag's).
  let indent: [UInt8]
  let defaultBody: BlockBody
  let location: SourceLocation

  init(
    name: String, standalone: Bool, indent: [UInt8], defaultBody: BlockBody,
    location: SourceLocation
  ) {
    self.name = name
    self.standalone = standalone
    self.indent = indent
    self.defaultBody = defaultBody
    self.location = location
  }
}
