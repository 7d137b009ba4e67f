import DiaryCore
import JournalParser
import SiteRenderer

/// libFuzzer entry point: one journal file's bytes through the parser, the reducer, and the
/// site's files (their inputs and keys). Crashes, hangs and sanitizer reports are findings; so is a broken
/// invariant (checked with `precondition`).
@_cdecl("LLVMFuzzerTestOneInput")
public func journalParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let (workouts, diagnostics) = JournalParser.parse(path: "fuzz.md", bytes: bytes)
  let lineCount = bytes.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count + 1
  for diagnostic in diagnostics {
    checkLocation(diagnostic.location, lineCount: lineCount, "\(diagnostic)")
    precondition(!diagnostic.message.isEmpty, "empty message")
  }
  for workout in workouts { checkWorkout(workout, lineCount: lineCount) }
  var state = AppState()
  for workout in workouts { reduce(into: &state, .workoutAdded(workout)) }
  reduce(into: &state, .diagnosticsReported(path: "fuzz.md", diagnostics))
  precondition(state.workoutCount == workouts.count, "a workout was lost in the reducer")
  let ids = Set(state.workouts.map(\.id))
  precondition(ids.count == workouts.count, "two workouts share an id")
  // Selecting every file (stats, archives, taxonomies) and keying it costs ten times the
  // parse: done for one input in eight, chosen by size so that a finding replays the same way.
  if size % 8 == 0 {
    let site = Site(state)
    let paths = site.files.map(\.path)
    precondition(Set(paths).count == paths.count, "two files at one path: \(paths)")
    for path in paths { checkOutputPath(path) }
    _ = site.keys()
  }
  return 0
}

private func checkLocation(_ location: SourceLocation, lineCount: Int, _ what: String) {
  precondition(location.path == "fuzz.md", "wrong path: \(what)")
  if location.line == 0 {
    precondition(location.column == 0, "a column without a line: \(what)")
  } else {
    precondition(location.line >= 1 && location.line <= lineCount, "line out of range: \(what)")
    precondition(location.column >= 1, "column out of range: \(what)")
  }
}

private func checkWorkout(_ workout: Workout, lineCount: Int) {
  checkLocation(workout.location, lineCount: lineCount, "\(workout.location)")
  precondition(!workout.name.isEmpty, "a workout without a name")
  if let distance = workout.distance {
    precondition(distance.value.isFinite && distance.value > 0, "bad distance \(distance)")
    precondition(distance.metres.isFinite && distance.metres > 0, "bad metres \(distance)")
  }
  if let duration = workout.duration {
    precondition(duration.seconds > 0, "bad duration \(duration.seconds)")
  }
  if let type = workout.type { precondition(!type.contains(" "), "type with a space") }
  checkOutputPath("workouts/\(workout.id).html")
}

/// A site file's path stays inside the site: relative, no `..` or `.` segment, no empty one.
private func checkOutputPath(_ path: String) {
  precondition(!path.hasPrefix("/"), "absolute path \(path)")
  for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
    precondition(segment != ".." && segment != "." && !segment.isEmpty, "unsafe path \(path)")
    precondition(!segment.contains("\\") && !segment.contains("\0"), "unsafe path \(path)")
  }
}
