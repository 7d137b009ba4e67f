/// What the code emitter receives: text, source line starts, and tags with their placement.
enum LineEvent: Equatable {
  case text(Range<Int>)
  case lineStart
  case tag(Int, TagPlacement)
}

/// Whether a tag stood alone on its line, and the indentation that goes with it.
struct TagPlacement: Equatable {
  var standalone: Bool
  /// For partials and parents: the whitespace before the tag. For blocks: the block's indent.
  var indent: [UInt8]
}
