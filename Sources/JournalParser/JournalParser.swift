import DiaryCore

#if canImport(Glibc)
  import Glibc
#endif

/// Turns one journal file's bytes into actions: a `workoutAdded` per valid entry, then one
/// `diagnosticsReported` with every problem found (possibly none). Pure: no I/O.
public enum JournalParser {
  /// The actions for the file at `path` (the path is only used in locations).
  public static func actions(
    forFile path: String, bytes: [UInt8], options: ParseOptions = ParseOptions()
  ) -> [Action] {
    let (workouts, diagnostics) = parse(path: path, bytes: bytes, options: options)
    return workouts.map(Action.workoutAdded) + [.diagnosticsReported(path: path, diagnostics)]
  }

  /// The valid workouts of the file, and the diagnostics sorted by location.
  public static func parse(
    path: String, bytes: [UInt8], options: ParseOptions = ParseOptions()
  ) -> ([Workout], [Diagnostic]) {
    if let problem = EncodingCheck.firstProblem(in: bytes) {
      let source = SourceText(bytes: bytes)
      let (line, column) = source.position(ofOffset: problem.offset)
      let location = SourceLocation(path: path, line: line, column: column)
      return ([], [.error(at: location, problem.message + "; the file was skipped")])
    }
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let body = hasBOM ? Array(bytes.dropFirst(3)) : bytes
    var reader = FileReader(path: path, source: SourceText(bytes: body), options: options)
    guard let document = CmarkDocument(bytes: body[...]) else {
      let location = SourceLocation(path: path, line: 0, column: 0)
      return ([], [.error(at: location, "the Markdown parser could not read this file")])
    }
    reader.read(document.root)
    return (reader.workouts, reader.diagnostics.sorted())
  }
}

/// How fields are read and notes rendered: the settings of `diary.conf` the parser follows.
public struct ParseOptions: Sendable, Hashable {
  /// Whether links and images to other sites stay links; when false they become text showing
  /// the address, so the published site only links within itself.
  public var linksExternalSites: Bool
  /// The words of the field keys and complexities: English's, and the journal's language's.
  public var vocabulary: FieldVocabulary

  public init(linksExternalSites: Bool = true, vocabulary: FieldVocabulary = .english) {
    self.linksExternalSites = linksExternalSites
    self.vocabulary = vocabulary
  }

  /// The options `config` sets: its `external-links` and its `language`.
  public init(config: SiteConfig) {
    self.init(
      linksExternalSites: config.linksExternalSites,
      vocabulary: FieldVocabulary(language: config.language))
  }

  /// What decides how a file is parsed: a build cache keeps files parsed with the same.
  public var fingerprint: Fingerprint {
    var print = Fingerprint()
    print.combine(linksExternalSites)
    print.combine(vocabulary.language)
    return print
  }
}

/// Finds bytes that cannot be journal text: NUL bytes and invalid UTF-8.
enum EncodingCheck {
  struct Problem {
    var offset: Int
    var message: String
  }

  static func firstProblem(in bytes: [UInt8]) -> Problem? {
    if isPlainASCII(bytes) { return nil }
    if let byteOrder = utf16ByteOrder(bytes) {
      return Problem(
        offset: 0, message: "the file is UTF-16 (\(byteOrder)), not UTF-8; save it as UTF-8")
    }
    let nul = bytes.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
    let invalid = firstInvalidUTF8(in: bytes)
    if nul == nil && invalid == nil { return nil }
    if let nul, nul < invalid ?? Int.max {
      return Problem(offset: nul, message: "NUL byte in file")
    }
    return invalid.map { Problem(offset: $0, message: "invalid UTF-8 byte sequence") }
  }

  /// `little-endian` or `big-endian` when the file is UTF-16 text: it starts with a UTF-16
  /// byte-order mark, or, in its first 64 code units, at least half of the units have a zero
  /// byte and it is always the same one of the two (as in UTF-16 text that is mostly ASCII).
  /// UTF-8 text has no zero byte, so no journal is mistaken for UTF-16.
  static func utf16ByteOrder(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xFE]) { return "little-endian" }
    if bytes.starts(with: [0xFE, 0xFF]) { return "big-endian" }
    let units = min(bytes.count / 2, 64)
    var zeros = (first: 0, second: 0)
    for unit in 0..<units {
      if bytes[2 * unit] == 0 { zeros.first += 1 }
      if bytes[2 * unit + 1] == 0 { zeros.second += 1 }
    }
    guard units > 0 else { return nil }
    if zeros.first == 0 && zeros.second * 2 >= units { return "little-endian" }
    if zeros.second == 0 && zeros.first * 2 >= units { return "big-endian" }
    return nil
  }

  /// Whether every byte is ASCII and none is NUL (most journals), eight bytes at a time: such a
  /// file is valid UTF-8 without building a string to find out.
  static func isPlainASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      let high: UInt64 = 0x8080_8080_8080_8080
      var offset = 0
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        // A high bit, or a zero byte (the classic test: subtracting 1 from each byte borrows).
        if word & high != 0 || (word &- 0x0101_0101_0101_0101) & ~word & high != 0 {
          return false
        }
        offset += 8
      }
      while offset < raw.count {
        if raw[offset] == 0 || raw[offset] >= 0x80 { return false }
        offset += 1
      }
      return true
    }
  }

  /// Where the first byte sequence that is not UTF-8 starts (overlong forms, surrogates and
  /// code points past U+10FFFF are not); runs of ASCII are skipped eight bytes at a time.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBytes { raw -> Int? in
      let count = raw.count
      var index = 0
      func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
        offset < count && range.contains(raw[offset])
      }
      while index < count {
        if index + 8 <= count,
          raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
          continue
        }
        let lead = raw[index]
        switch lead {
        case 0x00...0x7F:
          index += 1
        case 0xC2...0xDF:
          guard continuation(index + 1) else { return index }
          index += 2
        case 0xE0...0xEF:
          let second: ClosedRange<UInt8> =
            lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
          guard continuation(index + 1, second), continuation(index + 2) else { return index }
          index += 3
        case 0xF0...0xF4:
          let second: ClosedRange<UInt8> =
            lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
          guard continuation(index + 1, second), continuation(index + 2), continuation(index + 3)
          else { return index }
          index += 4
        default:
          return index
        }
      }
      return nil
    }
  }
}
