import DiaryCore
import Testing

/// One row of a reducer table: the actions that build the initial state, the actions under test,
/// and the whole expected state as `dump` prints it.
struct ReducerCase: Sendable, CustomTestStringConvertible {
  var name: String
  var given: [Action] = []
  var actions: [Action]
  var expected: [String]

  var testDescription: String { name }
}

private let tpye = Diagnostic.error(
  at: at("a.md", 5, 3), "unknown key 'tpye'; did you mean 'type'?")
private let stray = Diagnostic.warning(
  at: at("a.md", 1, 1), "text outside a workout is not shown on the site")
private let badDate = Diagnostic.error(
  at: at("b.md", 2, 4), "invalid date '2026-02-30': no such day in the calendar")

private func add(
  _ name: String, _ line: Int, in path: String = "a.md", on date: String = "2026-11-28"
) throws -> Action {
  .workoutAdded(try workout(name, on: date, in: path, line: line))
}

private func remove(_ id: String) -> Action { .workoutRemoved(WorkoutID(id)) }

extension ReducerCase {
  static func numbering() throws -> [ReducerCase] {
    [
      ReducerCase(
        name: "a workout gets its base id 'date-slug'",
        actions: [try add("Morning intervals", 3)],
        expected: ["sort: date", "2026-11-28-morning-intervals @a.md:3:1"]),
      ReducerCase(
        name: "the same date and name are numbered in line order, the later one added first",
        actions: [try add("Run", 10), try add("Run", 3)],
        expected: ["sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:10:1"]),
      ReducerCase(
        name: "across files the path comes before the line",
        actions: [try add("Run", 1, in: "b.md"), try add("Run", 20, in: "a.md")],
        expected: ["sort: date", "2026-11-28-run @a.md:20:1", "2026-11-28-run-2 @b.md:1:1"]),
      ReducerCase(
        name: "names with the same slug collide",
        actions: [try add("run", 7), try add("Run!", 3)],
        expected: ["sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:7:1"]),
      ReducerCase(
        name: "the same name on another day keeps its base id",
        actions: [try add("Run", 3), try add("Run", 7, on: "2026-11-29")],
        expected: ["sort: date", "2026-11-28-run @a.md:3:1", "2026-11-29-run @a.md:7:1"]),
      ReducerCase(
        name: "a third collision takes -3 whatever the arrival order",
        actions: [try add("Run", 12), try add("Run", 3), try add("Run", 7)],
        expected: [
          "sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:7:1",
          "2026-11-28-run-3 @a.md:12:1",
        ]),
      ReducerCase(
        name: "'Run 2' after two 'Run's takes the first free id after its base",
        actions: [try add("Run 2", 12), try add("Run", 7), try add("Run", 3)],
        expected: [
          "sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:7:1",
          "2026-11-28-run-2-2 @a.md:12:1",
        ]),
      ReducerCase(
        name: "'Run 2' before the second 'Run' keeps its base id and pushes that one to -3",
        actions: [try add("Run", 10), try add("Run 2", 5), try add("Run", 3)],
        expected: [
          "sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:5:1",
          "2026-11-28-run-3 @a.md:10:1",
        ]),
      ReducerCase(
        name: "adding at a location already taken replaces that workout and renumbers",
        given: [try add("Run", 3), try add("Run", 9)],
        actions: [try add("Swim", 3)],
        expected: ["sort: date", "2026-11-28-swim @a.md:3:1", "2026-11-28-run @a.md:9:1"]),
    ]
  }

