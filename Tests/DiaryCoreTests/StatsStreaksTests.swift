import Testing

@testable import DiaryCore

@Suite("Stats: streaks")
struct StatsStreaksTests {
  private func streak(_ first: String, _ last: String, _ length: Int) throws -> Stats.Streak {
    Stats.Streak(first: try day(first), last: try day(last), length: length)
  }

  private func streaks(_ dates: [String], weekStart: Int = 1) throws -> Stats.Streaks {
    var config = SiteConfig()
    config.weekStart = weekStart
    return Stats.Streaks(statsState(try dates.map { try statsWorkout($0) }, config: config))
  }

  @Test("a streak of days runs across a month boundary; the current one holds the newest day")
  func acrossMonths() throws {
    let streaks = try streaks([
      "2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02", "2026-11-05",
    ])
    #expect(streaks.longestDays == (try streak("2026-10-30", "2026-11-02", 4)))
    #expect(streaks.currentDays == (try streak("2026-11-05", "2026-11-05", 1)))
    #expect(streaks.trainingDays == 5)
  }

  @Test("a streak of days runs across a year boundary; two workouts on a day count once")
  func acrossYears() throws {
    let streaks = try streaks(["2027-01-01", "2026-12-31", "2026-12-30", "2027-01-01"])
    #expect(streaks.longestDays == (try streak("2026-12-30", "2027-01-01", 3)))
    #expect(streaks.currentDays == streaks.longestDays)
    #expect(streaks.trainingDays == 3)
  }

  @Test("workouts in date order (the site's) or in any order give the same streaks")
  func orderDoesNotMatter() throws {
    let dates = [
      "2026-10-30", "2026-10-31", "2026-10-31", "2026-11-02", "2026-11-03", "2026-11-16",
    ]
    let inOrder = try dates.map { try statsWorkout($0) }
    let shuffled = [inOrder[3], inOrder[0], inOrder[5], inOrder[1], inOrder[4], inOrder[2]]
    for weekStart in [1, 7] {
      let sorted = Stats.Streaks(inOrder, weekStart: weekStart)
      #expect(sorted == Stats.Streaks(shuffled, weekStart: weekStart))
      #expect(sorted.trainingDays == 5)
    }
    #expect(Stats.Streaks.uniqueSorted([3, 3, 5, 9, 9]) == [3, 5, 9])
    #expect(Stats.Streaks.uniqueSorted([9, 3, 5, 3]) == [3, 5, 9])
  }

  @Test("weeks follow the configured week start, across a year boundary")
  func weeks() throws {
    let dates = ["2026-12-20", "2026-12-21", "2027-01-01", "2027-01-04"]
    // Monday weeks: 14 Dec (the Sunday 20th), 21 Dec, 28 Dec, 4 Jan.
    let monday = try streaks(dates, weekStart: 1)
    #expect(monday.currentWeeks == (try streak("2026-12-14", "2027-01-04", 4)))
    #expect(monday.trainingWeeks == 4)
    // Sunday weeks: 20 Dec (the 20th and 21st), 27 Dec, 3 Jan.
    let sunday = try streaks(dates, weekStart: 7)
    #expect(sunday.currentWeeks == (try streak("2026-12-20", "2027-01-03", 3)))
    #expect(sunday.longestWeeks == sunday.currentWeeks)
    #expect(sunday.trainingWeeks == 3)
  }

  @Test("a week without training breaks the weekly streak")
  func weekGap() throws {
    let streaks = try streaks(["2026-10-05", "2026-10-14", "2026-10-25", "2026-11-26"])
    #expect(streaks.longestWeeks == (try streak("2026-10-05", "2026-10-19", 3)))
    #expect(streaks.currentWeeks == (try streak("2026-11-23", "2026-11-23", 1)))
  }

  @Test("of two equally long streaks the longest is the first")
  func ties() throws {
    let streaks = try streaks(["2026-11-01", "2026-11-02", "2026-11-10", "2026-11-11"])
    #expect(streaks.longestDays == (try streak("2026-11-01", "2026-11-02", 2)))
    #expect(streaks.currentDays == (try streak("2026-11-10", "2026-11-11", 2)))
  }

  @Test("an empty journal has no streaks")
  func empty() {
    let streaks = Stats.Streaks(AppState())
    #expect(streaks.currentDays == nil)
    #expect(streaks.longestDays == nil)
    #expect(streaks.currentWeeks == nil)
    #expect(streaks.longestWeeks == nil)
    #expect(streaks.trainingDays == 0)
    #expect(streaks.trainingWeeks == 0)
  }
}
