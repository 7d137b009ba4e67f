import DiaryCore
import JournalParser
import Testing

@Suite("Fields of an entry")
struct FieldTests {
  @Test("a complete entry becomes exactly this workout")
  func completeEntry() throws {
    let markdown = """
      # November 2026

      ## 2026-11-28 07:15 Morning *intervals*
      - distance: 10.5 km
      - duration: 52:30
      - complexity: High
      - type: Run
      - tags: Intervals, track
      - Avg HR: 158
      - route: River *loop*, twice

      Felt **strong**.

      """
    let expected = Workout(
      date: try day(2026, 11, 28), time: TimeOfDay(hour: 7, minute: 15),
      name: "Morning intervals", distance: Distance(10.5, .kilometres),
      duration: WorkoutDuration(seconds: 3150), complexity: .high, type: "run",
      tags: ["intervals", "track"],
      customFields: [
        CustomField(key: "Avg HR", value: "158"),
        CustomField(key: "route", value: "River *loop*, twice"),
      ],
      notesHTML: "<p>Felt <strong>strong</strong>.</p>\n", location: at("a.md", 3, 1))
    #expect(try onlyWorkout(markdown) == expected)
    #expect(expected.id.rawValue == "2026-11-28-morning-intervals")
  }

  @Test(
    "distance in km, m, mi, yd, a bare number in km, with or without a space, in any case",
    arguments: [
      ("10 km", 10, DistanceUnit.kilometres), ("1500 m", 1500, .metres), ("6.2 mi", 6.2, .miles),
      ("800 yd", 800, .yards), ("7", 7, .kilometres), ("10.5km", 10.5, .kilometres),
      ("10 KM", 10, .kilometres), ("3 Mi", 3, .miles), ("400M", 400, .metres),
      ("0.5  km", 0.5, .kilometres), ("100000 km", 100_000, .kilometres), (".5", 0.5, .kilometres),
    ])
  func distance(text: String, value: Double, unit: DistanceUnit) throws {
    #expect(try onlyWorkout(entry(field: "distance: \(text)")).distance == Distance(value, unit))
  }

  @Test(
    "duration as M:SS or H:MM:SS",
    arguments: [
      ("52:30", 3150), ("1:05:00", 3900), ("0:45", 45), ("60:00", 3600), ("10:00:00", 36_000),
      ("125:00", 7500),
    ])
  func duration(text: String, seconds: Int) throws {
    #expect(try onlyWorkout(entry(field: "duration: \(text)")).duration?.seconds == seconds)
  }

  @Test(
    "complexity in any case",
    arguments: [("low", Complexity.low), ("Medium", .medium), ("HIGH", .high), ("hIgH", .high)])
  func complexity(text: String, complexity: Complexity) throws {
    #expect(try onlyWorkout(entry(field: "complexity: \(text)")).complexity == complexity)
  }

  @Test("a missing complexity is medium; missing fields are empty")
  func defaults() throws {
    let workout = try onlyWorkout("## 2026-11-28 Run\n")
    #expect(workout.complexity == .medium)
    #expect(workout.distance == nil && workout.duration == nil && workout.type == nil)
    #expect(workout.tags == [] && workout.customFields == [] && workout.notesHTML == "")
  }

  @Test(
    "type is one word in any script, or an emoji, stored in lowercase",
    arguments: [
      "Run", "trail-run", "Open_Water", "RUN", "Бег", "ריצה", "جري", "ラン", "🏊", "run/ride",
    ])
  func type(text: String) throws {
    #expect(try onlyWorkout(entry(field: "type: \(text)")).type == text.lowercased())
  }

  @Test("tags are trimmed, lowercased, without repeats or empty items, in first-seen order")
  func tags() throws {
    let workout = try onlyWorkout(entry(field: "tags:  Intervals , track,INTERVALS,, Hills ,"))
    #expect(workout.tags == ["intervals", "track", "hills"])
  }

  @Test("known keys are read in any case")
  func keyCase() throws {
    let workout = try onlyWorkout("## 2026-11-28 Run\n- Distance: 5 km\n- TYPE: Run\n- Tags: a\n")
    #expect(workout.distance == Distance(5, .kilometres))
    #expect(workout.type == "run")
    #expect(workout.tags == ["a"])
    #expect(workout.customFields == [])
  }

  @Test("custom fields keep their order, the key as written and the raw value")
  func customFields() throws {
    let workout = try onlyWorkout(
      """
      ## 2026-11-28 Run
      - shoes: Pegasus 40
      - Avg HR:   150
      - route: River *loop*: north bank
      - distance: 8 km
      - weather: overcast, 16 °C

      """)
    #expect(
      workout.customFields == [
        CustomField(key: "shoes", value: "Pegasus 40"), CustomField(key: "Avg HR", value: "150"),
        CustomField(key: "route", value: "River *loop*: north bank"),
        CustomField(key: "weather", value: "overcast, 16 °C"),
      ])
  }

  @Test("a value continued on the next line is joined with a space")
  func continuedValue() throws {
    let workout = try onlyWorkout(
      "## 2026-11-28 Run\n- route: River\n  loop\n- distance: 5\n  km\n")
    #expect(workout.customFields == [CustomField(key: "route", value: "River loop")])
    #expect(workout.distance == Distance(5, .kilometres))
  }

  @Test(
    "the heading gives the date, an optional HH:MM time and the name",
    arguments: [
      ("## 2026-11-28 07:15 Swim", 7, 15, "Swim"),
      ("## 2026-11-28 00:00 Midnight run", 0, 0, "Midnight run"),
      ("## 2026-11-28    23:59   Late  swim  ", 23, 59, "Late  swim"),
    ])
  func headingTime(heading: String, hour: Int, minute: Int, name: String) throws {
    let workout = try onlyWorkout(heading + "\n")
    #expect(workout.time == TimeOfDay(hour: hour, minute: minute))
    #expect(workout.name == name)
    #expect(workout.date == (try day(2026, 11, 28)))
  }

  @Test("text that is not HH:MM after the date is part of the name")
  func notATime() throws {
    #expect(try onlyWorkout("## 2026-11-28 7:15 Swim\n").name == "7:15 Swim")
    #expect(try onlyWorkout("## 2026-11-28 07:15Swim\n").name == "07:15Swim")
    #expect(try onlyWorkout("## 2026-11-28 5x800m\n").time == nil)
  }

  @Test("a name with markup becomes plain text")
  func plainName() throws {
    let workout = try onlyWorkout(
      "## 2026-11-28 *Hill* **repeats** with `8x60s` and [Anna](x.md)\n")
    #expect(workout.name == "Hill repeats with 8x60s and Anna")
    #expect(workout.id.rawValue == "2026-11-28-hill-repeats-with-8x60s-and-anna")
    #expect(try onlyWorkout("## 2026-11-28 Fish &amp; chips ##\n").name == "Fish & chips")
  }

  @Test("the workout's location is where its heading starts")
  func location() throws {
    let parsed = parse("# Title\n\n## 2026-11-28 Run\n\nText\n\n  ## 2026-11-29 Swim\n")
    #expect(parsed.diagnostics == [])
    #expect(parsed.workouts.map(\.location) == [at("a.md", 3, 1), at("a.md", 7, 3)])
  }

  @Test("workouts with the same date and name both come out with the base id")
  func sameNameInOneFile() {
    let parsed = parse("## 2026-11-28 Run\n\n## 2026-11-28 Run\n")
    #expect(parsed.workouts.map(\.id.rawValue) == ["2026-11-28-run", "2026-11-28-run"])
  }
}
