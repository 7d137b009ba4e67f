/// One instruction of a compiled template. Trivially copyable, so walking a template
/// never touches reference counts; payloads index the template's side tables.
enum Instruction: Sendable {
  /// Literal text: a byte range of the template's text storage.
  case text(TextRange)
  /// A source line starts here: the current indentation is written (if any).
  case lineStart
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`: index into `paths`.
  case variable(Int32, escaped: Bool)
  /// `{{#name}}` or `{{^name}}`: index into `sections`; its body follows inline.
  case section(Int32)
  /// `{{>name}}` or `{{>*name}}`: index into `inclusions`.
  case partial(Int32)
  /// `{{<name}}…{{/name}}`: index into `parents`; its override bodies follow inline.
  case parent(Int32)
  /// `{{$name}}…{{/name}}` outside a parent: index into `blocks`; its default body follows.
  case block(Int32)
}

/// A range of bytes in a template's text storage.
struct TextRange: Sendable, Equatable {
  var start: Int32
  var end: Int32
}

/// A range of instructions in a template's code.
struct CodeRange: Sendable, Equatable {
  var start: Int32
  var end: Int32
}
