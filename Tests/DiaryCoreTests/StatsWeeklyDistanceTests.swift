import DiaryCore
import Testing

@Suite("Stats: distance per week")
struct StatsWeeklyDistanceTests {
  @Test("52 weeks ending with the newest workout's week, starting on the configured weekday")
  func window() throws {
    var config = SiteConfig()
    config.weekStart = 7
    // 2026-11-28 is a Saturday: its Sunday-started week began on 2026-11-22.
    let state = statsState(
      [try statsWorkout("2026-11-28"), try statsWorkout("2026-01-10")], config: config)
    let weekly = Stats.WeeklyDistance(state)
    #expect(weekly.weeks.count == 52)
    #expect(weekly.weeks.last?.start == (try day("2026-11-22")))
    #expect(weekly.weeks.last?.end == (try day("2026-11-28")))
    #expect(weekly.weeks.first?.start == (try day("2025-11-30")))
    let starts = weekly.weeks.map(\.start.dayNumber)
    #expect(zip(starts, starts.dropFirst()).allSatisfy { $1 - $0 == 7 })
    #expect(weekly.weeks.allSatisfy { $0.start.isoWeekday == 7 })
  }

  @Test("each workout counts in its week, by complexity, in metres across units")
  func sums() throws {
    let workouts = [
      try statsWorkout("2026-11-23", kilometres(10), complexity: .low),
      try statsWorkout("2026-11-25", Distance(1500, .metres), type: "swim", complexity: .low),
      try statsWorkout("2026-11-28", Distance(10, .miles), type: "ride", complexity: .high),
      try statsWorkout("2026-11-27", type: "strength", complexity: .high),
      // A Sunday: the week before with Monday weeks, the same week with Sunday weeks.
      try statsWorkout("2026-11-22", kilometres(5), complexity: .medium),
    ]
    let monday = Stats.WeeklyDistance(workouts, weekStart: 1)
    let last = try #require(monday.weeks.last)
    #expect(last.start == (try day("2026-11-23")))
    #expect(last.workoutCount == 4)
    #expect(last.metres(.low) == 11_500)
    #expect(last.metres(.medium) == 0)
    #expect(isClose(last.metres(.high), 16_093.44))
    #expect(monday.weeks[50].metres(.medium) == 5000)
    #expect(monday.workoutCount == 5)

    let sunday = Stats.WeeklyDistance(workouts, weekStart: 7)
    #expect(sunday.weeks.last?.workoutCount == 5)
    #expect(isClose(sunday.weeks.last?.totalMetres, 32_593.44))
    #expect(isClose(sunday.longestWeekMetres, 32_593.44))
  }

  @Test("workouts older than the 52 weeks are left out")
  func window52() throws {
    let workouts = [
      try statsWorkout("2026-11-23", kilometres(1)),
      try statsWorkout("2025-12-01", kilometres(2)),  // first day of the first week
      try statsWorkout("2025-11-30", kilometres(4)),  // the day before
    ]
    let weekly = Stats.WeeklyDistance(workouts, weekStart: 1)
    #expect(weekly.weeks.first?.start == (try day("2025-12-01")))
    #expect(weekly.weeks.first?.totalMetres == 2000)
    #expect(weekly.totalMetres == 3000)
    #expect(weekly.workoutCount == 2)
  }

  @Test("an empty journal has no weeks and a longest week of zero")
  func empty() {
    let weekly = Stats.WeeklyDistance(AppState())
    #expect(weekly.weeks.isEmpty)
    #expect(weekly.longestWeekMetres == 0)
    #expect(weekly.totalMetres == 0)
  }
}
