import DiaryCore
import Testing

@Suite("JSON string literals written by hand")
struct JSONTextTests {
  /// Sixteen bytes of text and their escape: quotes, backslashes and control characters, the
  /// characters unsafe in HTML, a line separator, a non-ASCII letter left as it is.
  private let unit = "a<b>&\"\\\n\u{2028}é\t\u{7F}\u{01}"
  private let escapedUnit = #"a\u003cb\u003e\u0026\"\\\n\u2028é\t\u007f\u0001"#

  @Test("escapes every special character, and nothing else")
  func escapes() {
    #expect(JSONText.string("") == #""""#)
    #expect(JSONText.string("plain text, café") == #""plain text, café""#)
    #expect(JSONText.string(unit) == "\"" + escapedUnit + "\"")
  }

  @Test("a long text is written a piece at a time, the same, even a character cut by a piece's end")
  func longText() {
    // Seven bytes first: the 4,096-byte piece then ends inside a line separator's three bytes.
    let text = "prefix_" + String(repeating: unit, count: 600)
    let expected = "\"prefix_" + String(repeating: escapedUnit, count: 600) + "\""
    #expect(JSONText.string(text) == expected)
  }

  @Test("a character to escape is found at every place of a text, eight bytes tested at a time")
  func everyPlace() {
    let specials: [(text: String, escaped: String)] = [
      ("<", #"\u003c"#), (">", #"\u003e"#), ("&", #"\u0026"#), ("\"", #"\""#), ("\\", #"\\"#),
      ("\n", #"\n"#), ("\u{1F}", #"\u001f"#), ("\u{7F}", #"\u007f"#), ("\u{2029}", #"\u2029"#),
    ]
    let filler = Array("abcdefghijklmnopqrstuvwxyz")
    for (special, escaped) in specials {
      for place in 0...filler.count {
        let head = String(filler[..<place])
        let tail = String(filler[place...])
        #expect(
          JSONText.string(head + special + tail) == "\"" + head + escaped + tail + "\"",
          "\(special.unicodeScalars.map(\.value)) at \(place)")
      }
    }
    // Every other ASCII character, those a bit apart from the escaped ones too, is left alone.
    for byte in UInt8(0x20)...0x7E where !"<>&\"\\".utf8.contains(byte) {
      let special = String(UnicodeScalar(byte))
      for place in 0...filler.count {
        let text = String(filler[..<place]) + special + String(filler[place...])
        #expect(JSONText.string(text) == "\"" + text + "\"", "\(byte) at \(place)")
      }
    }
    // Other bytes of 0xE2 sequences (here U+2014, U+20AC) are not escaped.
    #expect(JSONText.string("a—b€c — 12345678") == "\"a—b€c — 12345678\"")
  }
}
