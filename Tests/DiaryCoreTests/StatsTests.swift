import DiaryCore
import Testing

@Suite("Stats: the reference day and weeks")
struct StatsTests {
  @Test("the reference day is the newest workout's date, never the clock")
  func referenceDay() throws {
    let workouts = [
      try statsWorkout("2026-11-02"), try statsWorkout("2027-01-03"),
      try statsWorkout("2026-12-31"),
    ]
    #expect(Stats.referenceDay(of: workouts) == (try day("2027-01-03")))
    #expect(Stats.referenceDay(of: [Workout]()) == nil)
  }

  @Test(
    "a week starts on the configured weekday",
    arguments: [
      // 2026-11-28 is a Saturday.
      ("2026-11-28", 1, "2026-11-23"), ("2026-11-28", 7, "2026-11-22"),
      ("2026-11-28", 6, "2026-11-28"), ("2026-11-23", 1, "2026-11-23"),
      ("2026-11-22", 1, "2026-11-16"), ("2026-11-22", 7, "2026-11-22"),
      // Across a year boundary: 2027-01-01 is a Friday.
      ("2027-01-01", 1, "2026-12-28"), ("2027-01-01", 7, "2026-12-27"),
      ("2027-01-01", 5, "2027-01-01"), ("2027-01-01", 6, "2026-12-26"),
      // Out-of-range settings count as Monday.
      ("2026-11-28", 0, "2026-11-23"), ("2026-11-28", 9, "2026-11-23"),
    ])
  func weekStart(date: String, weekStart: Int, expected: String) throws {
    #expect(
      Stats.startOfWeek(containing: try day(date), weekStart: weekStart) == (try day(expected)))
  }
}

/// A workout for the stats tests; lines only matter once the workouts go into a state.
func statsWorkout(
  _ date: String, _ distance: Distance? = nil, type: String? = "run", seconds: Int? = nil,
  complexity: Complexity = .medium, name: String = "Workout", line: Int = 1
) throws -> Workout {
  Workout(
    date: try day(date), name: name, distance: distance,
    duration: seconds.map { WorkoutDuration(seconds: $0) }, complexity: complexity, type: type,
    location: SourceLocation(path: "journal/a.md", line: line, column: 1))
}

func kilometres(_ value: Double) -> Distance { Distance(value, .kilometres) }

/// The state after adding the workouts (each on its own line) under `config`.
func statsState(_ workouts: [Workout], config: SiteConfig = SiteConfig()) -> AppState {
  var state = AppState()
  reduce(into: &state, .configLoaded(config))
  for (index, workout) in workouts.enumerated() {
    var placed = workout
    placed.location = SourceLocation(path: "journal/a.md", line: index + 1, column: 1)
    reduce(into: &state, .workoutAdded(placed))
  }
  return state
}

/// Whether two distances agree to a micrometre (sums of metres are not exact in binary).
func isClose(_ value: Double?, _ expected: Double) -> Bool {
  guard let value else { return false }
  return abs(value - expected) < 1e-6
}
