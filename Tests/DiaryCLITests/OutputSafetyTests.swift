import DiaryFileSystem
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The output folder: replaced in one step after a complete build, never a folder of the
/// user's, and never a file outside it.
@Suite("Nothing lost: the output folder")
struct OutputSafetyTests {
  @Test("--output . and --output journal are refused, and nothing in them is touched")
  func refusesWorkingAndJournalFolders() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write("2026/2026-11.md", "## 2026-11-28 Run\n")
    let before = try fileTree(workspace.root)
    for output in [workspace.root + "/.", workspace.journal, workspace.root + "/journal/"] {
      let result = workspace.build(output: output)
      #expect(result.status == 1)
      #expect(
        result.error.hasPrefix(
          "\(output.hasSuffix("/") ? String(output.dropLast()) : output): error: refusing to "
            + "replace a folder diary did not create"))
    }
    #expect(try fileTree(workspace.root) == before)
    #expect(try workspace.rootNames() == ["journal"])
  }

  @Test(
    "the built binary refuses --output . and --output journal from the working folder",
    .enabled(if: FileManager.default.isExecutableFile(atPath: diaryBinary)))
  func binaryRefusesRelativeFolders() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write("2026/2026-11.md", "## 2026-11-28 Run\n")
    let before = try fileTree(workspace.root)
    for output in [".", "journal"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: diaryBinary)
      process.arguments = ["build", "--quiet", "--output", output]
      process.currentDirectoryURL = URL(fileURLWithPath: workspace.root)
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = Pipe()
      try process.run()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 1)
      #expect(text.hasPrefix("\(output): error: refusing to replace a folder diary did not create"))
    }
    #expect(try fileTree(workspace.root) == before)
  }

  @Test(
    "an output whose parent cannot be written in is refused up front, with the fix",
    .enabled(
      if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "as root, the built binary runs as 'nobody' through setpriv"))
  func unwritableParent() throws {
    let workspace = try Workspace()
    defer {
      chmod(workspace.root + "/www", 0o755)
      workspace.remove()
    }
    try workspace.write("2026/2026-11.md", "## 2026-11-28 Run\n")
    let parent = workspace.root + "/www"
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false)
    #expect(chmod(parent, 0o555) == 0)
    let output = parent + "/html"
    let arguments = ["build", "--quiet", "--journal", workspace.journal, "--output", output]
    let outcome: CLIOutcome
    if getuid() != 0 {
      outcome = runCLI(arguments)
    } else {
      try #require(FileManager.default.isExecutableFile(atPath: diaryBinary))
      outcome = try runAsNobody(diaryBinary, arguments)
    }
    #expect(
      outcome
        == CLIOutcome(
          status: 1, out: "",
          error: "\(parent): error: cannot write in this folder (permission denied): diary builds "
            + "the site beside '\(output)' and swaps it in, and keeps its cache there (hidden "
            + "'.html.diary-*' entries); make the folder writable for this user, or build "
            + "elsewhere and copy: diary build --output _site && rsync -a --delete _site/ "
            + "\(output)/\nerror: build failed; '\(output)' was left as it was\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == [])
  }

  /// Runs `program` as the user 'nobody', with what it printed and its status.
  private func runAsNobody(_ program: String, _ arguments: [String]) throws -> CLIOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", program] + arguments
    let out = Pipe()
    let error = Pipe()
    process.standardOutput = out
    process.standardError = error
    try process.run()
    let errorText = BackgroundCall { error.fileHandleForReading.readDataToEndOfFile() }
    let outText = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIOutcome(
      status: process.terminationStatus, out: String(decoding: outText, as: UTF8.self),
      error: String(decoding: try errorText.value(), as: UTF8.self))
  }

  @Test("a folder of the user's is used once its marker file hands it over")
  func markerHandsFolderOver() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write("2026/2026-11.md", "## 2026-11-28 Run\n")
    let folder = workspace.root + "/public"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    #expect(workspace.build(output: folder).status == 1)
    #expect(try fileTree(folder) == ["notes.txt": Data("mine".utf8)])
    try Data().write(to: URL(fileURLWithPath: folder + "/.diary-site"))
    #expect(workspace.build(output: folder) == CLIOutcome(status: 0, out: "", error: ""))
    #expect(try fileTree(folder)["notes.txt"] == nil)
    #expect(try fileTree(folder)["workouts/2026-11-28-run.html"] != nil)
  }

  @Test("a successful build removes files it did not make from a folder it owns")
  func removesForeignFilesFromItsOwnFolder() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    try Data("stale".utf8).write(to: URL(fileURLWithPath: workspace.output + "/stale.html"))
    try FileManager.default.createDirectory(
      atPath: workspace.output + "/old/deeper", withIntermediateDirectories: true)
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    #expect(try workspace.site() == previous)
    #expect(
      try workspace.rootNames() == [
        "._site.diary-cache", "_site", "journal",
      ])
  }

  @Test(
    "whatever step a build was killed at, the next one clears its leftovers",
    arguments: [
      // Killed while writing: a half-written new site beside the complete old one.
      ("half-written new site", ["_site/index.html", ".\("_site").diary-new/index.html"]),
      // Killed between the two renames of a file system without an atomic exchange.
      ("old site moved aside", [".\("_site").diary-old/index.html", ".\("_site").diary-new/a"]),
      // Killed after the swap, before the old site was removed.
      ("old site not yet removed", ["_site/index.html", ".\("_site").diary-old/index.html"]),
    ])
  func clearsLeftovers(state: String, files: [String]) throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    for file in files {
      let url = URL(fileURLWithPath: workspace.root + "/" + file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("old".utf8).write(to: url)
      let marker = url.deletingLastPathComponent().appendingPathComponent(".diary-site")
      try Data().write(to: marker)
    }
    try workspace.write("2026/2026-11.md", "## 2026-11-28 Run\n")
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""), "\(state)")
    #expect(
      try workspace.rootNames() == [
        "._site.diary-cache", "_site", "journal",
      ], "\(state)")
    #expect(try exportedWorkouts(workspace).count == 1, "\(state)")
  }

  @Test(
    "a build killed with SIGKILL while writing leaves the previous site as it was",
    .enabled(if: FileManager.default.isExecutableFile(atPath: diaryBinary)))
  func survivesKill() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    try workspace.write("2026/2026-11.md", LargeJournal.text(entries: 3_000))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: diaryBinary)
    // `--clean`: the full build, which writes a new site beside the old one. (An update in
    // place, with the cache, is covered by the build cache tests.)
    process.arguments = [
      "build", "--quiet", "--clean", "--journal", workspace.journal, "--output", workspace.output,
    ]
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    // Waits (without a clock) until the new site is being written, then kills the build.
    let writing = workspace.root + "/.\("_site").diary-new/workouts"
    while process.isRunning && !FileSystem.exists(writing) {}
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try #require(process.terminationReason == .uncaughtSignal, "the build ended before the kill")
    #expect(try workspace.site() == previous)
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    // The last build's cache still described the site: this build updated it in place.
    #expect(try workspace.rootNames() == ["._site.diary-cache", "_site", "journal"])
    #expect(try exportedWorkouts(workspace).count == 3_001)
  }

  @Test("a workout named ../../etc/passwd is written inside the output folder")
  func hostileNameStaysInside() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write(
      "2026/2026-11.md",
      "## 2026-11-28 ../../etc/passwd\n- type: run\n- tags: ../.., /etc/passwd, ..\\x\n")
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    #expect(
      try workspace.rootNames() == [
        "._site.diary-cache", "_site", "journal",
      ])
    let files = try workspace.site().keys
    #expect(files.contains("workouts/2026-11-28-etc-passwd.html"))
    #expect(files.contains("tags/etc-passwd-57335497.html"))
    #expect(files.allSatisfy { !$0.split(separator: "/").contains("..") })
    #expect(
      try workspace.read("workouts/2026-11-28-etc-passwd.html").contains(
        "<h1 dir=\"auto\">../../etc/passwd</h1>"))
  }
}
