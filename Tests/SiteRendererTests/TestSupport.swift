import DiaryCore
import Foundation
import Mustache
@testable import SiteRenderer
import Testing

/// The journal's location type, not Swift Testing's.
typealias SourceLocation = DiaryCore.SourceLocation

/// The repository's folder, found from this file's path.
let repositoryRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/SiteRendererTests/TestSupport.swift
  return parts.joined(separator: "/")
}()

/// The golden files' folder.
let snapshotsFolder = repositoryRoot + "/Tests/SiteRendererTests/Snapshots"

/// The day written `yyyy-mm-dd`; records an issue and throws when it is not a valid date.
func day(_ text: String) throws -> LocalDate {
  let parts = text.split(separator: "-").compactMap { Int($0) }
  try #require(parts.count == 3, "not a yyyy-mm-dd date: \(text)")
  return try #require(LocalDate(year: parts[0], month: parts[1], day: parts[2]))
}

/// A workout as the parser would hand it to the reducer, at `fixture.md:line`.
func workout(
  _ name: String, on date: String, at time: (Int, Int)? = nil, line: Int,
  distance: Distance? = nil, duration: Int? = nil, complexity: Complexity = .medium,
  type: String? = nil, tags: [String] = [], custom: [(String, String)] = [], notes: String = ""
) throws -> Workout {
  var timeOfDay: TimeOfDay?
  if let time {
    let parsed: TimeOfDay = try #require(TimeOfDay(hour: time.0, minute: time.1))
    timeOfDay = parsed
  }
  return Workout(
    date: try day(date), time: timeOfDay, name: name, distance: distance,
    duration: duration.map { WorkoutDuration(seconds: $0) }, complexity: complexity, type: type,
    tags: tags, customFields: custom.map { CustomField(key: $0.0, value: $0.1) },
    notesHTML: notes, location: SourceLocation(path: "fixture.md", line: line, column: 1))
}

/// The state after adding `workouts` one by one through the reducer, with `config`.
func state(with workouts: [Workout], config: SiteConfig = SiteConfig()) -> AppState {
  var state = AppState(config: config)
  for workout in workouts { reduce(into: &state, .workoutAdded(workout)) }
  return state
}

/// The workouts of `fixtureState()`: three years, two months in one, runs, rides and swims,
/// tags whose slugs collide ("open water" and "open-water"), timed and untimed days.
func fixtureWorkouts() throws -> [Workout] {
  [
    try workout(
      "Morning intervals", on: "2026-11-28", at: (7, 15), line: 3,
      distance: Distance(10.5, .kilometres), duration: 3150, complexity: .high, type: "run",
      tags: ["intervals", "track"], custom: [("shoes", "Pegasus 40")],
      notes: "<p>Six by <em>800 m</em>.</p>\n"),
    try workout(
      "Recovery swim", on: "2026-11-29", line: 12, distance: Distance(1500, .metres),
      duration: 1800, complexity: .low, type: "swim", tags: ["open water"]),
    try workout(
      "Lake crossing", on: "2026-10-04", line: 20, distance: Distance(2, .kilometres),
      duration: 2700, type: "swim", tags: ["open-water"]),
    try workout(
      "Long ride", on: "2026-10-18", at: (9, 0), line: 26, distance: Distance(62, .miles),
      duration: 14400, complexity: .high, type: "ride"),
    try workout("Gym", on: "2025-12-31", line: 33, type: "strength"),
    try workout(
      "Easy run", on: "2024-02-29", line: 40, distance: Distance(5, .kilometres),
      duration: 1800, complexity: .low, type: "run", tags: ["easy"]),
  ]
}

/// A small journal's state shared by the renderer tests (six workouts over 2024–2026).
func fixtureState(config: SiteConfig = SiteConfig()) -> AppState {
  do {
    return state(with: try fixtureWorkouts(), config: config)
  } catch {
    Issue.record("fixture workouts are invalid: \(error)")
    return AppState(config: config)
  }
}

/// A renderer over the default theme (the repository's `Templates/`, embedded).
func makeRenderer() throws -> SiteRenderer {
  let files = DefaultTheme.files.compactMap { name, source -> TemplateFile? in
    guard name.hasSuffix(".mustache") else { return nil }
    return TemplateFile(name: String(name.dropLast(".mustache".count)), path: name, source: source)
  }
  return SiteRenderer(library: try TemplateLibrary(files: files))
}

/// The text of the rendered file at `path` among `files`; records an issue when there is none.
func render(_ path: String, of files: [SiteFile]) throws -> String {
  let file = try #require(files.first { $0.path == path }, "no file at \(path)")
  return try makeRenderer().text(of: file)
}

/// Every file of the site of `state` (no theme assets).
func siteFiles(_ state: AppState) -> [SiteFile] {
  Site(state).files
}

/// Every file of the site of `state`, rendered, by path.
func renderedSite(_ state: AppState) throws -> [String: String] {
  let renderer = try makeRenderer()
  var texts: [String: String] = [:]
  for file in siteFiles(state) { texts[file.path] = try renderer.text(of: file) }
  return texts
}

/// The files one kind of page or export makes of a state, in the order it makes them.
protocol SiteFileKind {
  static func files(_ data: SiteData) -> [SiteFile]
}

extension SiteFileKind {
  static func make(_ state: AppState) -> [SiteFile] { files(SiteData(state: state)) }
}

extension ArchivePages: SiteFileKind {}
extension TaxonomyPages: SiteFileKind {}
extension ListPages: SiteFileKind {}
extension WorkoutPages: SiteFileKind {}
extension FeedPage: SiteFileKind {}
extension NotFoundPage: SiteFileKind {}
extension StatsPage: SiteFileKind {}

extension SiteFile {
  /// A page's template data (`.null` for other files).
  var context: MustacheValue {
    guard case .page(_, let context) = content, let renderer = try? makeRenderer() else {
      return .null
    }
    return (try? context(RowHTML(library: renderer.library))) ?? .null
  }
}

/// The bytes of the export at `path` of the site of `state`.
func exported(_ path: String, of state: AppState) throws -> String {
  let file = try #require(Exports.make(state).first { $0.path == path })
  return try makeRenderer().text(of: file)
}

extension Exports {
  static func make(_ state: AppState) -> [SiteFile] { files(SiteData(state: state)) }
}

/// Compares `text` byte for byte with `Snapshots/<named>`; with `RECORD_SNAPSHOTS=1` writes it.
func assertSnapshot(
  _ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let path = snapshotsFolder + "/" + name
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      Issue.record("cannot write \(path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: path) else {
    Issue.record(
      "missing snapshot \(name); run with RECORD_SNAPSHOTS=1 to record it",
      sourceLocation: sourceLocation)
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
  guard expected != text else { return }
  let message = "\(name) differs from its snapshot (RECORD_SNAPSHOTS=1 re-records):\n"
  Issue.record(
    Comment(rawValue: message + firstDifference(expected, text)), sourceLocation: sourceLocation)
}

/// The first line where two texts differ, as `-expected` / `+actual`.
func firstDifference(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(old.count, new.count) {
    let left = index < old.count ? String(old[index]) : "<end>"
    let right = index < new.count ? String(new[index]) : "<end>"
    if left != right { return "line \(index + 1):\n-\(left)\n+\(right)" }
  }
  return "(only line endings or bytes differ)"
}
