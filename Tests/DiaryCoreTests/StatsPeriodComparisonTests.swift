import DiaryCore
import Testing

@Suite("Stats: this week, month and year against last year")
struct StatsPeriodComparisonTests {
  private func periods() throws -> [Stats.PeriodComparison] {
    Stats.PeriodComparison.make(
      newestFirst: try RunnerJournal.newestFirst(), now: try RunnerJournal.now(), weekStart: 1)
  }

  /// A row as `type: count metres seconds / count metres seconds` (this period / last year).
  private func line(_ row: Stats.PeriodComparison.Row) -> String {
    func totals(_ totals: Totals) -> String { "\(totals.count) \(totals.metres) \(totals.seconds)" }
    return "\(row.type ?? "-"): \(totals(row.current)) / \(totals(row.lastYear))"
  }

  @Test(
    "each period and last year's, per type, most workouts first",
    arguments: [
      // This week is Monday 30 March to Friday 3 April 2026; 364 days earlier, Monday
      // 31 March to Friday 4 April 2025.
      (
        PeriodKind.week, "2026-03-30", "2025-03-31", "2025-04-04",
        [
          "run: 2 31300.0 9600 / 2 15000.0 4920", "strength: 1 0.0 1800 / 0 0.0 0",
          "swim: 1 1500.0 1800 / 0 0.0 0",
        ], "-: 4 32800.0 13200 / 2 15000.0 4920"
      ),
      // 1 to 3 April: the 2 April 2025 run counts last year, the 31 March one does not.
      (
        .month, "2026-04-01", "2025-04-01", "2025-04-03",
        ["run: 1 21100.0 6600 / 1 10000.0 3300", "swim: 1 1500.0 1800 / 0 0.0 0"],
        "-: 2 22600.0 8400 / 1 10000.0 3300"
      ),
      (
        .year, "2026-01-01", "2025-01-01", "2025-04-03",
        [
          "run: 5 46450.0 12540 / 2 15000.0 4920", "ride: 1 40000.0 5400 / 0 0.0 0",
          "strength: 1 0.0 1800 / 0 0.0 0", "swim: 1 1500.0 1800 / 0 0.0 0",
        ], "-: 8 87950.0 21540 / 2 15000.0 4920"
      ),
    ])
  func comparison(
    kind: PeriodKind, first: String, lastYearFirst: String, lastYearLast: String,
    rows: [String], all: String
  ) throws {
    let period = try #require(try periods().first { $0.kind == kind })
    #expect(period.first == (try day(first)))
    #expect(period.last == (try RunnerJournal.now()))
    #expect(period.lastYearFirst == (try day(lastYearFirst)))
    #expect(period.lastYearLast == (try day(lastYearLast)))
    #expect(period.rows.map(line) == rows)
    #expect(line(period.all) == all)
  }

  @Test("untyped workouts come last, and a type done only last year is listed")
  func untypedAndLastYearOnly() throws {
    let workouts = [
      try statsWorkout("2026-04-03", kilometres(3), type: nil, seconds: 900),
      try statsWorkout("2026-04-02", kilometres(5), type: "walk", seconds: 3000),
      try statsWorkout("2025-04-02", kilometres(20), type: "hike", seconds: 9000),
    ]
    let month = try #require(
      Stats.PeriodComparison.make(newestFirst: workouts, now: try day("2026-04-03"), weekStart: 1)
        .first { $0.kind == .month })
    #expect(
      month.rows.map(line) == [
        "walk: 1 5000.0 3000 / 0 0.0 0", "hike: 0 0.0 0 / 1 20000.0 9000",
        "-: 1 3000.0 900 / 0 0.0 0",
      ])
  }
}
