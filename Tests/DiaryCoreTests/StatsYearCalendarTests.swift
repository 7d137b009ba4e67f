import DiaryCore
import Testing

@Suite("Stats: a year's calendar")
struct StatsYearCalendarTests {
  @Test("1 January to 31 December in week columns, the first and last partial")
  func shape() throws {
    let calendar = Stats.TrainingCalendar(try RunnerJournal.workouts(), year: 2025, weekStart: 1)
    // 1 January 2025 is a Wednesday: its column has five days; 31 December a Wednesday too.
    #expect(calendar.weeks.count == 53)
    #expect(calendar.weeks.first?.count == 5)
    #expect(calendar.weeks.last?.count == 3)
    #expect(calendar.days.count == 365)
    #expect(calendar.row(of: try day("2025-01-01")) == 2)
    let trained = calendar.days.filter(\.isTrainingDay)
    #expect(
      trained.map(\.date.description) == ["2025-03-31", "2025-04-02", "2025-12-30", "2025-12-31"])
    #expect(trained.map(\.level) == [1, 2, 1, 2])
  }

  @Test("a day links to its first workout: untimed first, then by time of day")
  func firstWorkout() throws {
    func entry(_ name: String, _ time: (Int, Int)?) throws -> Workout {
      var workout = try statsWorkout("2026-04-01", name: name)
      workout.time = time.flatMap { TimeOfDay(hour: $0.0, minute: $0.1) }
      return workout
    }
    let timed = [try entry("Noon", (12, 0)), try entry("Dawn", (6, 0))]
    let day = Stats.TrainingCalendar(timed, year: 2026, weekStart: 7).days[90]
    #expect(day.date.description == "2026-04-01")
    #expect(day.workoutCount == 2)
    #expect(day.firstWorkout?.name == "Dawn")
    let withUntimed = timed + [try entry("Whenever", nil)]
    #expect(
      Stats.TrainingCalendar(withUntimed, year: 2026, weekStart: 7).days[90].firstWorkout?.name
        == "Whenever")
  }
}
