import DiaryCore
import Testing

@Suite("Stats: the training calendar")
struct StatsTrainingCalendarTests {
  @Test("columns of seven days from the week start; the last stops at the newest workout")
  func shape() throws {
    // 2026-11-26 is a Thursday.
    let calendar = Stats.TrainingCalendar([try statsWorkout("2026-11-26")], weekStart: 1)
    #expect(calendar.weeks.count == 52)
    #expect(calendar.weeks.dropLast().allSatisfy { $0.count == 7 })
    #expect(calendar.weeks.last?.count == 4)
    #expect(calendar.weeks.first?.first?.date == (try day("2025-12-01")))
    #expect(calendar.days.last?.date == (try day("2026-11-26")))
    #expect(calendar.days.count == 51 * 7 + 4)
    let numbers = calendar.days.map(\.date.dayNumber)
    #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $1 - $0 == 1 })
  }

  @Test(
    "a day's level follows its training time",
    arguments: [
      ([], 0), ([nil], 1), ([29 * 60 + 59], 1), ([30 * 60], 2), ([59 * 60], 2),
      ([3600], 3), ([7199], 3), ([7200], 4), ([40 * 60, 40 * 60], 3), ([nil, 2 * 3600], 4),
    ] as [([Int?], Int)])
  func level(durations: [Int?], expected: Int) throws {
    var workouts = try durations.map { try statsWorkout("2026-11-20", seconds: $0) }
    workouts.append(try statsWorkout("2026-11-28", seconds: 600))
    let calendar = Stats.TrainingCalendar(workouts, weekStart: 1)
    let friday = try #require(calendar.days.first { $0.date == (try day("2026-11-20")) })
    #expect(friday.level == expected)
    #expect(friday.workoutCount == durations.count)
    #expect(calendar.days.last?.level == 1)
  }

  @Test("months group the calendar's days across a year boundary; the first may be partial")
  func months() throws {
    let workouts = [
      try statsWorkout("2026-12-31", seconds: 1800), try statsWorkout("2027-01-01", seconds: 600),
      try statsWorkout("2027-01-01", seconds: 600), try statsWorkout("2027-01-02"),
    ]
    let calendar = Stats.TrainingCalendar(workouts, weekStart: 1, weekCount: 6)
    // 2027-01-02 is a Saturday; six Monday weeks back start on 2026-11-23.
    #expect(
      calendar.months.map { "\($0.first)…\($0.last) \($0.trainingDays)/\($0.workoutCount)" } == [
        "2026-11-23…2026-11-30 0/0", "2026-12-01…2026-12-31 1/1", "2027-01-01…2027-01-02 2/3",
      ])
    #expect(calendar.months.map(\.seconds) == [0, 1800, 1200])
  }

  @Test("an empty journal has an empty calendar")
  func empty() {
    let calendar = Stats.TrainingCalendar(AppState())
    #expect(calendar.weeks.isEmpty)
    #expect(calendar.months.isEmpty)
  }
}
