/// A file's bytes with a table of line starts, to find the text and columns cmark points at.
struct SourceText {
  let bytes: [UInt8]
  private let lineStarts: [Int]

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  var lineCount: Int { lineStarts.count }

  /// The bytes of 1-based line `number`, without its line ending.
  func line(_ number: Int) -> ArraySlice<UInt8> {
    guard number >= 1, number <= lineStarts.count else { return [] }
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return bytes[start..<end]
  }

  /// The 1-based line and column of a byte offset.
  func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }
}

extension ArraySlice<UInt8> {
  var text: String { String(decoding: self, as: UTF8.self) }

  /// The slice without leading spaces and tabs.
  var trimmingLeadingBlanks: ArraySlice<UInt8> {
    drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }
}
