import Testing

@testable import JournalParser

/// The parser's own UTF-8 check agrees with the standard library's decoder on where the first
/// byte sequence that is not UTF-8 starts.
@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  /// Where the standard library's decoder first fails, counted in bytes.
  private static func reference(_ bytes: [UInt8]) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  @Test(
    "edge sequences: overlong forms, surrogates, past U+10FFFF, cut short",
    arguments: [
      [0x41], [0xC2, 0x80], [0xC1, 0xBF], [0xC0, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80],
      [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF],
      [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],
      [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xE2, 0x82],
      [0xF0, 0x9F, 0x98], [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0xE2, 0x82, 0xAC, 0x80],
    ] as [[UInt8]])
  func edges(bytes: [UInt8]) {
    for prefix in [[], Array("12345678".utf8), Array("1234567".utf8)] as [[UInt8]] {
      let input = prefix + bytes + Array("tail".utf8)
      #expect(EncodingCheck.firstInvalidUTF8(in: input) == Self.reference(input), "\(input)")
    }
  }

  @Test("random bytes, mostly ASCII with multi-byte and broken sequences, 20,000 cases")
  func random() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let pieces: [[UInt8]] = [
      Array("plain text ".utf8), Array("é".utf8), Array("€".utf8), Array("🏃".utf8), [0x80],
      [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0xFF],
    ]
    for _ in 0..<20_000 {
      var input: [UInt8] = []
      for _ in 0..<Int(next() % 12) {
        let roll = Int(next() % 100)
        input +=
          roll < 60
          ? pieces[0]
          : roll < 90 ? pieces[1 + Int(next() % 3)] : pieces[Int(next() % UInt64(pieces.count))]
      }
      #expect(EncodingCheck.firstInvalidUTF8(in: input) == Self.reference(input))
    }
  }
}
