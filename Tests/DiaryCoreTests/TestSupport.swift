import DiaryCore
import Testing

/// The journal's location type, not Swift Testing's.
typealias SourceLocation = DiaryCore.SourceLocation

/// The day written `yyyy-mm-dd`; records an issue and throws when it is not a valid date.
func day(_ text: String) throws -> LocalDate {
  let parts = text.split(separator: "-").compactMap { Int($0) }
  try #require(parts.count == 3, "not a yyyy-mm-dd date: \(text)")
  return try #require(LocalDate(year: parts[0], month: parts[1], day: parts[2]))
}

/// A workout as the parser would hand it to the reducer (its id still the base id).
func workout(
  _ name: String, on date: String = "2026-11-28", at time: (Int, Int)? = nil,
  distance: Distance? = nil, complexity: Complexity = .medium,
  in path: String = "a.md", line: Int
) throws -> Workout {
  var timeOfDay: TimeOfDay?
  if let time {
    let parsed: TimeOfDay = try #require(TimeOfDay(hour: time.0, minute: time.1))
    timeOfDay = parsed
  }
  return Workout(
    date: try day(date), time: timeOfDay, name: name, distance: distance,
    complexity: complexity, location: SourceLocation(path: path, line: line, column: 1))
}

func at(_ path: String, _ line: Int, _ column: Int = 1) -> SourceLocation {
  SourceLocation(path: path, line: line, column: column)
}

/// The state after the actions, applied one by one with the pure reducer.
func state(after actions: [Action], from initial: AppState = AppState()) -> AppState {
  actions.reduce(initial, reducer)
}

/// The workouts in journal order as `id @path:line:column`, one line each.
func journalOrder(_ state: AppState) -> [String] {
  state.workouts.map { "\($0.id) @\($0.location)" }
}

/// Everything the state holds, one line per fact, so a failing comparison reads as a diff.
func dump(_ state: AppState) -> [String] {
  ["sort: \(state.sortOrder.rawValue)"]
    + journalOrder(state)
    + state.diagnostics.map { "diagnostic \($0)" }
}

/// The ids of the workouts in the given list order.
func ids(_ workouts: [Workout]) -> [String] {
  workouts.map(\.id.rawValue)
}
