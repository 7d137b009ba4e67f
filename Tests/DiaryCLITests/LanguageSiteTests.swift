import DiaryCLI
import Foundation
import SiteRenderer
import Testing

/// The site in German, Spanish and Arabic: one page of each kind pinned per language, and no
/// English word of the theme left on the sample site's pages.
@Suite("The site in other languages")
struct LanguageSiteTests {
  static let languages = ["de", "es", "ar"]
  /// One page of each kind, from the golden fixture journal.
  static let pages = [
    "index.html", "workouts/2026-10-31-halloween-10k.html", "stats.html", "races.html",
    "2026/index.html", "types/run.html", "404.html", "feed.xml",
  ]

  @Test(
    "one page of each kind matches its golden file (RECORD_SNAPSHOTS=1 records them)",
    arguments: languages)
  func golden(language: String) throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/site"
    let result = runCLI([
      "build", "--quiet", "--journal", Fixtures.journal, "--output", output, "--language",
      language,
    ])
    #expect(result.status == 0, "\(result.error)")
    let folder = Fixtures.root + "/golden-\(language)"
    for page in Self.pages {
      let built = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
      if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        let url = URL(fileURLWithPath: folder + "/" + page)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(built.utf8).write(to: url)
        continue
      }
      let golden = try String(contentsOfFile: folder + "/" + page, encoding: .utf8)
      #expect(built == golden, "\(language): \(page) differs from its golden file")
    }
  }

  @Test("the sample site has no English word of the theme left", arguments: languages)
  func noEnglish(language: String) throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/site"
    let result = runCLI([
      "build", "--quiet", "--journal", Fixtures.packageRoot + "/journal", "--output", output,
      "--language", language,
    ])
    #expect(result.status == 0, "\(result.error)")
    let english = try Self.words(ofStrings: "en")
    let own = try Self.words(ofStrings: language)
    let theirs = english.subtracting(own)
    let journal = try Self.journalWords(site: output)
    var found: [String: Set<String>] = [:]
    for (path, data) in try fileTree(output) where path.hasSuffix(".html") || path == "feed.xml" {
      for word in Self.words(in: Self.readableText(String(decoding: data, as: UTF8.self)))
      where theirs.contains(word) && !journal.contains(word) {
        found[path, default: []].insert(word)
      }
    }
    #expect(
      found.isEmpty, "English words on \(language) pages: \(found.sorted { $0.key < $1.key })")
  }

  @Test("a user's strings file changes one word; a site without a title takes the language's")
  func override() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: de\n",
      "journal/a.md": "## 2026-11-01 Lauf\n- distance: 10.5 km\n",
      "Templates/i18n/de.strings": "nav.archive = Rückblick\n",
    ])
    defer { folder.remove() }
    let build = runCLI(["build", "--journal", folder.journal, "--output", folder.output])
    #expect(build.status == 0, "\(build)")
    let index = try folder.read("_site/index.html")
    #expect(index.contains("<a href=\"archive.html\">Rückblick</a>"))
    #expect(index.contains("<a href=\"stats.html\">Statistik</a>"))
    #expect(
      index.contains(
        "<title>&#x2068;Trainings nach Datum&#x2069; · &#x2068;Trainingstagebuch&#x2069;</title>"))
    #expect(index.contains("<td class=\"num\">10,5\u{A0}km</td>"))
    #expect(try folder.read("_site/feed.xml").contains("<title>Trainingstagebuch</title>"))
  }

  /// The lowercased words of four letters or more of a shipped strings file's values, without
  /// their `{placeholders}`.
  static func words(ofStrings language: String) throws -> Set<String> {
    let name = "i18n/\(language).strings"
    let file = StringsFile(path: name, text: try #require(DefaultTheme.files[name]))
    var words = Set<String>()
    for value in file.values.values {
      words.formUnion(Self.words(in: value.replacing(/\{[^}]*\}/, with: "")))
    }
    return words
  }

  /// Every word the journal wrote, as the language-neutral `workouts.json` and `diary.conf`
  /// hold it: names, types, tags, custom fields, notes, goals and gear, shown as written.
  static func journalWords(site: String) throws -> Set<String> {
    let json = try String(contentsOfFile: site + "/workouts.json", encoding: .utf8)
    let config = try String(
      contentsOfFile: Fixtures.packageRoot + "/journal/diary.conf", encoding: .utf8)
    let unescaped = json.replacing("\\u003c", with: "<").replacing("\\u003e", with: ">")
      .replacing("\\u0026", with: "&")
    return words(in: readableText(unescaped) + " " + config)
  }

  /// What a reader gets of a page: its text and its labels (`aria-label`, `title`, `alt`),
  /// without the journal's notes, code (journal syntax) and the feed's ids.
  static func readableText(_ html: String) -> String {
    var text = html
    text.replace(/<section class="notes".*?<\/section>/.dotMatchesNewlines(), with: " ")
    text.replace(
      /<code>.*?<\/code>|<id>.*?<\/id>|<content[^>]*>.*?<\/content>/.dotMatchesNewlines(),
      with: " ")
    let labels = text.matches(of: /(?:aria-label|title|alt)="([^"]*)"/).map { String($0.1) }
    text.replace(/<[^>]*>/, with: " ")
    return ([text] + labels).joined(separator: " ")
  }

  static func words(in text: String) -> Set<String> {
    Set(text.matches(of: /\p{L}{4,}/).map { $0.output.lowercased() })
  }
}
