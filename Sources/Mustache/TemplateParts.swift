/// The tag where a nested render starts (section, partial, parent, block): named in depth errors.
struct NestingTag: Sendable {
  let name: String
  let location: SourceLocation
}

/// A section or inverted section.
struct SectionInfo: Sendable {
  /// Index into the template's `paths`.
  let path: Int32
  let inverted: Bool
  let body: CodeRange
  /// Index into the template's `nestingTags`.
  let nestingTag: Int32
}

/// Where an included template (partial or parent) goes, and how it is indented.
struct Inclusion: Sendable {
  /// Which template is included.
  enum Target: Sendable {
    /// The template at this library index.
    case template(Int32)
    /// A name that is not in the library: rendered empty.
    case missing
    /// `{{>*name}}`: the template named by the string value of the name at this index of the
    /// template's `paths`, looked up when rendering.
    case dynamic(Int32)
  }

  let target: Target
  /// Whether the tag stood alone on its line; only then is `indent` applied.
  let standalone: Bool
  /// The whitespace before a standalone tag, prepended to each line of the included template.
  let indent: String
  let nestingTag: Int32
}

/// The content of a block: default content at a block tag, or an override in a parent tag.
struct BlockBody: Sendable {
  /// The library index of the template holding the code.
  let template: Int32
  let code: CodeRange
  /// Whether the block's opening tag stood alone (the content was then de-indented).
  let standalone: Bool
  /// Whether the content starts in the middle of a source line.
  let startsMidLine: Bool
}

/// A parent tag with the block overrides written inside it.
struct ParentInfo: Sendable {
  let inclusion: Inclusion
  let overrides: [String: BlockBody]
  /// The instructions of the override bodies, skipped when the parent tag renders.
  let skipped: CodeRange
}

/// A block tag: rendered from the active override of `name`, or from its default content.
struct BlockInfo: Sendable {
  let name: String
  /// Whether the opening tag stood alone; then the content is re-indented with `indent`.
  let standalone: Bool
  /// The block's indentation here (its default content's indentation, else the tag's).
  let indent: String
  let defaultBody: BlockBody
  let nestingTag: Int32
}
