import DiaryCore
import Testing

@Suite("Stats: this year against last year")
struct StatsYearToDateTests {
  @Test("the distance from 1 January to now, and last year to the same day and to its end")
  func figures() throws {
    let ytd = Stats.YearToDate(try RunnerJournal.workouts(), now: try RunnerJournal.now())
    #expect(ytd.thisYear.count == 93)
    #expect(ytd.lastYear.count == 365)
    #expect(ytd.sameDayLastYear == (try day("2025-04-03")))
    // 4.95 + 40 + 5.2 + 5 + 10.2 + 1.5 + 21.1 km; strength adds nothing.
    #expect(isClose(ytd.thisYearMetres, 87_950))
    #expect(ytd.lastYearToSameDayMetres == 15_000)
    #expect(ytd.lastYearMetres == 20_050)
    let ends = ytd.monthEnds
    #expect(ends.count == 12)
    #expect(ends.prefix(4).map(\.thisYear) == [44_950, 55_150, 65_350, 87_950])
    #expect(ends.dropFirst(4).allSatisfy { $0.thisYear == nil })
    #expect(
      ends.map(\.lastYear) == [0, 0, 5000, 15_000] + Array(repeating: 15_000, count: 7) + [20_050])
  }

  @Test("on 29 February, last year's same day is 28 February")
  func leapDay() throws {
    let workouts = [
      try statsWorkout("2024-02-29", kilometres(5)), try statsWorkout("2023-02-28", kilometres(7)),
      try statsWorkout("2023-03-01", kilometres(11)),
    ]
    let ytd = Stats.YearToDate(workouts, now: try day("2024-02-29"))
    #expect(ytd.sameDayLastYear == (try day("2023-02-28")))
    #expect(ytd.lastYearToSameDayMetres == 7000)
    #expect(ytd.lastYearMetres == 18_000)
    #expect(ytd.thisYearMetres == 5000)
  }
}
