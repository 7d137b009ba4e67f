import DiaryCore
import Testing

@Suite("Stats: personal records")
struct StatsPersonalRecordsTests {
  private func sample() throws -> [Workout] {
    [
      try statsWorkout("2026-10-01", kilometres(10), seconds: 3000, name: "A"),
      try statsWorkout("2026-10-05", kilometres(5), seconds: 1440, name: "B"),
      try statsWorkout("2026-10-10", kilometres(21.1), seconds: 6600, name: "C"),
      // 13.1 mi is 21,082 m: within 0.5 % of the half marathon, so it counts.
      try statsWorkout("2026-10-12", Distance(13.1, .miles), seconds: 6300, name: "D"),
      try statsWorkout("2026-10-15", Distance(800, .metres), seconds: 160, name: "E"),
      try statsWorkout("2026-10-20", kilometres(25), name: "F"),
      try statsWorkout("2026-10-03", kilometres(45), type: "ride", seconds: 5400, name: "Ride"),
      try statsWorkout("2026-10-04", kilometres(5), type: "walk", seconds: 3000, name: "Walk"),
      try statsWorkout(
        "2026-10-06", Distance(2400, .metres), type: "swim", seconds: 2880, name: "Swim"),
      try statsWorkout("2026-10-07", type: "strength", seconds: 3600, name: "Gym"),
    ]
  }

  @Test("types with a distance, most workouts first; types without distances are left out")
  func types() throws {
    let records = Stats.PersonalRecords(statsState(try sample()))
    #expect(records.types.map(\.type) == ["run", "ride", "swim", "walk"])
    #expect(records.types.map(\.longest.name) == ["F", "Ride", "Swim", "Walk"])
  }

  @Test("the longest workout and the best average pace of a type")
  func longestAndPace() throws {
    let run = try #require(Stats.PersonalRecords(try sample()).types.first)
    #expect(run.longest.name == "F")
    #expect(run.paceKind == .perDistance)
    #expect(run.bestPace?.workout.name == "E")
    #expect(run.bestPace?.secondsPerMetre == 0.2)
  }

  @Test(
    "paces are shown in the site's units",
    arguments: [
      ("run", UnitSystem.metric, "3:20 /km"), ("run", .imperial, "5:22 /mi"),
      ("ride", .metric, "30 km/h"), ("ride", .imperial, "18.6 mph"),
      ("swim", .metric, "2:00 /100 m"), ("swim", .imperial, "1:50 /100 yd"),
    ])
  func pacePerUnit(type: String, units: UnitSystem, expected: String) throws {
    let records = Stats.PersonalRecords(try sample())
    let typeRecords = try #require(records.types.first { $0.type == type })
    let best = try #require(typeRecords.bestPace)
    let kind = try #require(typeRecords.paceKind)
    #expect(
      Pace.format(secondsPerMetre: best.secondsPerMetre, kind: kind, units: units) == expected)
  }

  @Test("on a tie the record goes to the workout done first")
  func ties() throws {
    let workouts = [
      try statsWorkout("2026-10-09", kilometres(10), seconds: 3000, name: "Later"),
      try statsWorkout("2026-10-02", kilometres(10), seconds: 3000, name: "Earlier"),
    ]
    let run = try #require(Stats.PersonalRecords(workouts).types.first)
    #expect(run.longest.name == "Earlier")
    #expect(run.bestPace?.workout.name == "Earlier")
  }

  @Test("a type without a pace kind has a longest workout but no pace")
  func noPaceKind() throws {
    let records = Stats.PersonalRecords([
      try statsWorkout("2026-10-02", kilometres(8), type: "rowing", seconds: 2400)
    ])
    let rowing = try #require(records.types.first)
    #expect(rowing.paceKind == nil)
    #expect(rowing.bestPace == nil)
  }

  @Test("an empty journal has no records")
  func empty() {
    #expect(Stats.PersonalRecords(AppState()).types.isEmpty)
  }
}
