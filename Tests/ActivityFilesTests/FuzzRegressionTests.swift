import Foundation
import Testing

@testable import ActivityFiles

/// Replays every input kept in `FuzzRegressions/` (inputs made to stress `Fuzz/FITFuzz`, or
/// that crashed or hung it) the way the fuzzer runs them: decoded as FIT, then, when an activity
/// comes out, run through the track analyses. A hang shows as the time limit.
@Suite("Fuzz regressions of the FIT decoder")
struct FITFuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("FuzzRegressions").path

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test("the kept inputs are there")
  func hasInputs() {
    #expect(Self.inputs.count >= 4)
  }

  @Test(
    "a kept input decodes or throws an error naming a byte inside it, and analyses end",
    .timeLimit(.minutes(1)), arguments: inputs)
  func replay(_ name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
    do {
      let activity = try FITDecoder.decode(bytes)
      #expect(activity.points.count <= bytes.count)
      #expect(!activity.warnings.isEmpty)
      _ = Splits.compute(activity.points)
      _ = Profiles.elevation(activity.points)
      _ = RouteShape.make(activity.points)
      _ = BestEfforts.compute(activity.points)
    } catch let error as ActivityFileError {
      if case .byte(let offset) = error.location {
        #expect((0...bytes.count).contains(offset))
        #expect(error.message.contains("byte \(offset)"))
      }
    }
  }

  @Test("what the stress inputs decode to")
  func stressInputs() throws {
    func decode(_ name: String) throws -> RecordedActivity {
      try FITDecoder.decode(
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))))
    }
    #expect(
      throws: ActivityFileError(
        "no activity in the fit file: no session and no record with a time before byte 14 "
          + "(truncated at byte 14: the header announces 4294967295 bytes of data, 0 are there)",
        at: .byte(14))
    ) { try decode("header-announcing-4-gib.fit") }
    let compressed = try decode("two-thousand-compressed-timestamps.fit")
    #expect(compressed.points.count == 2001)
    #expect(compressed.points.last?.time == compressed.startTime + 1999)
    let chained = try decode("big-endian-developer-fields-then-a-cut-chained-file.fit")
    #expect(chained.points.count == 1)
    #expect(chained.warnings.first?.hasPrefix("truncated at byte") == true)
  }
}
