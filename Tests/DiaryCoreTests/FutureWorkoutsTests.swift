import DiaryCore
import Testing

@Suite("Workouts dated after today")
struct FutureWorkoutsTests {
  @Test(
    "a warning for each workout after the given day, at its heading; today and before pass",
    arguments: [
      ("2026-11-27", ["a.md:3:1 2026-11-28", "a.md:7:1 2026-11-28", "b.md:2:1 2062-11-28"]),
      ("2026-11-28", ["b.md:2:1 2062-11-28"]),
      ("2062-11-27", ["b.md:2:1 2062-11-28"]),
      ("2062-11-28", []),
    ])
  func warnings(today: String, expected: [String]) throws {
    let journal = state(after: [
      .workoutAdded(try workout("Run", on: "2026-11-28", line: 3)),
      .workoutAdded(try workout("Swim", on: "2026-11-28", at: (23, 59), line: 7)),
      .workoutAdded(try workout("Ride", on: "2026-11-01", line: 12)),
      .workoutAdded(try workout("Typo", on: "2062-11-28", in: "b.md", line: 2)),
    ])
    let warnings = journal.futureDateWarnings(today: try day(today)).sorted()
    #expect(warnings.map { "\($0.location) \($0.message.dropFirst(9).prefix(10))" } == expected)
    #expect(warnings.allSatisfy { !$0.isError })
    #expect(
      warnings.first.map(\.message)
        == expected.first.map { line in
          "the date \(line.suffix(10)) is after today (\(today)); the stats end at the newest "
            + "workout's day"
        })
  }
}
