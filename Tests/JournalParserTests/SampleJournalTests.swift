import DiaryCore
import JournalParser
import Testing

@Suite("The sample journal")
struct SampleJournalTests {
  /// How many lines of `bytes` start with `## ` and a digit: the entry headings.
  private func entryHeadingCount(_ bytes: [UInt8]) -> Int {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { line in
      line.hasPrefix("## ") && line.dropFirst(3).first?.isNumber == true
    }.count
  }

  @Test("every file parses without diagnostics, one workout per '## <date>' heading")
  func everyFileParses() throws {
    let files = try sampleJournal()
    var headings = 0
    var workouts = 0
    for file in files {
      let parsed = parse(bytes: file.bytes, path: file.path)
      #expect(parsed.diagnostics == [], "\(file.path)")
      #expect(parsed.workouts.count == entryHeadingCount(file.bytes), "\(file.path)")
      headings += entryHeadingCount(file.bytes)
      workouts += parsed.workouts.count
    }
    #expect(workouts == headings)
    #expect(headings > 0)
  }

  @Test("the whole journal in a store: every workout kept, ids unique, no diagnostics")
  func wholeJournalInStore() throws {
    let store = Store()
    var headings = 0
    for file in try sampleJournal() {
      store.dispatch(JournalParser.actions(forFile: file.path, bytes: file.bytes))
      headings += entryHeadingCount(file.bytes)
    }
    #expect(store.state.workoutCount == headings)
    #expect(Set(store.state.workouts.map(\.id)).count == headings)
    #expect(store.state.diagnostics == [])
    for workout in store.state.workouts {
      #expect(store.state.workout(id: workout.id) == workout)
    }
  }
}
