import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A folder holding `journal/` and the site `_site/` built from it, to check that bad input is
/// reported and never touches the previous site.
struct Workspace {
  let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("diary-robustness-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/journal", withIntermediateDirectories: true)
  }

  var journal: String { root + "/journal" }
  var output: String { root + "/_site" }

  func remove() { try? FileManager.default.removeItem(atPath: root) }

  /// Writes `text` at `relative` inside the journal, making folders.
  func write(_ relative: String, _ text: String) throws {
    try write(relative, bytes: Array(text.utf8))
  }

  /// Writes raw bytes at `relative` inside the journal, making folders.
  func write(_ relative: String, bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: journal + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Makes a symbolic link at `relative` inside the journal pointing at `destination`.
  func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: journal + "/" + relative, withDestinationPath: destination)
  }

  /// `diary build --quiet` of this journal into `_site` (or `output`), in process.
  func build(_ options: [String] = [], output: String? = nil) -> CLIOutcome {
    runCLI(
      ["build", "--quiet", "--journal", journal, "--output", output ?? self.output] + options)
  }

  /// Every file of the site.
  func site() throws -> [String: Data] { try fileTree(output) }

  /// The text of a file of the site.
  func read(_ relative: String) throws -> String {
    String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: output + "/" + relative)), as: UTF8.self)
  }

  /// The names in the workspace's folder, sorted (to find stray temporary folders).
  func rootNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root).sorted()
  }

  /// Builds a site from one valid file, the site every failing build must leave as it is.
  func buildPreviousSite() throws -> [String: Data] {
    try write("2026/2026-10.md", "# October\n\n## 2026-10-30 Easy jog\n- distance: 5 km\n")
    let result = build()
    #expect(result == CLIOutcome(status: 0, out: "", error: ""))
    return try site()
  }

  /// Runs a build that must fail: exit 1, exactly `diagnostics` (one per line, `{j}` standing
  /// for the journal folder) and the summary on stderr, nothing on stdout, and the site as it was.
  func expectFailedBuild(
    _ diagnostics: [String], previous: [String: Data], options: [String] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let lines = diagnostics.map { $0.replacingOccurrences(of: "{j}", with: journal) }
    let errors = lines.filter { $0.contains(": error: ") }.count
    let warnings = lines.filter { $0.contains(": warning: ") }.count
    let summary =
      "error: build failed (\(errors) error\(errors == 1 ? "" : "s"), "
      + "\(warnings) warning\(warnings == 1 ? "" : "s")); '\(output)' was left as it was"
    let result = build(options)
    #expect(result.status == 1, sourceLocation: sourceLocation)
    #expect(result.out == "", sourceLocation: sourceLocation)
    #expect(
      result.error == (lines + [summary]).joined(separator: "\n") + "\n",
      sourceLocation: sourceLocation)
    #expect(try site() == previous, "the previous site changed", sourceLocation: sourceLocation)
  }
}

/// Whether this process can read files whatever their permissions (root, or CAP_DAC_OVERRIDE).
let readsDespitePermissions: Bool = {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("diary-permission-probe-\(UUID().uuidString)").path
  guard FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) else {
    return true
  }
  defer { try? FileManager.default.removeItem(atPath: path) }
  chmod(path, 0)
  let descriptor = open(path, O_RDONLY)
  if descriptor >= 0 { close(descriptor) }
  return descriptor >= 0
}()

/// The built `diary` binary beside the test bundle.
let diaryBinary: String =
  URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("diary").path
