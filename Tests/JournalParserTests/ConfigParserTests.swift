import DiaryCore
import JournalParser
import Testing

@Suite("diary.conf")
struct ConfigParserTests {
  @Test("lines end at LF, CRLF or CR alike")
  func lineEndings() {
    for ending in ["\n", "\r\n", "\r"] {
      let text = ["title: My runs", "units: mi", "language: de", ""].joined(separator: ending)
      let (config, diagnostics) = ConfigParser.parse(path: "diary.conf", text: text)
      #expect(diagnostics == [], "\(ending.debugDescription)")
      #expect(config.title == "My runs")
      #expect(config.units == .imperial)
      #expect(config.language == "de")
    }
  }

  @Test(
    "the language is a language code, stored in lowercase",
    arguments: [
      ("de", "de", nil), ("AR", "ar", nil), ("pt-BR", "pt-br", nil),
      (
        "german!", "en",
        "diary.conf:1:1: error: language must be a language code like 'en', 'de', 'es' or "
          + "'ar', found 'german!'"
      ),
      (
        "d", "en",
        "diary.conf:1:1: error: language must be a language code like 'en', 'de', 'es' or "
          + "'ar', found 'd'"
      ),
    ] as [(String, String, String?)])
  func language(value: String, stored: String, error: String?) {
    let (config, diagnostics) = ConfigParser.parse(path: "diary.conf", text: "language: \(value)\n")
    #expect(config.language == stored)
    #expect(diagnostics.map(\.description) == (error.map { [$0] } ?? []))
  }

  @Test("an unknown setting names the one it is probably a typo of")
  func unknown() {
    let (_, diagnostics) = ConfigParser.parse(path: "diary.conf", text: "\nlangauge: de\n")
    #expect(
      diagnostics.map(\.description) == [
        "diary.conf:2:1: error: unknown setting 'langauge'; did you mean 'language'?"
      ])
  }
}
