import DiaryCore
import Foundation
import JournalParser
import Testing

@testable import DiaryCLI

@Suite("diary init")
struct InitCommandTests {
  private let today = LocalDate(year: 2026, month: 12, day: 2) ?? LocalDate(dayNumber: 0)

  private func initialize(_ arguments: [String]) -> CLIOutcome {
    runCLI(["init"] + arguments, machine: Machine(today: { [today] in today }))
  }

  @Test("writes the settings, a first workout today and a .gitignore, then says what next")
  func startsJournal() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let folder = scratch.path + "/diary"
    #expect(
      initialize([folder + "/"])
        == CLIOutcome(
          status: 0,
          out: """
            created \(folder)/journal/diary.conf: the settings, each at its default
            created \(folder)/journal/2026/2026-12.md: a first workout, today
            created \(folder)/.gitignore: the built site and its cache stay out of git
            Next: 'cd \(folder) && diary serve' shows the site at http://127.0.0.1:8000/ as you \
            edit; 'diary new "Evening run" --distance 5km' adds a workout.

            """, error: ""))
    #expect(
      try fileTree(folder) == [
        "journal/diary.conf": Data(ConfigTemplate.text.utf8),
        "journal/2026/2026-12.md": Data(
          """
          # December 2026

          ## 2026-12-02 First run
          - distance: 5 km
          - complexity: low
          - duration: 30:00
          - type: run
          - tags: easy

          A workout is a level-2 heading with the date (a time such as 07:15 may follow it) and a
          name, then its fields as a list, then notes like these, in Markdown. Edit this one, or
          add the next with `diary new`.

          """.utf8),
        ".gitignore": Data(
          "# The site diary builds, and its cache beside it.\n_site/\n._site.diary-*\n".utf8),
      ])
    #expect(
      runCLI(["check", "--journal", folder + "/journal"])
        == CLIOutcome(
          status: 0, out: "checked 1 file, 1 workout: 0 errors, 0 warnings\n", error: ""))
  }

  @Test("in the current folder, paths are relative and the next step has no 'cd'")
  func currentFolder() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    // The built binary, run in the folder as a user would: tests never change their own.
    try #require(FileManager.default.isExecutableFile(atPath: diaryBinary))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: diaryBinary)
    process.arguments = ["init"]
    process.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "created journal/diary.conf: the settings, each at its default")
    #expect(lines.last?.hasPrefix("Next: 'diary serve' shows the site") == true)
    #expect(try fileTree(scratch.path).keys.count == 3)
  }

  @Test("a journal folder that is not empty is refused; nothing is written")
  func refusesExistingJournal() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    try scratch.write("journal/2026/2026-11.md", "## 2026-11-28 Run\n")
    let before = try fileTree(scratch.path)
    #expect(
      initialize([scratch.path])
        == CLIOutcome(
          status: 1, out: "",
          error: "\(scratch.path)/journal: error: the folder exists and is not empty; diary init "
            + "starts a new journal and writes nothing here ('diary check --journal "
            + "\(scratch.path)/journal' checks one)\n"))
    #expect(try fileTree(scratch.path) == before)
  }

  @Test(
    "an existing .gitignore keeps its bytes and gets only the lines it lacks",
    arguments: [
      (
        "node_modules/", "node_modules/\n_site/\n._site.diary-*\n",
        "added _site/ and ._site.diary-*"
      ),
      ("_site/\r\n", "_site/\r\n._site.diary-*\n", "added ._site.diary-*"),
      ("._site.diary-*\n _site/ \n", "._site.diary-*\n _site/ \n", "kept"),
    ])
  func existingGitignore(existing: String, expected: String, report: String) throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    try scratch.write(".gitignore", existing)
    let outcome = initialize([scratch.path])
    #expect(outcome.status == 0)
    let path = scratch.path + "/.gitignore"
    let line =
      report == "kept" ? "kept \(path): it already leaves out the site" : "\(report) to \(path)"
    #expect(outcome.out.split(separator: "\n").dropFirst(2).first.map(String.init) == line)
    #expect(try fileTree(scratch.path)[".gitignore"] == Data(expected.utf8))
  }
}
