import DiaryCore
import Testing

@Suite("Stats: totals per type")
struct StatsTypeTotalsTests {
  @Test("most workouts first, then by name; workouts without a type last")
  func order() throws {
    let workouts = [
      try statsWorkout("2026-11-01", type: "swim"), try statsWorkout("2026-11-02", type: nil),
      try statsWorkout("2026-11-03", type: "run"), try statsWorkout("2026-11-04", type: "ride"),
      try statsWorkout("2026-11-05", type: "run"), try statsWorkout("2026-11-06", type: nil),
      try statsWorkout("2026-11-07", type: nil),
    ]
    let totals = Stats.TypeTotals(statsState(workouts))
    #expect(totals.rows.map { $0.type ?? "-" } == ["run", "ride", "swim", "-"])
    #expect(totals.rows.map(\.totals.count) == [2, 1, 1, 3])
    #expect(totals.all.count == 7)
  }

  @Test("many types, more than are compared in turn, are each counted once, whatever order")
  func manyTypes() throws {
    // Twenty types, each workout's type picked so that types come back after others.
    let types = (0..<20).map { "type \($0)" }
    var workouts: [Workout] = []
    for index in 0..<200 {
      let type = types[(index * 7 + index / 20) % types.count]
      workouts.append(
        try statsWorkout(
          "2026-11-01", kilometres(Double(index % 13 + 1)), type: index % 9 == 0 ? nil : type))
    }
    let totals = Stats.TypeTotals(workouts)
    var expected: [String: Int] = [:]
    for workout in workouts { if let type = workout.type { expected[type, default: 0] += 1 } }
    // A type counted in two rows would show as one row too many, and a count too small.
    let counted = Dictionary(
      totals.rows.compactMap { row in row.type.map { ($0, row.totals.count) } },
      uniquingKeysWith: { first, _ in first })
    #expect(counted == expected)
    #expect(totals.rows.count == expected.count + 1)
    #expect(totals.rows.last?.type == nil)
    #expect(totals.rows.last?.totals.count == workouts.filter { $0.type == nil }.count)
    let records = Stats.PersonalRecords(workouts)
    #expect(Set(records.types.map(\.type)) == Set(expected.keys))
  }

  @Test("distance and time add up across units; the average pace uses workouts with both")
  func sums() throws {
    let workouts = [
      try statsWorkout("2026-11-01", kilometres(10), seconds: 3000),
      try statsWorkout("2026-11-02", Distance(1, .miles), seconds: 480),
      try statsWorkout("2026-11-03", kilometres(5)),  // no time: not in the average
      try statsWorkout("2026-11-04", seconds: 1200),  // no distance: not in the average
    ]
    let run = try #require(Stats.TypeTotals(workouts).rows.first)
    #expect(run.totals.count == 4)
    #expect(isClose(run.totals.metres, 16_609.344))
    #expect(run.totals.seconds == 4680)
    #expect(isClose(run.pacedMetres, 11_609.344))
    #expect(run.pacedSeconds == 3480)
    let pace = try #require(run.secondsPerMetre)
    #expect(Pace.format(secondsPerMetre: pace, kind: .perDistance, units: .metric) == "5:00 /km")
  }

  @Test("a type without distances has no average pace")
  func noPace() throws {
    let totals = Stats.TypeTotals([try statsWorkout("2026-11-01", type: "yoga", seconds: 3600)])
    #expect(totals.rows.first?.secondsPerMetre == nil)
    #expect(totals.rows.first?.totals.metres == 0)
  }

  @Test("an empty journal has no rows")
  func empty() {
    let totals = Stats.TypeTotals(AppState())
    #expect(totals.rows.isEmpty)
    #expect(totals.all == Totals())
  }
}
