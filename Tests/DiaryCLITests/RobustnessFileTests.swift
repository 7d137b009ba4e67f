import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Odd files and folders in the journal, broken templates and text that could drive a terminal,
/// through `diary build` in process.
@Suite("Bad files and folders: an error naming the path, never a crash or a hang")
struct RobustnessFileTests {
  @Test("files that are not Markdown, and hidden files and folders, are ignored")
  func ignoredFiles() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write("2026/2026-11.md", "## 2026-11-28 Run\n- distance: 5 km\n")
    try workspace.write("notes.txt", "## 2026-02-30 not a journal file\n")
    try workspace.write("2026/photo.jpg", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10])
    try workspace.write("README", "## nothing\n")
    try workspace.write("2026/upper.MD", "## 2026-02-30 ignored\n")
    try workspace.write(".hidden.md", "## 2026-02-30 hidden\n")
    try workspace.write(".git/x.md", bytes: [0xFF, 0x00])
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    #expect(try exportedWorkouts(workspace).map { $0["name"] as? String } == ["Run"])
  }

  @Test("templates with syntax errors are reported at the tag; the site is left as it was")
  func brokenTemplates() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    let templates = workspace.root + "/Templates"
    try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
    let broken = [
      "row.mustache": "{{#name}}\n<td>{{name}</td>\n{{/nam}}\n",
      "list.mustache": "{{<layout}}{{$main}}{{>missing}}{{/main}}{{/layout}}\n",
      "404.mustache": "{{=<% %>=}}\n<%#a%>\n",
    ]
    for (name, text) in broken {
      try Data(text.utf8).write(to: URL(fileURLWithPath: templates + "/" + name))
    }
    let t = templates
    try workspace.expectFailedBuild(
      [
        "\(t)/404.mustache:2:1: error: unclosed section 'a'",
        "\(t)/list.mustache:1:21: error: missing partial 'missing'",
        "\(t)/row.mustache:1:1: error: unclosed section 'name'",
        "\(t)/row.mustache:2:5: error: invalid tag name 'name}</td>\\n{{/nam'",
      ], previous: previous)
  }

  @Test("control characters quoted in a diagnostic are escaped: one line each, no terminal codes")
  func controlCharacters() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    try workspace.write(
      "2026/2026-11.md", "## 2026-11-28 Run\n- distance: \u{1B}[31mfive\u{7}\n- type: a\u{9B}b\n")
    try workspace.expectFailedBuild(
      [
        "{j}/2026/2026-11.md:2:13: error: expected a distance like '10.5 km', found "
          + "'\\u{1B}[31mfive\\u{7}'",
        "{j}/2026/2026-11.md:3:9: error: type must be one word, like 'run', found 'a\\u{9B}b'",
      ], previous: previous)
  }

  @Test("a symbolic link loop inside the journal is skipped with a warning; the rest builds")
  func symbolicLinkLoop() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write("2026/2026-11.md", "## 2026-11-28 Run\n")
    try workspace.link("2026/up", to: "..")
    try workspace.link("2026/here", to: ".")
    let result = workspace.build()
    #expect(result.status == 0)
    #expect(
      result.error == """
        \(workspace.journal)/2026/here: warning: symbolic link loop: this folder contains \
        itself; skipped
        \(workspace.journal)/2026/up: warning: symbolic link loop: this folder contains itself; \
        skipped

        """)
    #expect(try exportedWorkouts(workspace).map { $0["name"] as? String } == ["Run"])
  }

  @Test("a file that is a link to itself, or to nothing, is an error naming it")
  func brokenLinks() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    try workspace.link("self.md", to: "self.md")
    try workspace.link("gone.md", to: "nowhere.md")
    try workspace.expectFailedBuild(
      [
        "{j}/gone.md: error: cannot read: no such file or directory",
        "{j}/self.md: error: cannot read: too many levels of symbolic links",
      ], previous: previous)
  }

  @Test(
    "an unreadable file or folder is an error naming the path: permission denied",
    .enabled(
      if: !readsDespitePermissions,
      Comment(
        rawValue: "running as root (or with CAP_DAC_OVERRIDE): chmod 000 does not stop reads; "
          + "the next test makes reads fail another way")))
  func permissionDenied() throws {
    let workspace = try Workspace()
    defer {
      chmod(workspace.journal + "/2026/secret.md", 0o644)
      chmod(workspace.journal + "/2027", 0o755)
      workspace.remove()
    }
    let previous = try workspace.buildPreviousSite()
    try workspace.write("2026/secret.md", "## 2026-11-28 Run\n")
    try workspace.write("2027/2027-01.md", "## 2027-01-01 Run\n")
    chmod(workspace.journal + "/2026/secret.md", 0)
    chmod(workspace.journal + "/2027", 0)
    try workspace.expectFailedBuild(
      [
        "{j}/2026/secret.md: error: cannot read file: permission denied",
        "{j}/2027: error: cannot read folder: permission denied",
      ], previous: previous)
  }

  @Test("a file whose read fails, or a folder where the settings file should be, is an error")
  func unreadableFiles() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    try FileManager.default.createDirectory(
      atPath: workspace.journal + "/diary.conf", withIntermediateDirectories: false)
    var expected = ["{j}/diary.conf: error: cannot read file: is a directory"]
    // Reading /proc/self/mem from offset 0 fails with EIO, even for root.
    if FileManager.default.fileExists(atPath: "/proc/self/mem") {
      try workspace.link("mem.md", to: "/proc/self/mem")
      expected.append("{j}/mem.md: error: cannot read file: input/output error")
    }
    try workspace.expectFailedBuild(expected, previous: previous)
  }

  @Test("a .md that is a named pipe, a socket or a device is a warning, and nothing blocks on it")
  func specialFiles() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.write("2026/2026-11.md", "## 2026-11-28 Run\n")
    // A pipe with no writer: opening it to read would wait for one for ever.
    #expect(mkfifo(workspace.journal + "/2026/2026-12.md", 0o644) == 0)
    try makeSocket(at: workspace.journal + "/socket.md")
    try workspace.link("null.md", to: "/dev/null")
    let outcome = workspace.build()
    #expect(
      outcome
        == CLIOutcome(
          status: 0, out: "",
          error: """
            \(workspace.journal)/2026/2026-12.md: warning: a named pipe (FIFO), not a regular file; \
            skipped
            \(workspace.journal)/null.md: warning: a character device, not a regular file; skipped
            \(workspace.journal)/socket.md: warning: a socket, not a regular file; skipped

            """))
    #expect(try exportedWorkouts(workspace).map { $0["name"] as? String } == ["Run"])
  }

  @Test("a named pipe where diary reads a file it was given is an error, without waiting")
  func namedPipeSettings() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    #expect(mkfifo(workspace.journal + "/diary.conf", 0o644) == 0)
    try workspace.expectFailedBuild(
      ["{j}/diary.conf: error: cannot read file: a named pipe (FIFO), not a regular file"],
      previous: previous)
    #expect(mkfifo(workspace.journal + "/2026/2026-12.md", 0o644) == 0)
    let new = runCLI(["new", "Run", "--date", "2026-12-01", "--journal", workspace.journal])
    #expect(
      new
        == CLIOutcome(
          status: 1, out: "",
          error: "\(workspace.journal)/2026/2026-12.md: error: a named pipe (FIFO), not a regular "
            + "file\n"))
  }

  /// Binds a Unix socket at `path`, leaving it in the folder.
  private func makeSocket(at path: String) throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
    }
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
  }

  @Test("a folder of 3,000 files with long names is read whole (AddressSanitizer: in bounds)")
  func manyFiles() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let padding = String(repeating: "long-file-name-", count: 10)
    for index in 0..<3_000 {
      try workspace.write("2026/\(padding)\(index).md", "## 2026-11-28 Run \(index)\n")
    }
    #expect(workspace.build() == CLIOutcome(status: 0, out: "", error: ""))
    #expect(try exportedWorkouts(workspace).count == 3_000)
  }

  @Test("a journal folder that is missing or is a file is an error naming it")
  func missingJournal() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let previous = try workspace.buildPreviousSite()
    for (journal, message) in [
      (workspace.root + "/missing", "cannot read journal folder: no such file or directory"),
      (workspace.journal + "/2026/2026-10.md", "the journal is not a folder"),
    ] {
      let result = runCLI(
        ["build", "--quiet", "--journal", journal, "--output", workspace.output])
      #expect(result.status == 1)
      #expect(
        result.error == "\(journal): error: \(message)\nerror: build failed (1 error, 0 "
          + "warnings); '\(workspace.output)' was left as it was\n")
      #expect(try workspace.site() == previous)
    }
  }
}
