import DiaryCore
import Foundation
import Testing

@testable import DiaryCLI

@Suite("diary import: text from exports")
struct ImportTextTests {
  /// A Strava export folder of one manual activity (no recording) with these values.
  private func export(name: String, description: String) -> [String: String] {
    func quoted(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    return [
      "journal/diary.conf": "timezone: UTC\n",
      "export/activities.csv": """
      Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,\
      Distance,Commute,Activity Gear,Filename,Moving Time,Perceived Exertion\r
      42,"Jul 1, 2026, 5:30:00 AM",\(quoted(name)),Run,\(quoted(description)),3700,10.0,true,\
      Pegasus 40,,3600,7\r

      """,
    ]
  }

  @Test("names and descriptions read back as written: Markdown in them stays text")
  func markdownStaysText() throws {
    let description = """
      ## 2026-07-03 Not a workout\r
      - not: a field
      1. not a list
      <b>bold</b> & [link](javascript:x) `code` *stars* _under_ \\ back



        > no quote
      ---
      """
    let folder = try TemporaryJournal(
      files: export(name: "## 2026-07-02 *Not*\ta\u{7}heading", description: description))
    defer { folder.remove() }
    let outcome = try runImport([folder.root + "/export", "--journal", folder.journal])
    #expect(outcome.status == 0, "\(outcome)")
    #expect(
      try folder.read("journal/2026/2026-07.md") == ###"""
        # July 2026

        ## 2026-07-01 05:30 \#\# 2026-07-02 \*Not\* a heading
        - distance: 10 km
        - duration: 1:00:00
        - type: run
        - tags: commute
        - elapsed: 1:01:40
        - rpe: 7
        - shoes: Pegasus 40
        - source: strava 42 2026-07-01T05:30:00Z

        \## 2026-07-03 Not a workout
        \- not: a field
        1\. not a list
        \<b>bold\</b> \& \[link](javascript:x) \`code\` \*stars\* \_under\_ \\ back

        \> no quote
        \---

        """###)
    let workouts = JournalSession(journal: folder.journal).state.workouts
    #expect(workouts.map(\.name) == ["## 2026-07-02 *Not* a heading"])
    #expect(
      workouts.first?.notesHTML == """
        <p>## 2026-07-03 Not a workout
        - not: a field
        1. not a list
        &lt;b&gt;bold&lt;/b&gt; &amp; [link](javascript:x) `code` *stars* _under_ \\ back</p>
        <p>&gt; no quote
        ---</p>

        """)
  }

  @Test(
    "plain text is kept as it is, one line per line",
    arguments: [
      (
        "Rustig rondje, koud maar zonnig.\nTweede regel: 2x koffie!",
        ["Rustig rondje, koud maar zonnig.", "Tweede regel: 2x koffie!"]
      ),
      (
        "\n\n  Intervals 6×800 m  \n\n\n# 3 felt hard\n\n",
        ["Intervals 6×800 m", "", "\\# 3 felt hard"]
      ),
      ("2019. A good year", ["2019\\. A good year"]),
      ("10) laps", ["10\\) laps"]),
      ("v2.0 shoes", ["v2.0 shoes"]),
      ("", []),
    ])
  func plainText(text: String, lines: [String]) {
    #expect(MarkdownNotes.lines(text) == lines)
  }

  @Test("a name or gear with line breaks and control characters becomes one line")
  func oneLine() {
    #expect(OneLine.make("  Long\r\n run\u{1B}[31m \t ") == "Long run [31m")
    #expect(OneLine.make("\n\t") == "")
  }
}
