import DiaryCore
import JournalParser
import Testing

@Suite("Errors and warnings, with their exact locations")
struct ErrorTests {
  @Test(
    "a bad entry heading is an error pointing into the heading",
    arguments: [
      (
        "## Long run",
        "1:4: error: a workout heading must start with a date like '2026-11-28', "
          + "found 'Long run'"
      ),
      ("## 2026-02-30 Run", "1:4: error: invalid date '2026-02-30': no such day in the calendar"),
      ("## 2026-13-01 Run", "1:4: error: invalid date '2026-13-01': no such day in the calendar"),
      ("## 0000-00-00 Run", "1:4: error: invalid date '0000-00-00': no such day in the calendar"),
      ("##   2026-04-31 Run", "1:6: error: invalid date '2026-04-31': no such day in the calendar"),
      (" ## 2026-02-29 Run", "1:5: error: invalid date '2026-02-29': no such day in the calendar"),
      ("## 2026-11-28 25:00 Run", "1:15: error: invalid time '25:00'"),
      ("## 2026-11-28 07:60 Run", "1:15: error: invalid time '07:60'"),
      ("## 2026-11-28", "1:14: error: expected the workout's name after the date"),
      ("## 2026-11-28 07:15", "1:14: error: expected the workout's name after the date"),
      ("## 2026-11-28Run", "1:14: error: expected a space after the date"),
    ])
  func headingErrors(heading: String, diagnostic: String) {
    let parsed = parse(heading + "\n- distance: 5 km\n\nNotes.\n")
    #expect(parsed.diagnostics == ["a.md:" + diagnostic])
    #expect(parsed.workouts == [])
  }

  @Test(
    "a bad field value is an error at the value (or at the unit)",
    arguments: [
      ("distance: -5", "2:13: error: distance '-5' must not be negative"),
      (
        "distance: 0",
        "2:13: error: distance must be greater than zero; "
          + "leave the field out when there is none"
      ),
      (
        "distance: 0.0 km",
        "2:13: error: distance must be greater than zero; "
          + "leave the field out when there is none"
      ),
      ("distance: NaN", "2:13: error: distance 'NaN' is not a finite number"),
      ("distance: inf", "2:13: error: distance 'inf' is not a finite number"),
      ("distance: -Infinity", "2:13: error: distance '-Infinity' is not a finite number"),
      (
        "distance: 1e400",
        "2:13: error: distance '1e400' must be a plain decimal number, like '10.5 km'"
      ),
      ("distance: 100001 km", "2:13: error: distance '100001 km' is too large (over 100000 km)"),
      ("distance: five km", "2:13: error: expected a distance like '10.5 km', found 'five km'"),
      ("distance: 1.2.3 km", "2:13: error: expected a distance like '10.5 km', found '1.2.3 km'"),
      (
        "distance: 10,5 km",
        "2:15: error: distance '10,5 km' has a decimal comma; use a dot for decimals: '10.5 km'"
      ),
      (
        "distance: 1,5",
        "2:14: error: distance '1,5' has a decimal comma; use a dot for decimals: '1.5'"
      ),
      (
        "distance: 1,500 m",
        "2:14: error: distance '1,500 m' has a comma; use a dot for decimals ('1.500 m') and no "
          + "thousands separator ('1500 m')"
      ),
      (
        "distance: 0.5,250 km",
        "2:16: error: distance '0.5,250 km' has a comma; use a dot for decimals, like '10.5 km'"
      ),
      (
        "distance: 0x10 km",
        "2:13: error: distance '0x10 km' must be a plain decimal number, like '10.5 km'"
      ),
      (
        "distance: 5k2",
        "2:13: error: distance '5k2' must be a plain decimal number, like '10.5 km'"
      ),
      ("distance: 5 kms", "2:15: error: unknown unit 'kms'; expected km, m, mi or yd"),
      ("distance:   10furlongs", "2:17: error: unknown unit 'furlongs'; expected km, m, mi or yd"),
      ("duration: 99:99", "2:13: error: invalid duration '99:99': seconds must be below 60"),
      ("duration: 1:60:00", "2:13: error: invalid duration '1:60:00': minutes must be below 60"),
      ("duration: -1:00", "2:13: error: duration '-1:00' must not be negative"),
      ("duration: 0:00", "2:13: error: duration must be greater than zero"),
      (
        "duration: 52.30",
        "2:13: error: expected a duration like '52:30' or '1:05:00', "
          + "found '52.30'"
      ),
      ("duration: 1:5", "2:13: error: expected a duration like '52:30' or '1:05:00', found '1:5'"),
      (
        "duration: 1:02:03:04",
        "2:13: error: expected a duration like '52:30' or '1:05:00', "
          + "found '1:02:03:04'"
      ),
      (
        "complexity: extreme",
        "2:15: error: unknown complexity 'extreme'; "
          + "expected low, medium or high"
      ),
      ("type: trail run", "2:9: error: type must be one word, like 'run', found 'trail run'"),
    ])
  func valueErrors(field: String, diagnostic: String) {
    let parsed = parse(entry(field: field))
    #expect(parsed.diagnostics == ["a.md:" + diagnostic])
    #expect(parsed.workouts == [])
  }

