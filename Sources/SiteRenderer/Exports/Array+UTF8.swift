extension [UInt8] {
  /// Appends static text's UTF-8 bytes in one copy.
  mutating func append(static text: StaticString) {
    append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8 bytes in one copy.
  mutating func append(text: String) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }
}
