import Foundation
import Testing

@Suite("diary list")
struct ListCommandTests {
  private func list(_ options: [String], usesColor: Bool = false) throws -> CLIOutcome {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    return runCLI(["list", "--journal", folder.journal] + options, usesColor: usesColor)
  }

  @Test("prints an aligned table, newest first, and the totals")
  func table() throws {
    #expect(
      try list([])
        == CLIOutcome(
          status: 0,
          out: """
            Date              Name               Type  Distance  Duration         Pace  \
            Complexity  Tags
            2026-11-29        Recovery swim      swim   1,500 m     35:00  2:20 /100 m  \
            medium      -
            2026-11-28 07:15  Morning intervals  run    10.5 km     52:30     5:00 /km  \
            high        intervals, track
            2026-10-30        Easy jog           run       5 km     28:00     5:36 /km  \
            low         easy
            3 workouts: 17 km, 1:55:30

            """, error: ""))
  }

  @Test("sorts by distance and filters by type, tag, day and count")
  func sortsAndFilters() throws {
    #expect(
      try list(["--sort", "distance", "--type", "RUN"]).out == """
        Date              Name               Type  Distance  Duration      Pace  Complexity  \
        Tags
        2026-11-28 07:15  Morning intervals  run    10.5 km     52:30  5:00 /km  high        \
        intervals, track
        2026-10-30        Easy jog           run       5 km     28:00  5:36 /km  low         easy
        2 of 3 workouts: 15.5 km, 1:20:30

        """)
    #expect(
      try list(["--tag", "Easy"]).out.split(separator: "\n").dropFirst().first?
        .hasPrefix("2026-10-30  Easy jog") == true)
    #expect(
      try list(["--since", "2026-11-01", "--limit", "1"]).out == """
        Date        Name           Type  Distance  Duration         Pace  Complexity  Tags
        2026-11-29  Recovery swim  swim   1,500 m     35:00  2:20 /100 m  medium      -
        1 of 3 workouts: 1.5 km, 35:00

        """)
    #expect(
      try list(["--tag", "nothing"])
        == CLIOutcome(status: 0, out: "No workouts match.\n", error: ""))
  }

  @Test("colours the complexity only when the console allows it")
  func colours() throws {
    let lines = try list(["--sort", "complexity"], usesColor: true).out.split(separator: "\n")
    #expect(lines[0].hasPrefix("\u{1B}[1mDate"))
    #expect(lines[1].contains("  \u{1B}[31mhigh\u{1B}[0m        intervals, track"))
    #expect(lines[2].contains("  \u{1B}[33mmedium\u{1B}[0m      -"))
    #expect(lines[3].contains("  \u{1B}[32mlow\u{1B}[0m         easy"))
    #expect(!(try list([]).out.contains("\u{1B}")))
  }

  @Test("--json prints the selected workouts as JSON lines, with their source")
  func jsonLines() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let outcome = runCLI(["list", "--json", "--sort", "complexity", "--journal", folder.journal])
    let november = folder.journal + "/2026/2026-11.md"
    #expect(
      outcome.out == """
        {"id": "2026-11-28-morning-intervals", "url": "workouts/2026-11-28-morning-intervals.html", \
        "date": "2026-11-28", "time": "07:15", "name": "Morning intervals", "type": "run", \
        "complexity": "high", "distanceMetres": 10500, "distanceAsWritten": {"value": 10.5, \
        "unit": "km"}, "durationSeconds": 3150, "tags": ["intervals", "track"], \
        "customFields": [], "notesHTML": "", "source": "\(november):3:1"}
        {"id": "2026-11-29-recovery-swim", "url": "workouts/2026-11-29-recovery-swim.html", \
        "date": "2026-11-29", "time": null, "name": "Recovery swim", "type": "swim", \
        "complexity": "medium", "distanceMetres": 1500, "distanceAsWritten": {"value": 1500, \
        "unit": "m"}, "durationSeconds": 2100, "tags": [], "customFields": [], \
        "notesHTML": "\\u003cp\\u003eSlow and easy.\\u003c/p\\u003e\\n", "source": "\(november):10:1"}
        {"id": "2026-10-30-easy-jog", "url": "workouts/2026-10-30-easy-jog.html", \
        "date": "2026-10-30", "time": null, "name": "Easy jog", "type": "run", \
        "complexity": "low", "distanceMetres": 5000, "distanceAsWritten": {"value": 5, \
        "unit": "km"}, "durationSeconds": 1680, "tags": ["easy"], "customFields": [], \
        "notesHTML": "", "source": "\(folder.journal)/2026/2026-10.md:3:1"}

        """)
  }

  @Test("a --json line holds exactly the object of workouts.json, plus its source")
  func jsonMatchesExport() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    #expect(
      runCLI(["build", "--quiet", "--journal", folder.journal, "--output", folder.output]).status
        == 0)
    let lines = runCLI(["list", "--json", "--sort", "date", "--journal", folder.journal]).out
      .split(separator: "\n")
    let listed = try lines.reversed().map { line in
      var object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object.removeValue(forKey: "source") != nil)
      return try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
    }
    let exported = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: folder.output + "/workouts.json")))
    let workouts = try #require((exported as? [String: Any])?["workouts"] as? [[String: Any]])
    #expect(workouts.count == 3)
    #expect(
      listed
        == (try workouts.map {
          try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys)
        }))
  }

  @Test("escapes names and custom fields in JSON")
  func jsonEscaping() throws {
    let folder = try TemporaryJournal(files: [
      "journal/a.md": "## 2026-01-02 \"Quoted\" \\ run\n- note: tab\there\n"
    ])
    defer { folder.remove() }
    let outcome = runCLI(["list", "--json", "--journal", folder.journal])
    #expect(outcome.out.contains(#""name": "\"Quoted\" \\ run""#))
    #expect(outcome.out.contains(#""customFields": [{"key": "note", "value": "tab\there"}]"#))
  }

  @Test("lists what it can, reports journal errors on stderr and exits 1")
  func journalErrors() throws {
    let folder = try TemporaryJournal(files: [
      "journal/a.md": "## 2026-01-02 Run\n- complexity: extreme\n\n## 2026-01-03 Walk\n"
    ])
    defer { folder.remove() }
    let outcome = runCLI(["list", "--journal", folder.journal])
    #expect(outcome.status == 1)
    #expect(outcome.out.contains("2026-01-03  Walk"))
    #expect(
      outcome.error == """
        \(folder.journal)/a.md:2:15: error: unknown complexity 'extreme'; \
        expected low, medium or high
        error: the journal has 1 error; the entries in error are left out (see 'diary check')

        """)
  }
}
