/// The kind of a Mustache tag, given by the sigil after the opening delimiter.
enum TagKind: Sendable, Equatable {
  /// `{{name}}`: escaped interpolation.
  case variable
  /// `{{{name}}}` or `{{&name}}`: unescaped interpolation.
  case unescaped
  /// `{{#name}}`: section.
  case section
  /// `{{^name}}`: inverted section.
  case inverted
  /// `{{/name}}`: end of a section, inverted section, parent or block.
  case close
  /// `{{>name}}`: partial.
  case partial
  /// `{{>*name}}`: partial named by the value of `name` (the `~dynamic-names` spec module).
  case dynamicPartial
  /// `{{<name}}`: parent (template inheritance).
  case parent
  /// `{{$name}}`: block (overridable part of a parent).
  case block
  /// `{{!text}}`: comment.
  case comment
  /// `{{=<% %>=}}`: set delimiters.
  case setDelimiters

  /// Whether a tag of this kind may stand alone on a line (and so remove that line).
  var canStandAlone: Bool {
    self != .variable && self != .unescaped
  }

  /// Whether the tag opens a part closed by `{{/name}}`.
  var opensScope: Bool {
    self == .section || self == .inverted || self == .parent || self == .block
  }
}

/// One tag of a template, as scanned.
struct TemplateTag: Sendable {
  /// What the tag does.
  var kind: TagKind
  /// The trimmed name (empty for comments and set-delimiter tags; without the `*` of a
  /// dynamic partial).
  var name: String
  /// Byte offset of the opening delimiter.
  var start: Int
  /// Byte offset just past the closing delimiter.
  var end: Int
}

/// A piece of a scanned template: literal text (a byte range) or a tag (an index into tags).
enum TemplateToken: Sendable, Equatable {
  case text(Range<Int>)
  case tag(Int)
}
