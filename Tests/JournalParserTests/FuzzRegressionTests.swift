import DiaryCore
import Foundation
import JournalParser
import Testing

/// Replays every input kept in `FuzzRegressions/` (inputs that crashed, hung or broke an
/// invariant of `Fuzz/JournalParserFuzz`, or that were made to stress it) with the fuzzer's
/// checks. A hang shows as the time limit being hit.
@Suite("Fuzz regressions of the journal parser")
struct FuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("FuzzRegressions").path

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test("the kept inputs are there")
  func hasInputs() {
    #expect(Self.inputs.count >= 5)
  }

  @Test(
    "a kept input parses with sound locations, valid workouts and unique ids",
    .timeLimit(.minutes(1)), arguments: inputs)
  func replay(_ name: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))
    let bytes = Array(data)
    let (workouts, diagnostics) = JournalParser.parse(path: "fuzz.md", bytes: bytes)
    let lineCount = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
    for location in diagnostics.map(\.location) + workouts.map(\.location) {
      #expect(location.path == "fuzz.md")
      #expect(
        location.line == 0 && location.column == 0
          || (1...lineCount).contains(location.line) && location.column >= 1, "\(location)")
    }
    for workout in workouts {
      #expect(!workout.name.isEmpty)
      #expect(workout.distance.map { $0.metres.isFinite && $0.metres > 0 } ?? true)
      #expect(workout.duration.map { $0.seconds > 0 } ?? true)
    }
    let store = Store()
    store.dispatch(JournalParser.actions(forFile: "fuzz.md", bytes: bytes))
    #expect(store.state.workoutCount == workouts.count)
    #expect(Set(store.state.workouts.map(\.id)).count == workouts.count)
    #expect(store.state.diagnostics == diagnostics)
    store.dispatch(.fileRemoved(path: "fuzz.md"))
    #expect(store.state == AppState())
  }
}
