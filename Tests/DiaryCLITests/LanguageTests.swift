import Foundation
import Testing

@testable import DiaryCLI

@Suite("The site's language: diary.conf's language, --language, Templates/i18n")
struct LanguageTests {
  @Test("a language the theme has words for sets the document's language and direction")
  func known() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: ar\n", "journal/a.md": "## 2026-11-01 Run\n",
    ])
    defer { folder.remove() }
    let outcome = runCLI(["build", "--journal", folder.journal, "--output", folder.output])
    #expect(outcome.status == 0, "\(outcome)")
    #expect(try folder.read("_site/index.html").contains("<html lang=\"ar\" dir=\"rtl\">"))
    #expect(!FileManager.default.fileExists(atPath: folder.output + "/i18n"))
    let german = runCLI([
      "build", "--journal", folder.journal, "--output", folder.output, "--language", "de",
    ])
    #expect(german.status == 0)
    #expect(try folder.read("_site/index.html").contains("<html lang=\"de\" dir=\"ltr\">"))
  }

  @Test("a language without words is an error naming the file to add and the languages there are")
  func unknown() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: fr\n", "journal/a.md": "## 2026-11-01 Run\n",
    ])
    defer { folder.remove() }
    let outcome = runCLI(["build", "--journal", folder.journal, "--output", folder.output])
    #expect(outcome.status == 1)
    #expect(
      outcome.error.hasPrefix(
        "\(folder.journal)/diary.conf: error: no words for language 'fr': add "
          + "Templates/i18n/fr.strings beside the journal (copy the default theme's "
          + "en.strings); the theme has ar, de, en, es\n"))
  }

  @Test("a user's strings file adds a language; diary check names its gaps and unknown keys")
  func userLanguage() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: fr\n", "journal/a.md": "## 2026-11-01 Run\n",
      "Templates/i18n/fr.strings":
        "# français\nmonth.long.11 = novembre\nmonth.lnog.12 = décembre\n",
    ])
    defer { folder.remove() }
    let build = runCLI(["build", "--journal", folder.journal, "--output", folder.output])
    #expect(build.status == 0, "\(build)")
    #expect(!build.error.contains("warning"))
    #expect(try folder.read("_site/index.html").contains("<html lang=\"fr\" dir=\"ltr\">"))
    let check = runCLI(["check", "--journal", folder.journal])
    let file = folder.root + "/Templates/i18n/fr.strings"
    #expect(
      check.error.contains(
        "\(file): warning: no fr text for 'date.day': the English text is used\n"))
    #expect(!check.error.contains("'month.long.11'"))
    #expect(
      check.error.contains(
        "\(file):3:1: warning: 'month.lnog.12' is not a word of the theme; did you mean "
          + "'month.long.12'?\n"))
  }
}
