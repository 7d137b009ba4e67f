/// A position in a template file (1-based line and column).
struct SourceLocation: Sendable, Equatable {
  var path: String
  var line: Int
  var column: Int
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
