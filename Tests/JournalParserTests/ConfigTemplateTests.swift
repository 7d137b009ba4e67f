import DiaryCore
import Testing

@testable import JournalParser

@Suite("The diary.conf that diary init writes")
struct ConfigTemplateTests {
  /// The template's commented settings, uncommented: `# units: km` → `units: km`.
  private var settingLines: [String] {
    ConfigTemplate.text.split(separator: "\n").compactMap { line in
      let text = line.dropFirst(2)
      guard line.hasPrefix("# "), let colon = text.firstIndex(of: ":"),
        ConfigParser.Key(rawValue: String(text[..<colon])) != nil
      else { return nil }
      return String(text)
    }
  }

  @Test("names every setting once, each commented out")
  func namesEverySetting() {
    #expect(
      settingLines.map { String($0.prefix { $0 != ":" }) }.sorted()
        == ConfigParser.Key.allCases.map(\.rawValue).sorted())
    let (config, diagnostics) = ConfigParser.parse(path: "diary.conf", text: ConfigTemplate.text)
    #expect(diagnostics == [])
    #expect(config == SiteConfig())
  }

  @Test("its values, uncommented, are the defaults")
  func valuesAreDefaults() {
    let text = settingLines.joined(separator: "\n")
    let (config, diagnostics) = ConfigParser.parse(path: "diary.conf", text: text)
    #expect(diagnostics == [])
    #expect(config == SiteConfig())
  }
}
