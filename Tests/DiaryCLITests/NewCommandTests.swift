import DiaryCore
import Foundation
import JournalParser
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import DiaryCLI

@Suite("diary new")
struct NewCommandTests {
  @Test("creates the month file with a title and prints path:line and the id")
  func createsMonthFile() throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let outcome = runCLI([
      "new", "Morning run", "--distance", "10.5km", "--complexity", "HIGH", "--duration", "52:30",
      "--type", "Run", "--tags", "Intervals, track,intervals", "--date", "2026-11-28", "--time",
      "07:15", "--journal", folder.journal,
    ])
    let path = folder.journal + "/2026/2026-11.md"
    #expect(
      outcome
        == CLIOutcome(status: 0, out: "\(path):3: added '2026-11-28-morning-run'\n", error: ""))
    #expect(
      try folder.read("journal/2026/2026-11.md") == """
        # November 2026

        ## 2026-11-28 07:15 Morning run
        - distance: 10.5 km
        - complexity: high
        - duration: 52:30
        - type: run
        - tags: intervals, track

        """)
  }

  @Test("round-trips through the parser: append, re-parse, the same workout")
  func roundTrips() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let name = "5×400 *fast* [track] #2 & <b>ok</b> \\o/ `x` _y_"
    let outcome = runCLI([
      "new", name, "--distance", "6.2 mi", "--duration", "1:02:03", "--type", "trail",
      "--tags", "a,b", "--date", "2026-11-30", "--journal", folder.journal,
    ])
    #expect(outcome.status == 0, "\(outcome)")
    let path = folder.journal + "/2026/2026-11.md"
    let bytes = Array(try folder.read("journal/2026/2026-11.md").utf8)
    let (workouts, diagnostics) = JournalParser.parse(path: path, bytes: bytes)
    #expect(diagnostics == [])
    let expected = Workout(
      date: try #require(LocalDate(year: 2026, month: 11, day: 30)), name: name,
      distance: Distance(6.2, .miles), duration: WorkoutDuration(hours: 1, minutes: 2, seconds: 3),
      complexity: .medium, type: "trail", tags: ["a", "b"],
      location: SourceLocation(path: path, line: 17, column: 1))
    #expect(workouts.last == expected)
    #expect(outcome.out == "\(path):17: added '\(expected.id)'\n")
  }

  @Test(
    "appends without changing a byte of the file, with one blank line before the entry",
    arguments: [
      ("# Nov\n\n## 2026-11-01 A\n", "\n"),
      ("# Nov\n\n## 2026-11-01 A\n\n", ""),
      ("# Nov\n\n## 2026-11-01 A", "\n\n"),
      ("# Nov\r\n\r\n## 2026-11-01 A\r\n", "\r\n"),
    ])
  func appendsKeepingBytes(existing: String, separator: String) throws {
    let folder = try TemporaryJournal(files: ["journal/2026/2026-11.md": existing])
    defer { folder.remove() }
    let outcome = runCLI(["new", "B", "--date", "2026-11-02", "--journal", folder.journal])
    #expect(outcome.status == 0, "\(outcome)")
    let newline = existing.contains("\r") ? "\r\n" : "\n"
    let entry = "## 2026-11-02 B\(newline)- complexity: medium\(newline)"
    #expect(try folder.read("journal/2026/2026-11.md") == existing + separator + entry)
  }

  @Test("numbers the id as the reducer does when the same name and day exist")
  func numbersCollidingIDs() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let outcome = runCLI([
      "new", "Recovery swim", "--date", "2026-11-29", "--journal", folder.journal + "/",
    ])
    #expect(
      outcome.out
        == "\(folder.journal)/2026/2026-11.md:17: added '2026-11-29-recovery-swim-2'\n")
  }

  @Test("uses today's local date when --date is left out")
  func defaultsToToday() throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let today = try #require(LocalDate(year: 2027, month: 3, day: 5))
    let outcome = runCLI(
      ["new", "Swim", "--journal", folder.journal], machine: Machine(today: { today }))
    #expect(
      outcome
        == CLIOutcome(
          status: 0, out: "\(folder.journal)/2027/2027-03.md:3: added '2027-03-05-swim'\n",
          error: ""))
    #expect(
      try folder.read("journal/2027/2027-03.md").hasPrefix("# March 2027\n\n## 2027-03-05 Swim\n"))
  }

  @Test(
    "refuses bad values with the parser's messages and writes nothing",
    arguments: [
      (["--distance", "10kms"], "--distance: unknown unit 'kms'; expected km, m, mi or yd"),
      (["--distance", "-5"], "--distance: distance '-5' must not be negative"),
      (
        ["--distance", "0"],
        "--distance: distance must be greater than zero; leave the field out when there is none"
      ),
      (["--duration", "99:99"], "--duration: invalid duration '99:99': seconds must be below 60"),
      (
        ["--duration", "fast"],
        "--duration: expected a duration like '52:30' or '1:05:00', found 'fast'"
      ),
      (
        ["--complexity", "extreme"],
        "--complexity: unknown complexity 'extreme'; expected low, medium or high"
      ),
      (["--type", "trail run"], "--type: type must be one word, like 'run', found 'trail run'"),
      (["--date", "2026-02-30"], "--date: invalid date '2026-02-30': no such day in the calendar"),
      (["--date", "28/11/2026"], "--date: expected a date like '2026-11-28', found '28/11/2026'"),
      (["--time", "25:00"], "--time: invalid time '25:00'"),
      (["--time", "7am"], "--time: expected a time like '07:15', found '7am'"),
      (["--time", "7:5"], "--time: expected a time like '07:15', found '7:5'"),
      (["--time", "9:60"], "--time: invalid time '09:60'"),
      (
        ["--notes", "a\u{1B}b"],
        "--notes: the text must not hold control characters (other than line breaks and tabs)"
      ),
      (
        ["--distance", "10", "km"],
        "unexpected argument 'km'; quote a value with spaces: --distance \"10 km\""
      ),
      (
        ["--distance=10", "km"],
        "unexpected argument 'km'; quote a value with spaces: --distance \"10 km\""
      ),
      (
        ["--distance", "10,5km"],
        "--distance: distance '10,5km' has a decimal comma; use a dot for decimals: '10.5km'"
      ),
      (["--tags", "a\nb"], "--tags: the value must be one line, without control characters"),
    ])
  func refusesBadValues(options: [String], message: String) throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let outcome = runCLI(
      ["new", "Run", "--date", "2026-11-28"] + options + ["--journal", folder.journal])
    let help = "Usage: \(NewCommand.spec.usage)\nSee 'diary new --help'."
    #expect(outcome == CLIOutcome(status: 64, out: "", error: "error: \(message)\n\(help)\n"))
    #expect(!folder.exists("journal/2026"))
  }

  @Test("refuses a name that would read back as a time")
  func refusesTimeLikeName() throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let outcome = runCLI(["new", "06:00 club run", "--journal", folder.journal])
    #expect(outcome.status == 64)
    #expect(
      outcome.error.hasPrefix(
        "error: the name '06:00 club run' starts with a time; give the time with --time\n"))
  }

  @Test("leaves a file that ends inside a code block untouched")
  func refusesUnclosedCodeBlock() throws {
    let existing = "# Nov\n\n## 2026-11-01 A\n\n```\nsplits\n"
    let folder = try TemporaryJournal(files: ["journal/2026/2026-11.md": existing])
    defer { folder.remove() }
    let outcome = runCLI(["new", "B", "--date", "2026-11-02", "--journal", folder.journal])
    #expect(outcome.status == 1)
    #expect(outcome.out == "")
    #expect(
      outcome.error
        == "\(folder.journal)/2026/2026-11.md: error: the new entry would not read back as given "
        + "(does the file end inside a code block or an HTML block, or do the notes hold a '#' or "
        + "'##' heading?); nothing was written\n")
    #expect(try folder.read("journal/2026/2026-11.md") == existing)
  }

  @Test("--time takes the hour without its leading zero")
  func shortTime() throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let outcome = runCLI([
      "new", "Run", "--date", "2026-11-28", "--time", "7:15", "--journal", folder.journal,
    ])
    #expect(outcome.status == 0, "\(outcome)")
    #expect(
      try folder.read("journal/2026/2026-11.md")
        == "# November 2026\n\n## 2026-11-28 07:15 Run\n- complexity: medium\n")
  }

  @Test("--notes writes Markdown notes after the fields, trimmed, unindented, with the file's CRLF")
  func writesNotes() throws {
    let existing = "# Nov\r\n\r\n## 2026-11-01 A\r\n"
    let folder = try TemporaryJournal(files: ["journal/2026/2026-11.md": existing])
    defer { folder.remove() }
    let notes = "\n  Felt *strong*.  \r\n\n  ### Splits\n  - 1: 4:50\n  - 2: 4:45\n\n"
    let outcome = runCLI([
      "new", "B", "--date", "2026-11-02", "--distance", "5 km", "--notes", notes, "--journal",
      folder.journal,
    ])
    let path = folder.journal + "/2026/2026-11.md"
    #expect(outcome == CLIOutcome(status: 0, out: "\(path):5: added '2026-11-02-b'\n", error: ""))
    let entry =
      "## 2026-11-02 B\n- distance: 5 km\n- complexity: medium\n\nFelt *strong*.\n\n"
      + "### Splits\n- 1: 4:50\n- 2: 4:45\n"
    #expect(
      try folder.read("journal/2026/2026-11.md")
        == existing + "\r\n" + entry.replacingOccurrences(of: "\n", with: "\r\n"))
    let (workouts, diagnostics) = JournalParser.parse(
      path: path, bytes: Array(try folder.read("journal/2026/2026-11.md").utf8))
    #expect(diagnostics == [])
    #expect(
      workouts.last?.notesHTML
        == "<p>Felt <em>strong</em>.</p>\n<h3>Splits</h3>\n<ul>\n<li>1: 4:50</li>\n"
        + "<li>2: 4:45</li>\n</ul>\n")
  }

  @Test("notes that would start another workout or add fields are refused; nothing is written")
  func refusesNotesThatChangeTheEntry() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let before = try folder.read("journal/2026/2026-11.md")
    for notes in ["## 2026-11-30 Another", "- shoes: Pegasus", "# December"] {
      let outcome = runCLI([
        "new", "B", "--date", "2026-11-30", "--notes", notes, "--journal", folder.journal,
      ])
      #expect(outcome.status == 1, "\(notes)")
      #expect(
        outcome.error.hasPrefix(
          "\(folder.journal)/2026/2026-11.md: error: the new entry would not read back as given"),
        "\(notes)")
      #expect(try folder.read("journal/2026/2026-11.md") == before)
    }
  }

  @Test("a date after today is added, with a warning at the new entry")
  func warnsAboutFutureDate() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let today = try #require(LocalDate(year: 2026, month: 11, day: 29))
    let outcome = runCLI(
      ["new", "Typo", "--date", "2062-11-28", "--journal", folder.journal],
      machine: Machine(today: { today }))
    let path = folder.journal + "/2062/2062-11.md"
    #expect(
      outcome
        == CLIOutcome(
          status: 0, out: "\(path):3: added '2062-11-28-typo'\n",
          error: "\(path):3:1: warning: the date 2062-11-28 is after today (2026-11-29); the "
            + "stats end at the newest workout's day\n"))
  }

  @Test("--edit opens $VISUAL, else $EDITOR, at the new entry's line, after adding it")
  func opensEditor() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let script = folder.root + "/editor"
    try folder.write(
      "editor", "#!/bin/sh\nprintf '%s\\n' \"$0\" \"$@\" > \"$(dirname \"$0\")/args\"\n")
    #expect(chmod(script, 0o755) == 0)
    let path = folder.journal + "/2026/2026-11.md"
    for (environment, expected) in [
      (["EDITOR": script], "\(script)\n+17\n\(path)\n"),
      (["VISUAL": script + " -w", "EDITOR": "false"], "\(script)\n-w\n+20\n\(path)\n"),
    ] {
      let outcome = runCLI(
        ["new", "Run", "--date", "2026-11-30", "--edit", "--journal", folder.journal],
        machine: Machine(today: { testToday }, environment: environment))
      #expect(outcome.status == 0, "\(outcome)")
      #expect(try folder.read("args") == expected)
    }
  }

  @Test("an editor that fails is an error, and the entry stays added")
  func failingEditor() throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let outcome = runCLI(
      ["new", "Run", "--date", "2026-11-30", "--edit", "--journal", folder.journal],
      machine: Machine(today: { testToday }, environment: ["EDITOR": "exit 3;"]))
    let path = folder.journal + "/2026/2026-11.md"
    #expect(
      outcome
        == CLIOutcome(
          status: 1, out: "\(path):3: added '2026-11-30-run'\n",
          error: "error: the editor 'exit 3;' ended with status 3; the entry was added\n"))
    #expect(folder.exists("journal/2026/2026-11.md"))
  }

  @Test(
    "the editor gets +LINE, or FILE:LINE for those that want it",
    arguments: [
      ("vim", ["+12", "a.md"]), ("/usr/bin/nano -m", ["+12", "a.md"]),
      ("emacsclient -t", ["+12", "a.md"]), ("code --wait", ["--goto", "a.md:12"]),
      ("/opt/bin/subl -w", ["a.md:12"]), ("hx", ["a.md:12"]),
    ])
  func editorArguments(command: String, expected: [String]) {
    let editor = Editor(environment: ["EDITOR": command])
    #expect(editor.command == command)
    #expect(editor.arguments(path: "a.md", line: 12) == expected)
    #expect(Editor(environment: ["EDITOR": " "]).command == "vi")
    #expect(Editor(environment: [:]).command == "vi")
  }
}
