import DiaryCore
import Testing

@Suite("AppState as a whole")
struct AppStateTests {
  /// Three workouts of one id family: Run (line 3), Run 2 (line 5), Run (line 10).
  private func family() throws -> [Action] {
    [
      .workoutAdded(try workout("Run", line: 3)),
      .workoutAdded(try workout("Run 2", line: 5)),
      .workoutAdded(try workout("Run", line: 10)),
    ]
  }

  @Test("every arrival order of the same workouts gives the same whole state")
  func arrivalOrder() throws {
    let actions = try family()
    let expected = state(after: actions)
    let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
    for order in orders {
      let reached = state(after: order.map { actions[$0] })
      #expect(reached == expected, "arrival order \(order)")
      #expect(dump(reached) == dump(expected), "arrival order \(order)")
    }
    #expect(
      journalOrder(expected) == [
        "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:5:1", "2026-11-28-run-3 @a.md:10:1",
      ])
  }

  @Test("adding then removing every workout gives back the initial state")
  func addThenRemove() throws {
    let added = state(after: try family())
    let emptied = state(
      after: ["2026-11-28-run-2", "2026-11-28-run", "2026-11-28-run"].map {
        .workoutRemoved(WorkoutID($0))
      }, from: added)
    #expect(emptied == AppState())
    #expect(emptied.workoutCount == 0)
  }

  @Test("fileRemoved gives the state of the journal read without that file")
  func fileRemovedWholeState() throws {
    let aFile: [Action] = [
      .workoutAdded(try workout("Run", in: "a.md", line: 3)),
      .diagnosticsReported(
        path: "a.md", [.warning(at: at("a.md", 1, 1), "text before the first workout heading")]),
    ]
    let bFile: [Action] = [
      .workoutAdded(try workout("Run", in: "b.md", line: 3)),
      .workoutAdded(try workout("Swim", in: "b.md", line: 8)),
      .diagnosticsReported(path: "b.md", [.error(at: at("b.md", 9, 3), "missing value")]),
    ]
    let both = state(after: aFile + bFile)
    #expect(both.workout(id: WorkoutID("2026-11-28-run-2"))?.location == at("b.md", 3))
    let withoutA = reducer(both, .fileRemoved(path: "a.md"))
    #expect(withoutA == state(after: bFile))
    #expect(withoutA.workout(id: WorkoutID("2026-11-28-run"))?.location == at("b.md", 3))
    #expect(withoutA.workout(id: WorkoutID("2026-11-28-run-2")) == nil)
  }

  @Test("reducer returns a new state and leaves its input unchanged")
  func reducerIsPure() throws {
    let input = state(after: try family())
    let before = dump(input)
    let copy = input
    let actions: [Action] = [
      .workoutRemoved(WorkoutID("2026-11-28-run")), .fileRemoved(path: "a.md"),
      .workoutAdded(try workout("Swim", line: 3)), .sortChanged(to: .complexity),
      .diagnosticsReported(path: "a.md", [.error(at: at("a.md", 2, 3), "x")]),
    ]
    for action in actions {
      let output = reducer(input, action)
      #expect(output != input, "\(action)")
      #expect(dump(input) == before, "\(action)")
      #expect(input == copy, "\(action)")
    }
  }

  @Test("reducer and reduce(into:) give the same state")
  func reducerMatchesReduceInto() throws {
    let actions =
      try family() + [
        .workoutRemoved(WorkoutID("2026-11-28-run")), .sortChanged(to: .distance),
        .diagnosticsReported(path: "a.md", [.error(at: at("a.md", 2, 3), "x")]),
      ]
    var inPlace = AppState()
    for action in actions { reduce(into: &inPlace, action) }
    #expect(inPlace == state(after: actions))
    #expect(
      dump(inPlace) == [
        "sort: distance", "2026-11-28-run-2 @a.md:5:1", "2026-11-28-run @a.md:10:1",
        "diagnostic a.md:2:3: error: x",
      ])
  }

  @Test("workout(id:) follows renumbering")
  func lookupByID() throws {
    let added = state(after: try family())
    #expect(added.workout(id: WorkoutID("2026-11-28-run-3"))?.location == at("a.md", 10))
    #expect(added.workout(id: WorkoutID("2026-11-28-run-3"))?.name == "Run")
    #expect(added.workout(id: WorkoutID("2026-11-28-run-4")) == nil)
    let removed = reducer(added, .workoutRemoved(WorkoutID("2026-11-28-run-2")))
    #expect(removed.workout(id: WorkoutID("2026-11-28-run-2"))?.location == at("a.md", 10))
    #expect(removed.workout(id: WorkoutID("2026-11-28-run-3")) == nil)
  }

  @Test("paths, workoutCount and hasErrors describe the journal")
  func summaries() throws {
    let warning = Diagnostic.warning(at: at("c.md", 1, 1), "stray text")
    let error = Diagnostic.error(at: at("a.md", 4, 13), "missing value for 'distance'")
    let journal = state(after: [
      .workoutAdded(try workout("Run", in: "b.md", line: 3)),
      .workoutAdded(try workout("Swim", in: "a.md", line: 9)),
      .workoutAdded(try workout("Ride", in: "b.md", line: 12)),
      .diagnosticsReported(path: "c.md", [warning]),
    ])
    #expect(journal.paths == ["a.md", "b.md"])
    #expect(journal.workoutCount == 3)
    #expect(!journal.hasErrors)
    let withError = reducer(journal, .diagnosticsReported(path: "a.md", [error]))
    #expect(withError.hasErrors)
    #expect(withError.diagnostics == [error, warning])
    #expect(!reducer(withError, .fileRemoved(path: "a.md")).hasErrors)
  }

  @Test("configLoaded sets the order from the config unless the user picked another")
  func configLoaded() {
    var config = SiteConfig()
    config.defaultSort = .distance
    config.title = "My runs"
    let fresh = reducer(AppState(), .configLoaded(config))
    #expect(fresh.sortOrder == .distance)
    #expect(fresh.config == config)
    let picked = state(after: [.sortChanged(to: .complexity), .configLoaded(config)])
    #expect(picked.sortOrder == .complexity)
    #expect(picked.config.title == "My runs")
  }
}
