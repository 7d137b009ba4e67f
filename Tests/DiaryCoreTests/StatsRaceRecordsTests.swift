import DiaryCore
import Testing

@Suite("Stats: race times and personal bests")
struct StatsRaceRecordsTests {
  private func records() throws -> Stats.RaceRecords {
    Stats.RaceRecords(try RunnerJournal.workouts())
  }

  @Test(
    "each distance's PBs oldest first, its current best and how many runs counted",
    arguments: [
      ("1 mile", [String](), [Int](), 0),
      // The tie: "New year 5K" runs 25:00 as "Year-end 5K" did the day before, so the earlier
      // keeps the PB. 5.2 km is 4 % long and does not count; "Untimed 5K" has no duration.
      ("5 km", ["Spring 5K", "Year-end 5K"], [1620, 1500], 3),
      ("10 km", ["Ten", "Ten again"], [3300, 3000], 2),
      ("half marathon", ["Half"], [6600], 1),
      ("marathon", [], [], 0),
    ])
  func progression(distance: String, pbs: [String], seconds: [Int], runCount: Int) throws {
    let record = try #require(try records().records.first { $0.distance.name == distance })
    #expect(names(record.progression.map(\.workout)) == pbs)
    #expect(record.progression.map(\.seconds) == seconds)
    #expect(record.best?.workout.name == pbs.last)
    #expect(record.runCount == runCount)
  }

  @Test("the distances, shortest first, in metres")
  func distances() {
    #expect(
      RaceDistance.all.map(\.name) == ["1 mile", "5 km", "10 km", "half marathon", "marathon"])
    #expect(RaceDistance.all.map(\.metres) == [1609.344, 5000, 10_000, 21_097.5, 42_195])
  }

  @Test(
    "a run counts for a distance D when |distance − D| ≤ 0.02 × D",
    arguments: [
      (Distance(4900, .metres), "5 km"), (Distance(4899, .metres), nil),
      (Distance(5100, .metres), "5 km"), (Distance(5101, .metres), nil),
      (Distance(3.1, .miles), "5 km"), (Distance(6.2, .miles), "10 km"),
      (Distance(1, .miles), "1 mile"), (Distance(1.6, .kilometres), "1 mile"),
      (Distance(1.5, .kilometres), nil), (Distance(13.1, .miles), "half marathon"),
      (Distance(21.5, .kilometres), "half marathon"), (Distance(21.6, .kilometres), nil),
      (Distance(26.2, .miles), "marathon"), (Distance(41.4, .kilometres), "marathon"),
      (Distance(41.3, .kilometres), nil), (Distance(8, .kilometres), nil),
    ] as [(Distance, String?)])
  func tolerance(distance: Distance, expected: String?) {
    #expect(RaceDistance.matching(metres: distance.metres)?.name == expected)
  }

  @Test("only runs count: a walk or an untyped workout at 5 km is no race time")
  func onlyRuns() throws {
    let workouts = [
      try statsWorkout("2026-01-01", kilometres(5), type: "walk", seconds: 1200),
      try statsWorkout("2026-01-02", kilometres(5), type: nil, seconds: 1200),
      try statsWorkout("2026-01-03", kilometres(5), type: "run", seconds: 1800, name: "Run"),
    ]
    let five = try #require(
      Stats.RaceRecords(workouts).records.first { $0.distance.name == "5 km" })
    #expect(names(five.progression.map(\.workout)) == ["Run"])
  }

  @Test("on one day, an untimed run comes before timed ones, then by time of day")
  func sameDay() throws {
    func run(_ name: String, at time: (Int, Int)?, seconds: Int) throws -> Workout {
      var workout = try statsWorkout("2026-05-01", kilometres(5), seconds: seconds, name: name)
      workout.time = time.flatMap { TimeOfDay(hour: $0.0, minute: $0.1) }
      return workout
    }
    let workouts = [
      try run("Evening", at: (19, 0), seconds: 1400), try run("Morning", at: (7, 0), seconds: 1400),
      try run("Untimed", at: nil, seconds: 1500),
    ]
    let five = try #require(
      Stats.RaceRecords(workouts).records.first { $0.distance.name == "5 km" })
    #expect(names(five.progression.map(\.workout)) == ["Untimed", "Morning"])
  }

  @Test("marks: current bests on lists, and on a workout's page a PB since beaten")
  func marks() throws {
    let journal = try RunnerJournal.workouts()
    let records = Stats.RaceRecords(journal)
    #expect(
      records.marks(among: journal).map { "\($0.id) \($0.distance)" } == [
        "2025-12-30-year-end-5k 5 km", "2026-03-30-ten-again 10 km",
        "2026-04-03-half half marathon",
      ])
    let spring = try #require(journal.first { $0.name == "Spring 5K" })
    #expect(
      records.mark(of: spring)
        == Stats.RaceMark(id: spring.id, distance: "5 km", isCurrentBest: false))
    let tie = try #require(journal.first { $0.name == "New year 5K" })
    #expect(records.mark(of: tie) == nil)
  }

  @Test("an empty journal has every distance without a time")
  func empty() {
    let records = Stats.RaceRecords([Workout]())
    #expect(records.records.count == 5)
    #expect(records.records.allSatisfy { $0.best == nil && $0.runCount == 0 })
  }
}
