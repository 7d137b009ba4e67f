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
  /// The Unicode scalars before every `checkpointStride`th byte: a column then costs at most
  /// that many steps, even on a template of one long line with thousands of tags.
  private let scalarCheckpoints: [Int]
  private static let checkpointStride = 64

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    var checkpoints: [Int] = []
    checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
    var scalars = 0
    for (offset, byte) in bytes.enumerated() {
      if offset % Self.checkpointStride == 0 { checkpoints.append(scalars) }
      if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
      if !Self.isContinuation(byte) { scalars += 1 }
    }
    lineStarts = starts
    scalarCheckpoints = checkpoints
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
    let scalars = scalarCount(before: end) - scalarCount(before: lineStart)
    return SourceLocation(path: path, line: low + 1, column: scalars + 1)
  }

  /// The Unicode scalars that start before byte `offset` (at most `bytes.count`).
  private func scalarCount(before offset: Int) -> Int {
    guard !scalarCheckpoints.isEmpty else { return 0 }
    let block = min(offset / Self.checkpointStride, scalarCheckpoints.count - 1)
    let start = block * Self.checkpointStride
    return bytes[start..<offset].reduce(scalarCheckpoints[block]) { count, byte in
      Self.isContinuation(byte) ? count : count + 1
    }
  }

  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// A diagnostic at a byte offset.
  func diagnostic(at offset: Int, _ message: String) -> MustacheDiagnostic {
    MustacheDiagnostic(location(of: offset), message)
  }
}