  @Test("a number too large for a Double is not a finite distance")
  func hugeNumber() {
    let digits = "1" + String(repeating: "0", count: 400)
    let parsed = parse(entry(field: "distance: \(digits)"))
    #expect(parsed.diagnostics == ["a.md:2:13: error: distance '\(digits)' is not a finite number"])
  }

  @Test(
    "a key close to a known one is an error with a suggestion, at the key",
    arguments: [
      ("tpye: run", "unknown key 'tpye'; did you mean 'type'?"),
      ("compelxity: high", "unknown key 'compelxity'; did you mean 'complexity'?"),
      ("Durration: 50:00", "unknown key 'Durration'; did you mean 'duration'?"),
      ("tag: hills", "unknown key 'tag'; did you mean 'tags'?"),
      ("types: run", "unknown key 'types'; did you mean 'type'?"),
      ("distnace: 5 km", "unknown key 'distnace'; did you mean 'distance'?"),
    ])
  func unknownKeys(field: String, message: String) {
    let parsed = parse(entry(field: field))
    #expect(parsed.diagnostics == ["a.md:2:3: error: " + message])
    #expect(parsed.workouts == [])
  }

  @Test("a repeated key is found among many fields, before and after the list grows long")
  func duplicatesAmongManyFields() {
    // Line 1 is the heading; field k (0-based) is on line k + 2.
    let fields = (0..<30).map { "- field\($0): \($0)" } + ["- FIELD3: again", "- field25: again"]
    let parsed = parse((["## 2026-11-28 Run"] + fields).joined(separator: "\n") + "\n")
    #expect(
      parsed.diagnostics == [
        "a.md:32:3: error: duplicate key 'FIELD3'; it was first given on line 5",
        "a.md:33:3: error: duplicate key 'field25'; it was first given on line 27",
      ])
  }

  @Test("malformed field lists: missing values, no colon, duplicates, nested content")
  func malformedFields() {
    let parsed = parse(
      """
      ## 2026-11-28 Run
      - distance:
      - shoes:
      - no colon here
      - : orphan value
      - Distance: 5 km
      - duration: 50:00
        - split: 25:00
      - type: run

        A second paragraph.
      """)
    #expect(
      parsed.diagnostics == [
        "a.md:2:12: error: missing value for 'distance'; expected a distance like '10.5 km'",
        "a.md:3:9: error: missing value for 'shoes'",
        "a.md:4:3: error: expected 'key: value', found 'no colon here'",
        "a.md:5:3: error: expected 'key: value', found ': orphan value'",
        "a.md:6:3: error: duplicate key 'Distance'; it was first given on line 2",
        "a.md:7:1: error: a field must be one line 'key: value'",
        "a.md:9:1: error: a field must be one line 'key: value'",
      ])
    #expect(parsed.workouts == [])
  }

  @Test(
    "an empty known field says what its value looks like",
    arguments: [
      ("complexity:", "2:14: error: missing value for 'complexity'; expected low, medium or high"),
      (
        "Duration:  ",
        "2:14: error: missing value for 'Duration'; expected a duration like '52:30' or '1:05:00'"
      ),
      ("type:", "2:8: error: missing value for 'type'; expected one word, like 'run'"),
      (
        "tags:",
        "2:8: error: missing value for 'tags'; expected comma-separated tags, like 'easy, river'"
      ),
    ])
  func emptyKnownField(field: String, diagnostic: String) {
    let parsed = parse(entry(field: field))
    #expect(parsed.diagnostics == ["a.md:" + diagnostic])
  }

  @Test("every error of a file is reported in one go, sorted by location")
  func allErrorsSorted() {
    let parsed = parse(
      """
      Intro text.

      ## 2026-11-27 Fine
      - distance: 5 km

      ## 2026-02-30 Bad date
      - tpye: run
      - duration: 99:99

      ## 2026-11-28 Bad fields
      - complexity: extreme
      - distance: 5 kms

      ### 2026-11-29 Sub

      ## 2026-11-30 Also fine
      """)
    #expect(
      parsed.diagnostics == [
        "a.md:1:1: warning: text outside a workout is not shown on the site",
        "a.md:6:4: error: invalid date '2026-02-30': no such day in the calendar",
        "a.md:7:3: error: unknown key 'tpye'; did you mean 'type'?",
        "a.md:8:13: error: invalid duration '99:99': seconds must be below 60",
        "a.md:11:15: error: unknown complexity 'extreme'; expected low, medium or high",
        "a.md:12:15: error: unknown unit 'kms'; expected km, m, mi or yd",
        "a.md:14:1: warning: level-3 heading starts with a date; workouts are level-2 headings "
          + "('## ')",
      ])
    #expect(parsed.names == ["Fine", "Also fine"])
  }

  @Test("a setext level-2 heading that is not an entry gets a note about '---'")
  func setextHeading() {
    let parsed = parse("## 2026-11-28 Run\n\nSome notes\n---\n\nMore notes.\n")
    #expect(
      parsed.diagnostics == [
        "a.md:3:1: error: a workout heading must start with a date like '2026-11-28', found "
          + "'Some notes' (a line of '-' under text makes it a heading; "
          + "leave a blank line above '---')"
      ])
    #expect(parsed.names == ["Run"])
    #expect(parsed.workouts.first?.notesHTML == "")
  }

  @Test("text before the first entry is warned about once, at its first block")
  func strayText() {
    let parsed = parse("# Title\n\nIntro.\n\n- a list\n\n## 2026-11-28 Run\n")
    #expect(
      parsed.diagnostics == [
        "a.md:3:1: warning: text outside a workout is not shown on the site"
      ])
    #expect(parsed.names == ["Run"])
  }

  @Test("a level-3 or deeper heading that starts with a date is a warning")
  func datedSubheading() {
    let parsed = parse(
      "### 2026-11-27 Early\n\n## 2026-11-28 Run\n\n#### 2026-11-29 Swim\n\nText.\n")
    #expect(
      parsed.diagnostics == [
        "a.md:1:1: warning: level-3 heading starts with a date; workouts are level-2 headings "
          + "('## ')",
        "a.md:5:1: warning: level-4 heading starts with a date; workouts are level-2 headings "
          + "('## ')",
      ])
    // The warning names the level as written; the notes continue the outline at h3.
    #expect(parsed.workouts.first?.notesHTML == "<h3>2026-11-29 Swim</h3>\n<p>Text.</p>\n")
  }

  @Test("a level-1 heading that starts with a date is a warning too")
  func datedTitle() {
    let parsed = parse("## 2026-11-27 Run\n\n# 2026-11-28 Swim\n")
    #expect(parsed.names == ["Run"])
    #expect(
      parsed.diagnostics == [
        "a.md:3:1: warning: level-1 heading starts with a date; workouts are level-2 headings "
          + "('## ')"
      ])
  }

  @Test("an entry with an error is left out; the valid entries of the file are kept")
  func badEntryLeftOut() {
    let parsed = parse(
      "## 2026-11-26 One\n\n## 2026-11-27 Two\n- distance: -1\n\n## 2026-11-28 Three\n")
    #expect(parsed.names == ["One", "Three"])
    #expect(parsed.diagnostics == ["a.md:4:13: error: distance '-1' must not be negative"])
  }
}
