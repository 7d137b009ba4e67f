#if canImport(Glibc)
  import Glibc
#endif

/// A file's bytes with a table of line starts, to find the text and columns cmark points at.
struct SourceText {
  let bytes: [UInt8]
  private let lineStarts: [Int]

  private let lineEnds: [Int]

  /// Lines end at LF, CR LF or a lone CR, as in cmark.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var ends: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
        // Only LF ends lines (nearly every file): found by memchr, not byte by byte.
        var offset = 0
        while offset < count,
          let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset)
        {
          let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
          ends.append(index)
          starts.append(index + 1)
          offset = index + 1
        }
        return
      }
      var index = 0
      while index < count {
        let byte = buffer[index]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
          ends.append(index)
          let isCRLF =
            byte == UInt8(ascii: "\r") && index + 1 < count
            && buffer[index + 1] == UInt8(ascii: "\n")
          index += isCRLF ? 2 : 1
          starts.append(index)
        } else {
          index += 1
        }
      }
    }
    ends.append(bytes.count)
    lineStarts = starts
    lineEnds = ends
  }

  var lineCount: Int { lineStarts.count }

  /// The bytes of 1-based line `number`, without its line ending.
  func line(_ number: Int) -> ArraySlice<UInt8> {
    bytes[lineRange(number)]
  }

  /// Where line `number` lies in `bytes`, without its line ending (empty past the last line).
  func lineRange(_ number: Int) -> Range<Int> {
    guard number >= 1, number <= lineStarts.count else { return 0..<0 }
    return lineStarts[number - 1]..<lineEnds[number - 1]
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

  /// The slice without leading and trailing spaces, tabs and carriage returns (what
  /// `trimmingBlanks` takes off a string).
  var trimmingBlanks: ArraySlice<UInt8> {
    var start = startIndex
    var end = endIndex
    while start < end, self[start].isBlank { start += 1 }
    while end > start, self[end - 1].isBlank { end -= 1 }
    return self[start..<end]
  }
}

extension UInt8 {
  /// A space, tab or carriage return: what keys, values and tags are trimmed of.
  var isBlank: Bool { self == 0x20 || self == 0x09 || self == 0x0D }
}
