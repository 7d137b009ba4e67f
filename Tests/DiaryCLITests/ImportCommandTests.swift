import Foundation
import JournalParser
import Testing

@testable import DiaryCLI

@Suite("diary import")
struct ImportCommandTests {
  @Test("a recording becomes an entry in its month's file and its track a gzipped copy")
  func importsOneRecording() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "timezone: Europe/Zurich\n",
      "in/summer.gpx": gpxRecording(start: "2026-07-01T05:30"),
    ])
    defer { folder.remove() }
    let outcome = try runImport([folder.root + "/in/summer.gpx", "--journal", folder.journal])
    let path = "\(folder.journal)/2026/2026-07.md"
    #expect(
      outcome
        == CLIOutcome(
          status: 0,
          out: "\(path):3: added '2026-07-01-morning-run' from \(folder.root)/in/summer.gpx\n"
            + "1 imported, 0 already in the journal, 0 failed\n", error: ""))
    let track = "tracks/2026/2026-07-01-morning-run.gpx.gz"
    #expect(
      try folder.read("journal/2026/2026-07.md")
        == "# July 2026\n\n"
        + gpxEntry(
          heading: "2026-07-01 07:30 Morning run", source: "gpx 2026-07-01T05:30:00Z",
          track: track))
    #expect(
      try gunzipped(folder.journal + "/" + track)
        == Array(try folder.read("in/summer.gpx").utf8))
    #expect(filesUnder(folder.journal) == ["2026/2026-07.md", "diary.conf", track])
    #expect(
      runCLI(["check", "--journal", folder.journal])
        == CLIOutcome(
          status: 0, out: "checked 1 file, 1 workout: 0 errors, 0 warnings\n", error: ""))
  }

  @Test(
    "the local day: the file's offset, else the journal's zone (with its DST), else the machine's",
    arguments: [
      ("2026-07-01T05:30", "Z", "timezone: Europe/Zurich\n", "2026-07-01 07:30 Morning run"),
      ("2026-01-15T05:30", "Z", "timezone: Europe/Zurich\n", "2026-01-15 06:30 Morning run"),
      ("2026-11-27T19:30", "Z", "timezone: Australia/Sydney\n", "2026-11-28 06:30 Morning run"),
      (
        "2026-11-28T06:30", "+11:00", "timezone: America/New_York\n", "2026-11-28 06:30 Morning run"
      ),
      ("2026-03-08T06:30", "Z", "", "2026-03-08 01:30 Night run"),
      ("2026-03-08T07:30", "Z", "", "2026-03-08 03:30 Night run"),
    ])
  func localDay(start: String, offset: String, settings: String, heading: String) throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": settings, "in/a.gpx": gpxRecording(start: start, offset: offset),
    ])
    defer { folder.remove() }
    let outcome = try runImport(
      [folder.root + "/in/a.gpx", "--journal", folder.journal], machineZone: "America/New_York")
    #expect(outcome.status == 0, "\(outcome)")
    let month = String(heading.prefix(7))
    let text = try folder.read("journal/\(month.prefix(4))/\(month).md")
    #expect(text.contains("\n## \(heading)\n"), "\(text)")
  }

  @Test("--timezone overrides the journal's setting")
  func timezoneOption() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "timezone: Europe/Zurich\n",
      "in/a.gpx": gpxRecording(start: "2026-07-01T05:30"),
    ])
    defer { folder.remove() }
    let outcome = try runImport([
      folder.root + "/in/a.gpx", "--timezone", "Asia/Tokyo", "--journal", folder.journal,
    ])
    #expect(outcome.status == 0)
    #expect(
      try folder.read("journal/2026/2026-07.md").contains("## 2026-07-01 14:30 Afternoon run\n"))
  }

  @Test(
    "an unknown time zone is an error at its line, with the name it may mean; nothing is written",
    arguments: [
      (
        "timezone: Europe/Zurik\n", [String](),
        ":1:1: error: unknown time zone 'Europe/Zurik'; did you mean 'Europe/Zurich'?"
      ),
      (
        "# zone\ntimezone: europe/zurich\n", [],
        ":2:1: error: unknown time zone 'europe/zurich'; did you mean 'Europe/Zurich'?"
      ),
      (
        "", ["--timezone", "Mars/Olympus"],
        "--timezone: error: unknown time zone 'Mars/Olympus'; expected an IANA name like 'Europe/Zurich' or 'America/New_York'"
      ),
    ])
  func unknownZone(settings: String, options: [String], message: String) throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": settings, "in/a.gpx": gpxRecording(start: "2026-07-01T05:30"),
    ])
    defer { folder.remove() }
    let outcome = try runImport([folder.root + "/in/a.gpx", "--journal", folder.journal] + options)
    let place = options.isEmpty ? "\(folder.journal)/diary.conf" : ""
    #expect(
      outcome
        == CLIOutcome(
          status: 1, out: "",
          error: "\(place)\(message)\n"
            + "error: the journal has errors; fix them first (nothing was imported)\n"))
    #expect(filesUnder(folder.journal) == ["diary.conf"])
    if options.isEmpty {
      #expect(runCLI(["check", "--journal", folder.journal]).error == "\(place)\(message)\n")
    }
  }

  @Test("importing the same files again adds nothing and says so")
  func reimport() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "timezone: UTC\n",
      "in/a.gpx": gpxRecording(start: "2026-07-01T05:30"),
      "in/b/c.gpx": gpxRecording(start: "2026-07-02T18:00", name: "Club run"),
    ])
    defer { folder.remove() }
    let first = try runImport([folder.root + "/in", "--journal", folder.journal])
    #expect(first.out.hasSuffix("\n2 imported, 0 already in the journal, 0 failed\n"))
    let written = try folder.read("journal/2026/2026-07.md")
    let second = try runImport([folder.root + "/in/", "--journal", folder.journal])
    #expect(
      second
        == CLIOutcome(status: 0, out: "0 imported, 2 already in the journal, 0 failed\n", error: "")
    )
    #expect(try folder.read("journal/2026/2026-07.md") == written)
    // A copy of a recording elsewhere, and one whose track was deleted: found by their start.
    try folder.write("other/a-copy.gpx", try folder.read("in/a.gpx"))
    try folder.delete("journal/tracks/2026/2026-07-02-club-run.gpx.gz")
    let third = try runImport(
      [folder.root + "/other", folder.root + "/in/b", "--journal", folder.journal])
    #expect(third.out == "0 imported, 2 already in the journal, 0 failed\n")
  }

  @Test("an activity that looks like a hand-written workout is reported there and skipped")
  func lookalike() throws {
    let written = "# July 2026\n\n## 2026-07-01 Easy run\n- distance: 1.01 km\n- type: run\n"
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "timezone: UTC\n", "journal/2026/2026-07.md": written,
      "in/a.gpx": gpxRecording(start: "2026-07-01T05:30"),
    ])
    defer { folder.remove() }
    let path = "\(folder.journal)/2026/2026-07.md"
    let input = folder.root + "/in/a.gpx"
    let outcome = try runImport([input, "--journal", folder.journal])
    let warning =
      "\(path):3:1: warning: '\(input)' may be this workout: the same day and type, and a "
      + "distance (or duration) within 2%;"
    #expect(
      outcome
        == CLIOutcome(
          status: 0,
          out:
            "0 imported, 0 already in the journal, 1 possible duplicate not imported, 0 failed\n",
          error: warning + " not imported (--force imports it)\n"))
    #expect(try folder.read("journal/2026/2026-07.md") == written)
    let forced = try runImport([input, "--journal", folder.journal, "--force"])
    #expect(forced.error == warning + " imported all the same (--force)\n")
    #expect(forced.out.hasSuffix("1 imported, 0 already in the journal, 0 failed\n"))
    #expect(
      try folder.read("journal/2026/2026-07.md")
        == written + "\n"
        + gpxEntry(
          heading: "2026-07-01 05:30 Morning run", source: "gpx 2026-07-01T05:30:00Z",
          track: "tracks/2026/2026-07-01-morning-run.gpx.gz"))
  }

  @Test("a bad file is reported with where it went wrong, and the others are imported")
  func badFiles() throws {
    var broken = gpxRecording(start: "2026-07-02T05:30")
    broken.removeLast(40)
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "timezone: UTC\n",
      "in/1-good.gpx": gpxRecording(start: "2026-07-01T05:30"),
      "in/2-broken.gpx": broken,
      "in/3-noise.fit": String(repeating: "not a fit file ", count: 4),
      "in/4-notes.txt": "ignored: not an activity file",
      "in/5-empty.tcx": "",
    ])
    defer { folder.remove() }
    let input = folder.root + "/in"
    let outcome = try runImport([input, folder.root + "/missing.fit", "--journal", folder.journal])
    #expect(outcome.status == 1)
    #expect(
      outcome.error.split(separator: "\n").map(String.init) == [
        "\(folder.root)/missing.fit: error: cannot read: no such file or directory",
        "\(input)/2-broken.gpx: error: gpx is not well-formed xml at line 14, column 190",
        "\(input)/3-noise.fit: error: not a fit file: no '.FIT' signature at byte 8",
        "\(input)/5-empty.tcx: error: empty tcx file: no xml at line 1",
      ])
    #expect(
      outcome.out
        == "\(folder.journal)/2026/2026-07.md:3: added '2026-07-01-morning-run' from "
        + "\(input)/1-good.gpx\n1 imported, 0 already in the journal, 4 failed\n")
  }

  @Test("--dry-run prints the entries and writes nothing")
  func dryRun() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "timezone: UTC\n", "in/a.gpx": gpxRecording(start: "2026-07-01T05:30"),
    ])
    defer { folder.remove() }
    let input = folder.root + "/in/a.gpx"
    let outcome = try runImport([input, "--journal", folder.journal, "--dry-run"])
    let entry = gpxEntry(
      heading: "2026-07-01 05:30 Morning run", source: "gpx 2026-07-01T05:30:00Z",
      track: "tracks/2026/2026-07-01-morning-run.gpx.gz")
    #expect(
      outcome
        == CLIOutcome(
          status: 0,
          out: "\(folder.journal)/2026/2026-07.md: would add, from \(input):\n\(entry)\n"
            + "dry run, nothing written: 1 to import, 0 already in the journal, 0 failed\n",
          error: ""))
    #expect(filesUnder(folder.journal) == ["diary.conf"])
  }

  @Test("with 'units: mi' distances are in miles and ascents in feet")
  func imperialUnits() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "units: mi\ntimezone: UTC\n",
      "in/a.gpx": gpxRecording(start: "2026-07-01T05:30", count: 20, type: "cycling"),
    ])
    defer { folder.remove() }
    #expect(try runImport([folder.root + "/in/a.gpx", "--journal", folder.journal]).status == 0)
    let text = try folder.read("journal/2026/2026-07.md")
    #expect(
      text.contains("\n- distance: 1.31 mi\n- duration: 19:00\n- type: ride\n- ascent: 125 ft\n"))
  }

  @Test("the same name on the same day gets a numbered track; a different file is never replaced")
  func trackNames() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "timezone: UTC\n",
      "journal/tracks/2026/2026-07-01-intervals.gpx.gz": "someone else's file",
      "in/a.gpx": gpxRecording(start: "2026-07-01T05:30", name: "Intervals"),
      "in/b.gpx": gpxRecording(start: "2026-07-01T17:30", name: "Intervals"),
    ])
    defer { folder.remove() }
    #expect(try runImport([folder.root + "/in", "--journal", folder.journal]).status == 0)
    let text = try folder.read("journal/2026/2026-07.md")
    #expect(text.contains("- track: tracks/2026/2026-07-01-intervals-2.gpx.gz\n"))
    #expect(text.contains("- track: tracks/2026/2026-07-01-intervals-3.gpx.gz\n"))
    #expect(
      try folder.read("journal/tracks/2026/2026-07-01-intervals.gpx.gz") == "someone else's file")
  }

  @Test("usage errors exit 64")
  func usage() throws {
    let help = "Usage: \(ImportCommand.spec.usage)\nSee 'diary import --help'."
    #expect(
      runCLI(["import"])
        == CLIOutcome(
          status: 64, out: "",
          error: "error: expected the files or folders to import, as in: diary import "
            + "export_12345678.zip\n\(help)\n"))
    #expect(
      runCLI(["import", "a.fit", "--dryrun"])
        == CLIOutcome(
          status: 64, out: "",
          error: "error: unknown option '--dryrun'; did you mean '--dry-run'?\n\(help)\n"))
    #expect(runCLI(["import", "--help"]).out.hasPrefix("Import recorded activities"))
  }
}
