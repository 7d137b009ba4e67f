import DiaryCore
import Foundation
import Testing

@testable import SiteRenderer

/// A workout with every kind of hostile user text.
func hostileWorkout() throws -> Workout {
  try workout(
    "../../etc/passwd <script>alert(1)</script>", on: "2026-11-28", at: (6, 5), line: 1,
    distance: Distance(5, .kilometres), duration: 1500, type: "run",
    tags: ["\"><img src=x onerror=alert(1)>", "a;b"],
    custom: [("note, \"quoted\"", "line one\nline two ]]> \\ end")],
    notes: "<p>\"Hi\", she said; =1+1</p>\n")
}

@Suite("Exports")
struct ExportsTests {
  @Test("workouts.json holds every field, typed, oldest first")
  func jsonSnapshot() throws {
    assertSnapshot(try exported("workouts.json", of: (fixtureState())), named: "workouts.json")
  }

  @Test("exports list the oldest moments first, one moment's workouts in the lists' order")
  func oldestFirst() throws {
    let data = SiteData(
      state: state(with: [
        try workout("B", on: "2026-11-28", line: 1), try workout("A", on: "2026-11-28", line: 5),
        try workout("Late", on: "2026-11-28", at: (18, 0), line: 9),
        try workout("Old", on: "2026-11-27", line: 13),
      ]))
    #expect(data.byDate.map(\.name) == ["Late", "A", "B", "Old"])
    #expect(data.oldestFirst.map(\.name) == ["Old", "A", "B", "Late"])
    #expect(SiteData(state: AppState()).oldestFirst == [])
  }

  @Test("workouts.json is strict JSON that Foundation parses back")
  func jsonParses() throws {
    let text = try exported("workouts.json", of: (state(with: [try hostileWorkout()])))
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let workouts = try #require(parsed?["workouts"] as? [[String: Any]])
    #expect(workouts.first?["name"] as? String == "../../etc/passwd <script>alert(1)</script>")
    #expect(workouts.first?["distanceMetres"] as? Double == 5000)
  }

  @Test("user text in workouts.json is escaped exactly")
  func jsonHostile() throws {
    let text = try exported("workouts.json", of: (state(with: [try hostileWorkout()])))
    #expect(
      text.contains(
        #""name": "../../etc/passwd \u003cscript\u003ealert(1)\u003c/script\u003e","#))
    #expect(
      text.contains(
        #""tags": ["\"\u003e\u003cimg src=x onerror=alert(1)\u003e", "a;b"],"#))
    #expect(
      text.contains(
        #""customFields": [{"key": "note, \"quoted\"", "#
          + #""value": "line one\nline two ]]\u003e \\ end"}],"#))
    #expect(JSONText.isStrict(text))
  }

  @Test("numbers in workouts.json carry no float noise and no NaN")
  func jsonNumbers() {
    #expect(WorkoutsJSON.number(62 * 1609.344) == "99779.328")
    #expect(WorkoutsJSON.number(10500) == "10500")
    #expect(WorkoutsJSON.number(.nan) == "null")
    #expect(WorkoutsJSON.number(.infinity) == "null")
  }

  @Test("an empty journal exports an empty list")
  func jsonEmpty() throws {
    #expect(
      try exported("workouts.json", of: (AppState()))
        == "{\n  \"version\": 2,\n  \"workouts\": []\n}\n"
    )
  }

  @Test("workouts.csv has a header and a row per workout, with CRLF line ends")
  func csvSnapshot() throws {
    assertSnapshot(try exported("workouts.csv", of: (fixtureState())), named: "workouts.csv")
  }

  @Test("workouts.csv quotes fields with commas, quotes and line breaks, doubling quotes")
  func csvHostile() throws {
    let text = try exported("workouts.csv", of: (state(with: [try hostileWorkout()])))
    #expect(
      text
        == "id,date,time,name,type,complexity,distance_m,distance_value,distance_unit,"
        + "duration_s,duration,tags,url,notes_html,\"custom:note, \"\"quoted\"\"\"\r\n"
        + "2026-11-28-etc-passwd-script-alert-1-script,2026-11-28,06:05,"
        + "../../etc/passwd <script>alert(1)</script>,run,medium,5000,5,km,1500,25:00,"
        + "\"\"\"><img src=x onerror=alert(1)>, a;b\","
        + "workouts/2026-11-28-etc-passwd-script-alert-1-script.html,"
        + "\"<p>\"\"Hi\"\", she said; =1+1</p>\n\",\"line one\nline two ]]> \\ end\"\r\n")
  }

  @Test("workouts.ics has an event per workout: timed when it has a time, else all day")
  func icsSnapshot() throws {
    assertSnapshot(try exported("workouts.ics", of: (fixtureState())), named: "workouts.ics")
  }

  @Test("a workout's time gives a floating start, its duration the event's length")
  func icsTimedEvents() throws {
    let workouts = [
      try workout("Timed", on: "2026-11-28", at: (7, 5), line: 1, duration: 3150),
      try workout("No duration", on: "2026-11-28", at: (23, 59), line: 2),
      try workout("All day", on: "2026-11-29", line: 3, duration: 1800),
    ]
    let text = try exported("workouts.ics", of: state(with: workouts))
    let events = text.components(separatedBy: "BEGIN:VEVENT\r\n").dropFirst().map { event in
      event.components(separatedBy: "\r\n").filter {
        $0.hasPrefix("UID") || $0.hasPrefix("DT") || $0.hasPrefix("DURATION")
      }
    }
    #expect(
      events == [
        [
          "UID:2026-11-28-timed@workoutsdiary", "DTSTAMP:20261128T000000Z",
          "DTSTART:20261128T070500", "DURATION:PT52M30S",
        ],
        [
          "UID:2026-11-28-no-duration@workoutsdiary", "DTSTAMP:20261128T000000Z",
          "DTSTART:20261128T235900",
        ],
        [
          "UID:2026-11-29-all-day@workoutsdiary", "DTSTAMP:20261129T000000Z",
          "DTSTART;VALUE=DATE:20261129", "DTEND;VALUE=DATE:20261130",
        ],
      ])
  }

