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
  /// The trimmed name (empty for comments and set-delimiter tags).
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

/// Maps byte offsets of one source file to 1-based line and column.
struct SourceMap: Sendable {
  let path: String
  let bytes: [UInt8]
  private let lineStarts: [Int]

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The location of a byte offset; the column counts Unicode scalars from the line start.
  func location(of offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let lineStart = lineStarts[low]
    let end = min(max(offset, lineStart), bytes.count)
    let scalars = bytes[lineStart..<end].reduce(0) { count, byte in
      byte & 0xC0 == 0x80 ? count : count + 1
    }
    return SourceLocation(path: path, line: low + 1, column: scalars + 1)
  }

  /// A diagnostic at a byte offset.
  func diagnostic(at offset: Int, _ message: String) -> MustacheDiagnostic {
    MustacheDiagnostic(location(of: offset), message)
  }
}
