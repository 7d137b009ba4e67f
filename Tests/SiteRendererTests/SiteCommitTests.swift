import DiaryCore
import DiaryFileSystem
import Foundation
import Testing

@testable import SiteRenderer

@Suite("Committing changes to a built site")
struct SiteCommitTests {
  private func makeSite() throws -> (root: String, output: String) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("diary-commit-\(UUID().uuidString)").path
    let output = root + "/_site"
    try FileManager.default.createDirectory(
      atPath: output + "/workouts", withIntermediateDirectories: true)
    let files = [
      "index.html": "old index", "workouts/a.html": "a", "gone.html": "gone", ".diary-site": "",
    ]
    for (path, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output + "/" + path))
    }
    return (root, output)
  }

  /// Every file under `root`, hidden ones too, relative to it, sorted.
  private func files(in root: String) -> [String] {
    let found = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    return found.filter { path in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
        && !isFolder.boolValue
    }.sorted()
  }

  private func text(_ path: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a commit renames the staged files into place, removes the others, leaves no log")
  func commits() throws {
    let (root, output) = try makeSite()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let commit = SiteCommit(output: output)
    let staged = [
      try commit.stage("index.html", bytes: Array("new index".utf8)),
      try commit.stage("workouts/b.html", bytes: Array("b".utf8)),
    ]
    #expect(text(output + "/index.html") == "old index", "staged files wait beside their place")
    try commit.commit(staged, removing: ["gone.html"])
    #expect(text(output + "/index.html") == "new index")
    #expect(text(output + "/workouts/b.html") == "b")
    #expect(text(output + "/gone.html") == nil)
    #expect(
      files(in: output) == [
        ".diary-site", "index.html", "workouts/a.html", "workouts/b.html",
      ])
    #expect(!FileSystem.exists(commit.log))
  }

  @Test("the census finds the files gone from a site and those its build did not write")
  func census() throws {
    let (root, output) = try makeSite()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: output + "/stray/deeper", withIntermediateDirectories: true)
    try Data("x".utf8).write(to: URL(fileURLWithPath: output + "/stray/deeper/x.html"))
    try Data("é".utf8).write(to: URL(fileURLWithPath: output + "/workouts/caf\u{E9}.html"))
    let paths = [
      "index.html", "workouts/a.html", "workouts/missing.html", "gone.html", "deleted/b.html",
      // The same name in another normal form is another file.
      "workouts/cafe\u{301}.html",
    ]
    let found = SiteFiles.census(of: output, against: paths, except: ".diary-site")
    #expect(
      found.missing == ["workouts/missing.html", "deleted/b.html", "workouts/cafe\u{301}.html"])
    #expect(found.unknown == ["stray/deeper/x.html", "workouts/caf\u{E9}.html"])
  }

  @Test("the census sees every change to a site that holds exactly its last build's files")
  func censusBySums() throws {
    let (root, output) = try makeSite()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["2026/11", "2026/12", "tags"] {
      try FileManager.default.createDirectory(
        atPath: output + "/" + folder, withIntermediateDirectories: true)
    }
    let paths = [
      "index.html", "workouts/a.html", "gone.html", "2026/11/index.html", "2026/12/index.html",
      "tags/run.html", "tags/café.html",
    ]
    for path in paths where !FileSystem.exists(output + "/" + path) {
      try Data("x".utf8).write(to: URL(fileURLWithPath: output + "/" + path))
    }
    let found = SiteFiles.census(of: output, against: paths, except: ".diary-site")
    #expect(found.missing.isEmpty && found.unknown.isEmpty)

    // Each change below is one the census must see.
    func changed(_ change: () throws -> Void) throws -> Bool {
      try change()
      let census = SiteFiles.census(of: output, against: paths, except: ".diary-site")
      return !census.missing.isEmpty || !census.unknown.isEmpty
    }
    let manager = FileManager.default
    // A file renamed: as many files as before in the folder.
    #expect(
      try changed {
        try manager.moveItem(atPath: output + "/tags/run.html", toPath: output + "/tags/ran.html")
      })
    try manager.moveItem(atPath: output + "/tags/ran.html", toPath: output + "/tags/run.html")
    // The same name in another normal form.
    #expect(
      try changed {
        try manager.moveItem(
          atPath: output + "/tags/café.html", toPath: output + "/tags/cafe\u{301}.html")
      })
    try manager.moveItem(
      atPath: output + "/tags/cafe\u{301}.html", toPath: output + "/tags/café.html")
    // A file removed, then one added, in a nested folder.
    #expect(try changed { try manager.removeItem(atPath: output + "/2026/11/index.html") })
    try Data("x".utf8).write(to: URL(fileURLWithPath: output + "/2026/11/index.html"))
    #expect(
      try changed { try Data("x".utf8).write(to: URL(fileURLWithPath: output + "/2026/11/x.html")) }
    )
    try manager.removeItem(atPath: output + "/2026/11/x.html")
    // A whole folder removed; a file's place taken by a folder.
    #expect(try changed { try manager.removeItem(atPath: output + "/2026/12") })
    #expect(
      try changed {
        try manager.removeItem(atPath: output + "/gone.html")
        try manager.createDirectory(
          atPath: output + "/gone.html", withIntermediateDirectories: false)
      })
  }

  @Test("a commit killed after its log was written is finished by the next build's recovery")
  func recoversFromTheLog() throws {
    let (root, output) = try makeSite()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let commit = SiteCommit(output: output)
    let staged = [
      try commit.stage("index.html", bytes: Array("new index".utf8)),
      try commit.stage("workouts/a.html", bytes: Array("new a".utf8)),
    ]
    try commit.writeLog(staged, ["gone.html"])
    // Killed after the first rename.
    try FileSystem.rename(output + "/" + staged[0].temporary, output + "/index.html")
    try OutputWriter(output: output).prepare()
    #expect(text(output + "/index.html") == "new index")
    #expect(text(output + "/workouts/a.html") == "new a")
    #expect(text(output + "/gone.html") == nil)
    #expect(!FileSystem.exists(commit.log))
  }

  @Test("a damaged log is dropped; the staged files stay hidden, for the next build to clear")
  func damagedLog() throws {
    let (root, output) = try makeSite()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let commit = SiteCommit(output: output)
    _ = try commit.stage("index.html", bytes: Array("new index".utf8))
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: commit.log))
    try commit.recover()
    #expect(text(output + "/index.html") == "old index")
    #expect(!FileSystem.exists(commit.log))
  }
}