  @Test(
    "durations are written as RFC 5545 durations",
    arguments: [
      (3150, "PT52M30S"), (3600, "PT1H"), (3632, "PT1H0M32S"), (3660, "PT1H1M"), (45, "PT45S"),
      (2700, "PT45M"), (90_061, "PT25H1M1S"),
    ])
  func icsDurations(seconds: Int, expected: String) {
    #expect(WorkoutsICS.duration(WorkoutDuration(seconds: seconds)) == expected)
  }

  @Test("user text in workouts.ics is escaped as RFC 5545 TEXT")
  func icsHostile() throws {
    let text = try exported("workouts.ics", of: (state(with: [try hostileWorkout()])))
    #expect(text.contains("\r\nSUMMARY:../../etc/passwd <script>alert(1)</script>\r\n"))
    #expect(
      text.contains(
        "\r\nCATEGORIES:run,\"><img src=x onerror=alert(1)>,a\\;b\r\n"))
    #expect(
      text.contains(
        "\r\nDESCRIPTION:06:05 · run · 5 km · 25:00 · 5:00 /km · Medium complexity\r\n"
          + " \\nnote\\, \"quoted\": line one\\nline two ]]> \\\\ end\r\n"))
    #expect(WorkoutsICS.text("a\r\nb\rc\nd\u{01}e\tf") == "a\\nb\\nc\\nd\u{FFFD}e\tf")
  }

  @Test("folding never splits a backslash escape")
  func icsFoldingEscapes() {
    let x74 = String(repeating: "x", count: 74)
    #expect(WorkoutsICS.fold(x74 + "\\n") == x74 + "\r\n \\n")
    #expect(WorkoutsICS.fold(x74 + "y") == x74 + "y")
  }

  @Test("workouts.ics uses CRLF only and folds lines at 75 octets between UTF-8 sequences")
  func icsFolding() throws {
    let long = try workout(
      String(repeating: "é", count: 50) + String(repeating: "😀", count: 30), on: "2026-11-28",
      line: 1)
    let bytes = Array(try exported("workouts.ics", of: state(with: [long])).utf8)
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    #expect(lines.last == "")
    for line in lines {
      #expect(line.utf8.count <= 75)
      #expect(!line.contains("\r") && !line.contains("\n"))
    }
    #expect(String(validating: bytes, as: UTF8.self) != nil)
    let unfolded = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
      of: "\r\n ", with: "")
    #expect(
      unfolded.contains(
        "SUMMARY:" + String(repeating: "é", count: 50)
          + String(repeating: "😀", count: 30) + "\r\n"))
  }

  @Test("an event lasts its day; the last day of year 9999 uses a duration instead")
  func icsDates() throws {
    let last = try workout("End of time", on: "9999-12-31", line: 1)
    let event = WorkoutsICS.event(last, config: SiteConfig()).map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(event.contains("DTSTART;VALUE=DATE:99991231"))
    #expect(event.contains("DURATION:P1D"))
    #expect(event.contains("DTSTAMP:99991231T000000Z"))
  }
}

/// Checks JSON text strictly enough for the exports: Foundation parses it and it has no
/// `NaN` or `Infinity` tokens outside strings.
enum JSONText {
  static func isStrict(_ text: String) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
      && !text.contains(": NaN") && !text.contains(": Infinity")
  }
}
