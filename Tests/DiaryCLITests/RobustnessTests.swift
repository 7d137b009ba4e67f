import DiaryCore
import Foundation
import Testing

/// Bad journal content through `diary build`, in process: every class of problem gives
/// `path:line:column: error: …` on stderr, exit status 1 and the previous site byte for byte;
/// accepted oddities build. Nothing crashes or hangs.
@Suite("Bad input: a clear diagnostic, never a crash, a hang or a damaged site")
struct RobustnessTests {
  @Test("invalid UTF-8 and NUL bytes: an error at the byte; the other files are still checked")
  func invalidBytes() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    try workspace.write(
      "2026/2026-11.md", bytes: Array("## 2026-11-28 Run\n- shoes: Caf".utf8) + [0xE9, 0x0A])
    try workspace.write(
      "2026/2026-12.md", bytes: Array("## 2026-12-01 Swim\n- note: a".utf8) + [0, 0x62, 0x0A])
    try workspace.write("2027/2027-01.md", "## 2027-01-01 Ride\n- distance: 5 kms\n")
    try workspace.expectFailedBuild(
      [
        "{j}/2026/2026-11.md:2:13: error: invalid UTF-8 byte sequence; the file was skipped",
        "{j}/2026/2026-12.md:2:10: error: NUL byte in file; the file was skipped",
        "{j}/2027/2027-01.md:2:15: error: unknown unit 'kms'; expected km, m, mi or yd",
      ], previous: previous)
  }

  @Test("a UTF-8 byte-order mark and CRLF line endings are accepted")
  func byteOrderMarkAndCRLF() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    try workspace.write(
      "2026/bom.md",
      bytes: bom + Array("## 2026-11-28 07:15 Marked\r\n- distance: 5 km\r\n- tags: a, b\r\n".utf8))
    try workspace.write(
      "2026/crlf.md", "# November\r\n\r\n## 2026-11-29 Windows\r\n- distance: 1500 m\r\n\r\nOk.\r\n"
    )
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    let workouts = try exportedWorkouts(workspace)
    #expect(workouts.map { $0["name"] as? String } == ["Marked", "Windows"])
    #expect(workouts.map { $0["distanceMetres"] as? Double } == [5000, 1500])
    #expect(workouts.map { $0["time"] as? String } == ["07:15", nil])
    #expect(workouts.first?["tags"] as? [String] == ["a", "b"])
    #expect(workouts.last?["notesHTML"] as? String == "<p>Ok.</p>\n")
  }

  @Test("empty files and files with only a title are accepted and have no entries")
  func emptyFiles() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write("empty.md", "")
    try workspace.write("title.md", "# Only a title\n")
    try workspace.write("title-without-newline.md", "# Only a title")
    try workspace.write("blank.md", "\n\n   \n")
    try workspace.write("bom-only.md", bytes: [0xEF, 0xBB, 0xBF])
    try workspace.write("crlf-title.md", "# Title\r\n\r\n")
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    #expect(try exportedWorkouts(workspace).isEmpty)
    #expect(try workspace.read("index.html").contains("<title>"))
  }

  @Test("impossible dates are errors at the date")
  func impossibleDates() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    try workspace.write(
      "dates.md", "## 2026-02-30 Leap\n\n## 2026-13-01 Month\n\n## 0000-00-00 Zero\n")
    try workspace.expectFailedBuild(
      [
        "{j}/dates.md:1:4: error: invalid date '2026-02-30': no such day in the calendar",
        "{j}/dates.md:3:4: error: invalid date '2026-13-01': no such day in the calendar",
        "{j}/dates.md:5:4: error: invalid date '0000-00-00': no such day in the calendar",
      ], previous: previous)
  }

  @Test("bad distances, durations and complexities are errors at the value (or the unit)")
  func badValues() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    let values = [
      "distance: -5 km", "distance: 0", "distance: NaN", "distance: inf", "distance: 1e400",
      "distance: five km", "distance: 5 furlongs", "duration: 99:99", "duration: -1:00",
      "complexity: extreme",
    ]
    let entries = values.enumerated().map { index, field in
      "## 2026-11-\(10 + index) Entry \(index)\n- \(field)\n"
    }
    try workspace.write("values.md", entries.joined(separator: "\n"))
    try workspace.expectFailedBuild(
      [
        "{j}/values.md:2:13: error: distance '-5 km' must not be negative",
        "{j}/values.md:5:13: error: distance must be greater than zero; leave the field out "
          + "when there is none",
        "{j}/values.md:8:13: error: distance 'NaN' is not a finite number",
        "{j}/values.md:11:13: error: distance 'inf' is not a finite number",
        "{j}/values.md:14:13: error: distance '1e400' must be a plain decimal number, "
          + "like '10.5 km'",
        "{j}/values.md:17:13: error: expected a distance like '10.5 km', found 'five km'",
        "{j}/values.md:20:15: error: unknown unit 'furlongs'; expected km, m, mi or yd",
        "{j}/values.md:23:13: error: invalid duration '99:99': seconds must be below 60",
        "{j}/values.md:26:13: error: duration '-1:00' must not be negative",
        "{j}/values.md:29:15: error: unknown complexity 'extreme'; expected low, medium or high",
      ], previous: previous)
  }

  @Test("a repeated key is an error; repeated entries are kept, numbered -2, -3")
  func duplicates() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let entry = "## 2026-11-28 Same\n- distance: 5 km\n\n"
    try workspace.write("2026/a.md", entry + entry)
    try workspace.write("2026/b.md", entry)
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    #expect(
      try exportedWorkouts(workspace).map { $0["id"] as? String }
        == ["2026-11-28-same", "2026-11-28-same-2", "2026-11-28-same-3"])
    let pages = try workspace.site().keys.filter { $0.hasPrefix("workouts/") }.sorted()
    #expect(
      pages == [
        "workouts/2026-11-28-same-2.html", "workouts/2026-11-28-same-3.html",
        "workouts/2026-11-28-same.html",
      ])
    let previous = try workspace.site()
    try workspace.write("2026/c.md", "## 2026-11-29 Twice\n- distance: 5 km\n- Distance: 6 km\n")
    try workspace.expectFailedBuild(
      ["{j}/2026/c.md:3:3: error: duplicate key 'Distance'; it was first given on line 2"],
      previous: previous)
  }

  @Test("ten thousand of one entry build, numbered in order, without slowing to a hang")
  func manyDuplicates() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let entry = "## 2026-11-28 Same\n\n"
    try workspace.write("same.md", String(repeating: entry, count: 10_000))
    #expect(workspace.build(["--page-size", "0"]) == CLIOutcome(status: 0, out: "", error: ""))
    let ids = try exportedWorkouts(workspace).compactMap { $0["id"] as? String }
    #expect(ids.count == 10_000)
    #expect(Set(ids).count == 10_000)
    #expect(ids.last == "2026-11-28-same-10000")
  }

  @Test("names, tags, types and custom fields of 10,000 characters build with short file names")
  func longText() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let long = String(repeating: "Very long name ", count: 667).prefix(10_000)
    try #require(long.count == 10_000)
    try workspace.write(
      "long.md",
      "## 2026-11-28 \(long)\n- type: \(String(repeating: "x", count: 10_000))\n"
        + "- tags: \(long)\n- \(long): \(long)\n\n\(long)\n")
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    let files = try workspace.site().keys
    #expect(files.allSatisfy { $0.split(separator: "/").allSatisfy { $0.utf8.count <= 100 } })
    let slug = String(repeating: "very-long-name-", count: 5) + "very-l"
    let page = try workspace.read("workouts/2026-11-28-\(slug).html")
    #expect(page.contains("<h1 dir=\"auto\">\(long.trimmingCharacters(in: .whitespaces))</h1>"))
    // A term's file name: its first 80 bytes made readable, then its hash (`TermFileName`).
    let tag = String(repeating: "very-long-name-", count: 5) + "very-7c171b0b"
    #expect(files.contains("tags/\(tag).html"))
    #expect(files.contains("types/\(String(repeating: "x", count: 80))-ad223b65.html"))
  }

  @Test("50,000 entries in one file build completely")
  func largeFile() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write("big.md", LargeJournal.text(entries: 50_000))
    #expect(workspace.build(["--page-size", "0"]) == CLIOutcome(status: 0, out: "", error: ""))
    let workouts = try exportedWorkouts(workspace)
    #expect(workouts.count == 50_000)
    #expect(Set(workouts.compactMap { $0["id"] as? String }).count == 50_000)
    let pages = try FileManager.default.contentsOfDirectory(atPath: workspace.output + "/workouts")
    #expect(pages.count == 50_000)
  }

  @Test(
    "notes nested 10,000 levels deep are flattened below 100 levels, with a warning; all is kept")
  func deepNesting() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let lists = String(repeating: "- ", count: 10_000) + "bottom\n"
    let quotes = String(repeating: "> ", count: 10_000) + "bottom\n"
    let inline = String(repeating: "*", count: 10_000) + "x" + String(repeating: "*", count: 10_000)
    let brackets =
      String(repeating: "[", count: 10_000) + "x" + String(repeating: "]", count: 10_000)
    try workspace.write("lists.md", "## 2026-11-28 Lists\n\n\(lists)")
    try workspace.write("quotes.md", "## 2026-11-27 Quotes\n\(quotes)")
    try workspace.write("inline.md", "## 2026-11-26 Inline\n\n\(inline)\n\n\(brackets)\n")
    let warning =
      "warning: notes nested more than 100 levels deep (lists, quotes, emphasis or links); "
      + "the deeper levels are shown flattened"
    #expect(
      workspace.build()
        == CLIOutcome(
          status: 0, out: "",
          error: """
            \(workspace.journal)/inline.md:3:1: \(warning)
            \(workspace.journal)/lists.md:3:201: \(warning)
            \(workspace.journal)/quotes.md:2:201: \(warning)

            """))
    let listNotes = try notes(workspace, "2026-11-28-lists")
    #expect(listNotes.components(separatedBy: "<ul>").count - 1 == 100)
    #expect(listNotes.components(separatedBy: "<li>").count - 1 == 100)
    #expect(listNotes.contains("<li>bottom</li>"))
    let quoteNotes = try notes(workspace, "2026-11-27-quotes")
    #expect(quoteNotes.components(separatedBy: "<blockquote>").count - 1 == 100)
    #expect(quoteNotes.contains("<p>bottom</p>"))
    let inlineNotes = try notes(workspace, "2026-11-26-inline")
    #expect(inlineNotes.components(separatedBy: "<strong>").count - 1 == 100)
    #expect(inlineNotes.contains("<strong>x</strong>"))
    #expect(inlineNotes.contains("<p>" + brackets + "</p>"))
    // The HTML validator allows 513 open elements.
    for id in ["2026-11-28-lists", "2026-11-27-quotes", "2026-11-26-inline"] {
      #expect(try elementDepth(workspace.read("workouts/\(id).html")) <= 210)
    }
  }

  /// How deeply the elements of a page nest (void elements such as `<br />` left out).
  private func elementDepth(_ html: String) -> Int {
    let void: Set<Substring> = ["br", "hr", "img", "input", "link", "meta", "!doctype"]
    var depth = 0
    var deepest = 0
    for tag in html.split(separator: "<").dropFirst() {
      let name = tag.prefix { $0 != " " && $0 != ">" && $0 != "/" }.lowercased()
      if tag.hasPrefix("/") {
        depth -= 1
      } else if !void.contains(Substring(name)) && !name.isEmpty {
        depth += 1
        deepest = max(deepest, depth)
      }
    }
    return deepest
  }

  /// The notes section of a workout's page.
  private func notes(_ workspace: Workspace, _ id: String) throws -> Substring {
    let page = try workspace.read("workouts/\(id).html")
    let start = try #require(page.range(of: "<section class=\"notes\""))
    let end = try #require(page.range(of: "</section>", options: .backwards))
    return page[start.upperBound..<end.lowerBound]
  }
}

/// The `workouts` list of the site's `workouts.json`.
func exportedWorkouts(_ workspace: Workspace) throws -> [[String: Any]] {
  let data = try Data(contentsOf: URL(fileURLWithPath: workspace.output + "/workouts.json"))
  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
  return try #require(object?["workouts"] as? [[String: Any]])
}

/// A journal file of many distinct, valid entries, two a day going back from 2026-11-28.
enum LargeJournal {
  static func text(entries: Int) -> String {
    let last = LocalDate(year: 2026, month: 11, day: 28)?.dayNumber ?? 0
    var text = "# Many\n\n"
    text.reserveCapacity(entries * 120)
    for index in 0..<entries {
      let date = LocalDate(dayNumber: last - index / 2)
      text += "## \(date) Workout \(index)\n- distance: \(1 + index % 20).5 km\n"
      text += "- duration: \(10 + index % 50):00\n- type: run\n- tags: t\(index % 7)\n\nNotes.\n\n"
    }
    return text
  }
}
