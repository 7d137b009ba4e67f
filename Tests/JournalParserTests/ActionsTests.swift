import DiaryCore
import JournalParser
import Testing

@Suite("Actions for a file")
struct ActionsTests {
  @Test("actions(forFile:) gives a workoutAdded per valid entry, then one diagnosticsReported")
  func actionsForFile() throws {
    let markdown = "## 2026-11-28 Run\n\n## 2026-11-29 Bad\n- tpye: run\n\n## 2026-11-30 Swim\n"
    let actions = JournalParser.actions(forFile: "j/a.md", bytes: Array(markdown.utf8))
    let (workouts, diagnostics) = JournalParser.parse(path: "j/a.md", bytes: Array(markdown.utf8))
    #expect(
      actions == workouts.map(Action.workoutAdded) + [
        .diagnosticsReported(path: "j/a.md", diagnostics)
      ])
    #expect(workouts.map(\.name) == ["Run", "Swim"])
    #expect(
      diagnostics.map(\.description) == [
        "j/a.md:4:3: error: unknown key 'tpye'; did you mean 'type'?"
      ])
  }

  @Test("a clean file still reports its (empty) diagnostics, so old ones are replaced")
  func cleanFile() {
    let actions = JournalParser.actions(forFile: "a.md", bytes: Array("## 2026-11-28 Run\n".utf8))
    #expect(actions.count == 2)
    #expect(actions.last == .diagnosticsReported(path: "a.md", []))
    #expect(
      JournalParser.actions(forFile: "e.md", bytes: []) == [.diagnosticsReported(path: "e.md", [])])
  }

  @Test("reading a file again after fileRemoved numbers ids across files in path order")
  func storeAcrossFiles() {
    let store = Store()
    let b = "## 2026-11-28 Run\n- distance: 5 km\n"
    let a = "# Nov\n\n## 2026-11-28 Run\n- distance: 3 km\n\n## 2026-11-28 Run\n- complexity: low\n"
    store.dispatch(JournalParser.actions(forFile: "b.md", bytes: Array(b.utf8)))
    store.dispatch(JournalParser.actions(forFile: "a.md", bytes: Array(a.utf8)))
    #expect(
      store.state.workouts.map { "\($0.id) @\($0.location)" } == [
        "2026-11-28-run @a.md:3:1", "2026-11-28-run-2 @a.md:6:1", "2026-11-28-run-3 @b.md:1:1",
      ])
    let edited = "## 2026-11-28 Run\n- distance: 3 km\n- tpye: x\n"
    store.dispatch(
      [.fileRemoved(path: "a.md")]
        + JournalParser.actions(forFile: "a.md", bytes: Array(edited.utf8)))
    #expect(store.state.workouts.map { "\($0.id) @\($0.location)" } == ["2026-11-28-run @b.md:1:1"])
    #expect(
      store.state.diagnostics.map(\.description) == [
        "a.md:3:3: error: unknown key 'tpye'; did you mean 'type'?"
      ])
  }
}