  static func removal() throws -> [ReducerCase] {
    let two = [try add("Run", 3), try add("Run", 10)]
    let three = [try add("Run", 3), try add("Run 2", 5), try add("Run", 10)]
    let files = [
      try add("Run", 3, in: "a.md"), try add("Swim", 9, in: "a.md"), try add("Run", 2, in: "b.md"),
      .diagnosticsReported(path: "a.md", [tpye]), .diagnosticsReported(path: "b.md", [badDate]),
    ]
    return [
      ReducerCase(
        name: "removing the first renumbers the second back to the base id",
        given: two, actions: [remove("2026-11-28-run")],
        expected: ["sort: date", "2026-11-28-run @a.md:10:1"]),
      ReducerCase(
        name: "removing the second leaves the first as it was",
        given: two, actions: [remove("2026-11-28-run-2")],
        expected: ["sort: date", "2026-11-28-run @a.md:3:1"]),
      ReducerCase(
        name: "removing 'Run 2' lets the later 'Run' take -2",
        given: three, actions: [remove("2026-11-28-run-2")],
        expected: ["sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:10:1"]),
      ReducerCase(
        name: "removing an id nobody has changes nothing",
        given: two, actions: [remove("2026-11-28-run-3"), remove("2026-11-28-swim")],
        expected: ["sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:10:1"]),
      ReducerCase(
        name: "fileRemoved removes only that file's workouts and diagnostics",
        given: files, actions: [.fileRemoved(path: "a.md")],
        expected: ["sort: date", "2026-11-28-run @b.md:2:1", "diagnostic \(badDate)"]),
      ReducerCase(
        name: "fileRemoved of a file without workouts or diagnostics changes nothing",
        given: files, actions: [.fileRemoved(path: "c.md")],
        expected: [
          "sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-swim @a.md:9:1",
          "2026-11-28-run-2 @b.md:2:1", "diagnostic \(tpye)", "diagnostic \(badDate)",
        ]),
      ReducerCase(
        name: "fileRemoved then adding the file again gives the same ids",
        given: files,
        actions: [.fileRemoved(path: "b.md"), try add("Run", 4, in: "b.md")],
        expected: [
          "sort: date", "2026-11-28-run @a.md:3:1", "2026-11-28-swim @a.md:9:1",
          "2026-11-28-run-2 @b.md:4:1", "diagnostic \(tpye)",
        ]),
    ]
  }

  static func diagnosticsAndSort() -> [ReducerCase] {
    [
      ReducerCase(
        name: "diagnosticsReported replaces what the file reported before",
        given: [.diagnosticsReported(path: "a.md", [tpye, stray])],
        actions: [.diagnosticsReported(path: "a.md", [stray])],
        expected: ["sort: date", "diagnostic \(stray)"]),
      ReducerCase(
        name: "diagnosticsReported keeps other files' diagnostics and sorts by location",
        given: [.diagnosticsReported(path: "b.md", [badDate])],
        actions: [.diagnosticsReported(path: "a.md", [tpye, stray])],
        expected: [
          "sort: date", "diagnostic \(stray)", "diagnostic \(tpye)", "diagnostic \(badDate)",
        ]),
      ReducerCase(
        name: "an empty report clears the file",
        given: [
          .diagnosticsReported(path: "a.md", [tpye]), .diagnosticsReported(path: "b.md", [badDate]),
        ],
        actions: [.diagnosticsReported(path: "a.md", [])],
        expected: ["sort: date", "diagnostic \(badDate)"]),
      ReducerCase(
        name: "sortChanged(to: .distance) changes only the order",
        given: [.diagnosticsReported(path: "a.md", [tpye])],
        actions: [.sortChanged(to: .distance)],
        expected: ["sort: distance", "diagnostic \(tpye)"]),
      ReducerCase(
        name: "sortChanged(to: .complexity) then back to .date",
        actions: [.sortChanged(to: .complexity), .sortChanged(to: .date)],
        expected: ["sort: date"]),
      ReducerCase(
        name: "sortChanged(to: .complexity)",
        actions: [.sortChanged(to: .complexity)],
        expected: ["sort: complexity"]),
    ]
  }
}

@Suite("Reducer tables")
struct ReducerTests {
  @Test("workoutAdded numbers ids in path/line order", arguments: try ReducerCase.numbering())
  func numbering(_ row: ReducerCase) {
    #expect(dump(state(after: row.actions, from: state(after: row.given))) == row.expected)
  }

  @Test(
    "workoutRemoved and fileRemoved renumber what is left", arguments: try ReducerCase.removal())
  func removal(_ row: ReducerCase) {
    #expect(dump(state(after: row.actions, from: state(after: row.given))) == row.expected)
  }

  @Test(
    "diagnosticsReported replaces, sortChanged(to:) switches the order",
    arguments: ReducerCase.diagnosticsAndSort())
  func diagnosticsAndSort(_ row: ReducerCase) {
    #expect(dump(state(after: row.actions, from: state(after: row.given))) == row.expected)
  }
}
