import DiaryCore
import Testing

@Suite("Stats: volume per week, month and year")
struct StatsVolumeTests {
  private func runs() throws -> [Workout] {
    try RunnerJournal.workouts().filter { $0.type == "run" }
  }

  /// Each non-empty period as `start: count, metres, seconds`.
  private func summary(_ periods: [Stats.PeriodVolume]) -> [String] {
    periods.filter { $0.volume.totals.count > 0 }.map { period in
      let totals = period.volume.totals
      return "\(period.start): \(totals.count), \(totals.metres), \(totals.seconds)"
    }
  }

  @Test("runs per week over the 52 weeks ending with the week of now, weeks from Monday")
  func weekly() throws {
    let log = Stats.SportLog(
      type: "run", workouts: try runs(), span: (try day("2025-03-31"), try RunnerJournal.now()),
      weekStart: 1)
    #expect(log.weeks.count == 52)
    #expect(log.weeks.first?.start == (try day("2025-04-07")))
    #expect(log.weeks.last?.start == (try day("2026-03-30")))
    // The week of 31 March 2025 is the 53rd back: its two runs are left out. The week of
    // 29 December 2025 spans the new year; the week of 30 March 2026 spans March and April.
    #expect(
      summary(log.weeks) == [
        "2025-12-29: 2, 10000.0, 3000", "2026-02-09: 2, 10200.0, 1440",
        "2026-03-30: 2, 31300.0, 9600",
      ])
  }

  @Test("runs per month and per year over every year of the journal, empty periods kept")
  func monthlyAndYearly() throws {
    let log = Stats.SportLog(
      type: "run", workouts: try runs(), span: (try day("2025-03-31"), try RunnerJournal.now()),
      weekStart: 1)
    #expect(log.months.count == 14)
    #expect(
      summary(log.months) == [
        "2025-03-01: 1, 5000.0, 1620", "2025-04-01: 1, 10000.0, 3300",
        "2025-12-01: 1, 5050.0, 1500", "2026-01-01: 1, 4950.0, 1500",
        "2026-02-01: 2, 10200.0, 1440", "2026-03-01: 1, 10200.0, 3000",
        "2026-04-01: 1, 21100.0, 6600",
      ])
    #expect(
      summary(log.years) == ["2025-01-01: 3, 20050.0, 6420", "2026-01-01: 5, 46450.0, 12540"])
    // February's pace counts the timed 5.2 km only: 1440 s over 5200 m.
    let february = try #require(log.months.first { $0.start == (try day("2026-02-01")) })
    #expect(february.volume.pacedMetres == 5200)
    #expect(february.volume.pacedSeconds == 1440)
    #expect(log.paceMonths.count == 14)
    #expect(log.hasDistances && log.paceKind == .perDistance)
    #expect(log.races != nil)
  }

  @Test("a sport without distances counts its time, and has no pace")
  func withoutDistances() throws {
    let gym = try RunnerJournal.workouts().filter { $0.type == "strength" }
    let log = Stats.SportLog(
      type: "strength", workouts: gym, span: (try day("2025-03-31"), try RunnerJournal.now()),
      weekStart: 1)
    #expect(!log.hasDistances)
    #expect(log.paceKind == nil && log.paceMonths.isEmpty && log.yearToDate == nil)
    #expect(log.records == nil && log.races == nil)
    #expect(summary(log.weeks) == ["2025-12-29: 1, 0.0, 2700", "2026-03-30: 1, 0.0, 1800"])
  }

  @Test("the pace chart keeps the last 24 months of a long journal")
  func paceWindow() throws {
    let log = Stats.SportLog(
      type: "run", workouts: try runs(), span: (try day("2020-06-15"), try RunnerJournal.now()),
      weekStart: 1)
    #expect(log.months.count == 71)
    #expect(log.paceMonths.first?.start == (try day("2024-05-01")))
    #expect(log.paceMonths.count == 24)
    #expect(log.years.map(\.start.year) == [2020, 2021, 2022, 2023, 2024, 2025, 2026])
  }

  @Test(
    "period arithmetic: a period's first day, the periods around it, and a day's index",
    arguments: [
      (PeriodKind.week, "2026-01-01", 1, "2025-12-29", -1, "2025-12-22", 0),
      (.week, "2026-01-04", 7, "2026-01-04", 2, "2026-01-18", 1),
      (.month, "2026-03-31", 1, "2026-03-01", -3, "2025-12-01", 3),
      (.month, "2026-01-15", 1, "2026-01-01", 13, "2027-02-01", 0),
      (.year, "2024-02-29", 1, "2024-01-01", 2, "2026-01-01", 2),
    ])
  func periods(
    kind: PeriodKind, date: String, weekStart: Int, start: String, count: Int, moved: String,
    index: Int
  ) throws {
    let first = kind.start(containing: try day(date), weekStart: weekStart)
    #expect(first == (try day(start)))
    #expect(kind.start(count, after: first) == (try day(moved)))
    #expect(kind.index(of: try day(date), from: kind.start(-index, after: first)) == index)
  }

  @Test(
    "the same day a year later or earlier, 29 February becoming 28 February",
    arguments: [
      ("2024-02-29", -1, "2023-02-28"), ("2024-02-29", 4, "2028-02-29"),
      ("2026-04-03", -1, "2025-04-03"), ("2026-12-31", -1, "2025-12-31"),
    ])
  func sameDay(date: String, years: Int, expected: String) throws {
    #expect((try day(date)).adding(years: years) == (try day(expected)))
    #expect((try day("2026-12-31")).dayOfYear == 365)
    #expect((try day("2024-12-31")).dayOfYear == 366)
  }
}
