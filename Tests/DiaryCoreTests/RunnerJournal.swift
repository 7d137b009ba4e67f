import DiaryCore
import Testing

/// A small runner's journal whose figures are worked out by hand in the tests: a year
/// boundary (a week from Monday 29 December 2025 to Sunday 4 January 2026), a week across two
/// months (30 March to 5 April 2026), two 5 km runs in the same time (a tie), a sport without
/// distances (strength), runs that do not count for a race distance, and gear. Weeks start on
/// Monday; the newest workout, and so "now", is Friday 3 April 2026.
enum RunnerJournal {
  static func workouts() throws -> [Workout] {
    [
      try entry("2025-03-31", "Spring 5K", "run", kilometres(5), seconds: 27 * 60),
      try entry("2025-04-02", "Ten", "run", kilometres(10), seconds: 55 * 60),
      try entry(
        "2025-12-30", "Year-end 5K", "run", kilometres(5.05), seconds: 25 * 60,
        fields: [("shoes", "Pegasus 40")]),
      try entry("2025-12-31", "Gym", "strength", nil, seconds: 45 * 60),
      try entry(
        "2026-01-01", "New year 5K", "run", kilometres(4.95), seconds: 25 * 60,
        fields: [("Shoes", "pegasus  40")]),
      try entry("2026-01-02", "Ride", "ride", kilometres(40), seconds: 90 * 60),
      try entry("2026-02-10", "Too long to count", "run", kilometres(5.2), seconds: 24 * 60),
      try entry("2026-02-15", "Untimed 5K", "run", kilometres(5), seconds: nil),
      try entry("2026-03-30", "Ten again", "run", kilometres(10.2), seconds: 50 * 60),
      try entry("2026-03-31", "Gym", "strength", nil, seconds: 30 * 60),
      try entry("2026-04-01", "Pool", "swim", Distance(1500, .metres), seconds: 30 * 60),
      try entry(
        "2026-04-03", "Half", "run", kilometres(21.1), seconds: 110 * 60, tags: ["race"],
        fields: [("shoes", "Vaporfly")]),
    ]
  }

  /// The newest workout's day.
  static func now() throws -> LocalDate { try day("2026-04-03") }

  /// The workouts newest first, as the site holds them.
  static func newestFirst() throws -> [Workout] { try workouts().reversed() }

  private static func entry(
    _ date: String, _ name: String, _ type: String, _ distance: Distance?, seconds: Int?,
    tags: [String] = [], fields: [(String, String)] = []
  ) throws -> Workout {
    Workout(
      date: try day(date), name: name, distance: distance,
      duration: seconds.map { WorkoutDuration(seconds: $0) }, type: type, tags: tags,
      customFields: fields.map { CustomField(key: $0.0, value: $0.1) },
      location: SourceLocation(path: "journal/a.md", line: 1, column: 1))
  }
}

/// The workouts' names, in order.
func names(_ workouts: [Workout]) -> [String] { workouts.map(\.name) }
