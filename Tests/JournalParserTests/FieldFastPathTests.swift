import DiaryCore
import Testing

@testable import JournalParser

/// The byte-level readings of durations and tags (the common case) must agree with the full
/// rules on characters for every text they accept, and leave every other text to them.
@Suite("Fast readings of fields agree with the full rules")
struct FieldFastPathTests {
  /// Texts near every rule: digits, colons, signs, blanks, case, commas, non-ASCII.
  static let alphabet: [String] = [
    "0", "1", "5", "9", "6", ":", "-", "+", " ", "\t", "\r", ",", "a", "Z", "é", "e\u{301}", ".",
    "_", "00", "59", "60", "99", "123456", "1234567",
  ]

  /// `count` texts made of up to `length` pieces of the alphabet, the same for every run.
  static func texts(count: Int, length: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed)
    return (0..<count).map { _ in
      (0..<(1 + random.next(below: length))).map { _ in
        alphabet[random.next(below: alphabet.count)]
      }.joined()
    }
  }

  @Test func durations() {
    let texts =
      Self.texts(count: 20_000, length: 6, seed: 7) + [
        "52:30", "1:05:00", "0:00", "1:5:00", "1:60:00", "99:59", "1:00:60", "123456:00",
        "1234567:00", "12:3", ":30", "1::30", "1:30:", "-1:00", "+1:00", "1:30:00:00", "00:01",
      ]
    for text in texts {
      if let fast = FieldValues.plainDuration(text) {
        #expect(FieldValues.fullDuration(text) == .success(fast), "\(text.debugDescription)")
      }
      #expect(
        FieldValues.duration(text) == FieldValues.fullDuration(text), "\(text.debugDescription)")
    }
  }

  @Test func tags() {
    let texts =
      Self.texts(count: 20_000, length: 8, seed: 11) + [
        "easy, track", " a ,, b ,a", "open  water, open\twater", "Intervals, track", "a\r, b",
        "", ",", "x,y,x", "caf\u{E9}, cafe\u{301}",
      ]
    for text in texts {
      if let fast = FieldValues.plainTags(text) {
        #expect(FieldValues.fullTags(text) == .success(fast), "\(text.debugDescription)")
      }
      #expect(FieldValues.tags(text) == FieldValues.fullTags(text), "\(text.debugDescription)")
    }
    // The common texts take the fast path.
    #expect(FieldValues.plainTags(" a ,, b ,a") == ["a", "b"])
    #expect(FieldValues.plainTags("open  water, open\twater\t") == ["open  water", "open\twater"])
    #expect(FieldValues.plainTags("Intervals") == nil)
  }

  @Test func types() {
    for text in Self.texts(count: 5_000, length: 4, seed: 3) + ["run", "trail-run", "Run", "ski_2"]
    {
      let expected: Result<String, FieldError> =
        text.unicodeScalars.allSatisfy {
          !$0.properties.isWhitespace && $0.properties.generalCategory != .control
        }
        ? .success(text.lowercased())
        : .failure(FieldError("type must be one word, like 'run', found '\(text)'"))
      #expect(FieldValues.type(text) == expected, "\(text.debugDescription)")
    }
  }

  @Test func trimming() {
    for text in Self.texts(count: 5_000, length: 5, seed: 5) {
      let bytes = Array(text.utf8)
      let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
      let start = bytes.firstIndex { !isBlank($0) }
      let end = bytes.lastIndex { !isBlank($0) }
      let expected =
        start.flatMap { start in
          end.map { String(decoding: bytes[start...$0], as: UTF8.self) }
        } ?? ""
      #expect(text.trimmingBlanks == expected, "\(text.debugDescription)")
    }
  }
}

@Suite("The ASCII check before UTF-8 validation")
struct PlainASCIITests {
  @Test func agreesWithAByteByByteCheck() {
    var random = SeededRandom(42)
    let palette: [UInt8] = [0, 1, 0x0A, 0x41, 0x7F, 0x80, 0xC3, 0xFF]
    for _ in 0..<20_000 {
      // Mostly letters, so long plain runs occur, with a rare other byte anywhere.
      let bytes = (0..<random.next(below: 41)).map { _ in
        let pick = random.next(below: 64)
        return pick < palette.count ? palette[pick] : 0x61
      }
      #expect(
        EncodingCheck.isPlainASCII(bytes) == bytes.allSatisfy { $0 != 0 && $0 < 0x80 },
        "\(bytes)")
    }
  }
}

/// A linear congruential sequence: the same numbers for the same seed, on every run.
private struct SeededRandom {
  private var state: UInt64

  init(_ seed: UInt64) { state = seed }

  /// A number in `0..<bound`.
  mutating func next(below bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
