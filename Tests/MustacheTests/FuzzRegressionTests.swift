import Foundation
import Mustache
import Testing

/// Replays every input kept in `FuzzRegressions/` (inputs that crashed or hung
/// `Fuzz/MustacheFuzz`, or that were made to stress it) the way the fuzzer runs them: split at
/// NUL bytes into templates named `main`, `layout`, `row`, `workout-table`, `pagination`,
/// compiled, their diagnostics checked, and `main` rendered. A hang shows as the time limit.
@Suite("Fuzz regressions of the Mustache engine")
struct FuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("FuzzRegressions").path

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  static let names = ["main", "layout", "row", "workout-table", "pagination"]

  /// An object with a list of itself, `depth` levels deep, and text to escape.
  static func context(depth: Int) -> MustacheValue {
    let child: MustacheValue = depth > 0 ? context(depth: depth - 1) : .null
    return .object([
      "rows": depth > 0 ? .list([child, child]) : .null, "root": child, "a": true,
      "name": "<script>\"&'", "title": .number(1.5),
    ])
  }

  @Test("the kept inputs are there")
  func hasInputs() {
    #expect(Self.inputs.count >= 4)
  }

  @Test(
    "a kept input compiles or reports sound diagnostics, and renders or throws",
    .timeLimit(.minutes(1)), arguments: inputs)
  func replay(_ name: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))
    let pieces = data.split(separator: 0, maxSplits: 4, omittingEmptySubsequences: false)
    let files = zip(Self.names, pieces).map { name, piece in
      TemplateFile(name: name, path: name, source: String(decoding: piece, as: UTF8.self))
    }
    do {
      let library = try TemplateLibrary(files: files)
      _ = try? library.render("main", Self.context(depth: 3))
    } catch {
      let lineCounts = Dictionary(
        uniqueKeysWithValues: files.map { ($0.path, $0.source.utf8.count { $0 == 0x0A } + 1) })
      for diagnostic in error.diagnostics {
        let lines = lineCounts[diagnostic.path] ?? 0
        #expect((1...max(1, lines)).contains(diagnostic.line), "\(diagnostic)")
        #expect(diagnostic.column >= 1, "\(diagnostic)")
      }
      if let library = try? TemplateLibrary(files: files, missingPartials: .renderEmpty) {
        _ = try? library.render("main", Self.context(depth: 3))
      }
    }
  }
}
