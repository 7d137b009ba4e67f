import DiaryCLI
import DiaryCore
import JournalParser
import Testing

@Suite("diary check")
struct CheckCommandTests {
  @Test("a clean journal: the summary on stdout, nothing on stderr, exit 0")
  func cleanJournal() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    #expect(
      runCLI(["check", "--journal", folder.journal])
        == CLIOutcome(
          status: 0, out: "checked 2 files, 3 workouts: 0 errors, 0 warnings\n", error: ""))
  }

  /// The parser's own diagnostics for a file, one `path:line:column: …` line each.
  private func parserLines(_ path: String, _ text: String) -> String {
    JournalParser.parse(path: path, bytes: Array(text.utf8)).1.map { $0.description + "\n" }
      .joined()
  }

  @Test("every problem is printed to stderr as path:line:column; errors exit 1")
  func reportsEveryProblem() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let text = """
      Stray text.

      ## 2026-12-01 Typo run
      - distance: 10 kms
      - tpye: run

      ## 2026-12-02 Fine walk
      - distance: 3 km

      """
    try folder.write("journal/2026/2026-12.md", text)
    let path = folder.journal + "/2026/2026-12.md"
    let outcome = runCLI(["check", "--journal", folder.journal])
    #expect(
      outcome
        == CLIOutcome(
          status: 1, out: "checked 3 files, 4 workouts: 2 errors, 1 warning\n",
          error: parserLines(path, text)))
    #expect(
      outcome.error.hasSuffix(
        """
        \(path):4:16: error: unknown unit 'kms'; expected km, m, mi or yd
        \(path):5:3: error: unknown key 'tpye'; did you mean 'type'?

        """))
    #expect(outcome.error.hasPrefix("\(path):1:1: warning: "))
  }

  @Test("warnings alone exit 0; --quiet prints only the diagnostics")
  func warningsAndQuiet() throws {
    let text = "Hello.\n\n## 2026-01-02 Run\n"
    let folder = try TemporaryJournal(files: ["journal/a.md": text])
    defer { folder.remove() }
    let warnings = parserLines(folder.journal + "/a.md", text)
    #expect(warnings.contains(": warning: "))
    #expect(
      runCLI(["check", "--quiet", "--journal", folder.journal])
        == CLIOutcome(status: 0, out: "", error: warnings))
    #expect(
      runCLI(["check", "--journal", folder.journal])
        == CLIOutcome(
          status: 0, out: "checked 1 file, 1 workout: 0 errors, 1 warning\n", error: warnings))
  }

  @Test("settings and templates are checked too")
  func settingsAndTemplates() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    try folder.write("journal/diary.conf", "units: furlongs\n")
    try folder.write("Templates/row.mustache", "<tr>{{#name}}</tr>\n")
    let outcome = runCLI(["check", "--journal", folder.journal])
    #expect(outcome.status == 1)
    #expect(outcome.out == "checked 2 files, 3 workouts: 2 errors, 0 warnings\n")
    let lines = outcome.error.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(folder.root + "/Templates/row.mustache:1:") == true)
    #expect(
      lines.last
        == "\(folder.journal)/diary.conf:1:1: error: units must be km or mi, found 'furlongs'")
  }

  @Test("a missing journal is an error naming the folder")
  func missingJournal() throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let missing = folder.root + "/nope"
    let outcome = runCLI(["check", "--journal", missing])
    #expect(outcome.status == 1)
    #expect(outcome.error.hasPrefix("\(missing): error: cannot read journal folder: "))
    #expect(outcome.out == "checked 0 files, 0 workouts: 1 error, 0 warnings\n")
  }

  @Test("a workout dated after today (by the machine's clock) is a warning at its heading")
  func futureDate() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    try folder.write("journal/2026/2026-12.md", "# December\n\n## 2062-12-01 Typo run\n")
    let today = try #require(LocalDate(year: 2026, month: 11, day: 28))
    let outcome = runCLI(
      ["check", "--journal", folder.journal], machine: Machine(today: { today }))
    func warning(_ date: String) -> String {
      "warning: the date \(date) is after today (2026-11-28); the stats end at the newest "
        + "workout's day"
    }
    #expect(
      outcome
        == CLIOutcome(
          status: 0, out: "checked 3 files, 4 workouts: 0 errors, 2 warnings\n",
          error: """
            \(folder.journal)/2026/2026-11.md:10:1: \(warning("2026-11-29"))
            \(folder.journal)/2026/2026-12.md:3:1: \(warning("2062-12-01"))

            """))
  }
}
