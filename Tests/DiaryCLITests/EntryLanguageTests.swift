import DiaryCore
import Foundation
import JournalParser
import Testing

@testable import DiaryCLI

/// `diary new`'s arguments for one workout with every field.
private func newArguments(_ journal: String, complexity: String = "high") -> [String] {
  [
    "new", "Intervalle", "--distance", "10.5km", "--complexity", complexity, "--duration",
    "52:30", "--type", "run", "--tags", "bahn,schnell", "--date", "2026-03-05", "--time", "7:15",
    "--journal", journal,
  ]
}

@Suite("diary new, import and init write entries in the journal's language")
struct EntryLanguageTests {
  @Test(
    "diary new writes the keys, the complexity and a new file's title in the language",
    arguments: [
      (
        "de",
        """
        # März 2026

        ## 2026-03-05 07:15 Intervalle
        - distanz: 10.5 km
        - komplexität: hoch
        - dauer: 52:30
        - typ: run
        - schlagwörter: bahn, schnell

        """
      ),
      (
        "es",
        """
        # marzo de 2026

        ## 2026-03-05 07:15 Intervalle
        - distancia: 10.5 km
        - complejidad: alta
        - duración: 52:30
        - tipo: run
        - etiquetas: bahn, schnell

        """
      ),
      (
        "ar",
        """
        # مارس 2026

        ## 2026-03-05 07:15 Intervalle
        - المسافة: 10.5 km
        - الصعوبة: عالية
        - المدة: 52:30
        - النوع: run
        - الوسوم: bahn, schnell

        """
      ),
    ])
  func newInLanguage(language: String, expected: String) throws {
    let folder = try TemporaryJournal(files: ["journal/diary.conf": "language: \(language)\n"])
    defer { folder.remove() }
    let outcome = runCLI(newArguments(folder.journal))
    let path = folder.journal + "/2026/2026-03.md"
    #expect(
      outcome
        == CLIOutcome(status: 0, out: "\(path):3: added '2026-03-05-intervalle'\n", error: ""))
    #expect(Array(try folder.read("journal/2026/2026-03.md").utf8) == Array(expected.utf8))
    #expect(
      runCLI(["check", "--journal", folder.journal])
        == CLIOutcome(
          status: 0, out: "checked 1 file, 1 workout: 0 errors, 0 warnings\n", error: ""))
  }

  @Test("--complexity takes the journal's words too; English's in every journal")
  func complexityWords() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: de\n",
      "journal/2026/2026-03.md": "# März 2026\n\n## 2026-03-01 Alt\n- distance: 5 km\n",
    ])
    defer { folder.remove() }
    #expect(runCLI(newArguments(folder.journal, complexity: "niedrig")).status == 0)
    #expect(runCLI(newArguments(folder.journal, complexity: "HIGH")).status == 0)
    let text = try folder.read("journal/2026/2026-03.md")
    #expect(text.hasPrefix("# März 2026\n\n## 2026-03-01 Alt\n- distance: 5 km\n\n## "))
    #expect(text.contains("- komplexität: niedrig\n"))
    #expect(text.contains("- komplexität: hoch\n"))
    let english = try TemporaryJournal()
    defer { english.remove() }
    let refused = runCLI(newArguments(english.journal, complexity: "hoch"))
    #expect(refused.status == 64)
    #expect(
      refused.error.hasPrefix(
        "error: --complexity: unknown complexity 'hoch'; expected low, medium or high\n"))
    #expect(!english.exists("journal/2026"))
  }

  @Test("a language of the user's strings titles the month; the keys stay English")
  func userLanguage() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: fr\n",
      "Templates/i18n/fr.strings": "date.month = {month} {year}\nmonth.long.3 = mars\n",
    ])
    defer { folder.remove() }
    #expect(runCLI(newArguments(folder.journal)).status == 0)
    #expect(
      try folder.read("journal/2026/2026-03.md").hasPrefix(
        "# mars 2026\n\n## 2026-03-05 07:15 Intervalle\n- distance: 10.5 km\n- complexity: high\n"))
  }

  @Test("diary import writes the known keys in the journal's language")
  func importInLanguage() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: de\ntimezone: UTC\n",
      "in/a.gpx": gpxRecording(start: "2026-07-01T05:30"),
    ])
    defer { folder.remove() }
    let outcome = try runImport([folder.root + "/in/a.gpx", "--journal", folder.journal])
    #expect(outcome.status == 0, "\(outcome)")
    #expect(
      try folder.read("journal/2026/2026-07.md") == """
        # Juli 2026

        ## 2026-07-01 05:30 Morning run
        - distanz: 1 km
        - dauer: 9:00
        - typ: run
        - ascent: 18 m
        - avg hr: 150
        - max hr: 150
        - source: gpx 2026-07-01T05:30:00Z
        - track: tracks/2026/2026-07-01-morning-run.gpx.gz

        """)
  }

  @Test(
    "diary init --language sets the language and writes the first workout in it",
    arguments: [
      (
        "de",
        """
        # Dezember 2026

        ## 2026-12-02 Erster Lauf
        - distanz: 5 km
        - komplexität: niedrig
        - dauer: 30:00
        - typ: run
        - schlagwörter: locker

        Ein Training ist eine Überschrift zweiter Ebene mit dem Datum (eine Uhrzeit wie 07:15
        darf folgen) und einem Namen, dann seine Felder als Liste, dann Notizen wie diese, in
        Markdown. Bearbeite dieses oder füge das nächste mit `diary new` hinzu.

        """
      ),
      (
        "es",
        """
        # diciembre de 2026

        ## 2026-12-02 Primera carrera
        - distancia: 5 km
        - complejidad: baja
        - duración: 30:00
        - tipo: run
        - etiquetas: suave

        Un entrenamiento es un encabezado de nivel 2 con la fecha (puede seguirle una hora como
        07:15) y un nombre, luego sus campos en una lista y luego notas como estas, en Markdown.
        Edita este o añade el siguiente con `diary new`.

        """
      ),
      (
        "ar",
        """
        # ديسمبر 2026

        ## 2026-12-02 أول جري
        - المسافة: 5 km
        - الصعوبة: منخفضة
        - المدة: 30:00
        - النوع: run
        - الوسوم: سهل

        التمرين عنوان من المستوى الثاني يبدأ بالتاريخ (وقد يليه وقت مثل 07:15) ثم الاسم،
        ثم حقوله في قائمة، ثم ملاحظات مثل هذه بصيغة Markdown. عدّل هذا التمرين أو أضف
        التالي بالأمر `diary new`.

        """
      ),
    ])
  func initInLanguage(language: String, expected: String) throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let root = folder.root + "/diary"
    let today = try #require(LocalDate(year: 2026, month: 12, day: 2))
    let outcome = runCLI(
      ["init", root, "--language", language], machine: Machine(today: { today }))
    #expect(outcome.status == 0, "\(outcome)")
    #expect(
      outcome.out.hasPrefix(
        "created \(root)/journal/diary.conf: the settings, each at its default but language: "
          + "\(language)\n"))
    #expect(try folder.read("diary/journal/2026/2026-12.md") == expected)
    let config = try folder.read("diary/journal/diary.conf")
    #expect(config == ConfigTemplate.text(language: language))
    #expect(config.contains("\nlanguage: \(language)\n") && !config.contains("# language:"))
    #expect(
      runCLI(["check", "--journal", root + "/journal"])
        == CLIOutcome(
          status: 0, out: "checked 1 file, 1 workout: 0 errors, 0 warnings\n", error: ""))
  }

  @Test("diary init refuses a language the theme has no words for, and writes nothing")
  func initUnknownLanguage() throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let outcome = runCLI(["init", folder.root + "/diary", "--language", "fr"])
    #expect(
      outcome
        == CLIOutcome(
          status: 64, out: "",
          error: """
            error: --language: no words for language 'fr'; diary has ar, de, en, es
            Usage: diary init [DIR] [--language en|de|es|ar]
            See 'diary init --help'.

            """))
    #expect(!folder.exists("diary"))
  }
}
