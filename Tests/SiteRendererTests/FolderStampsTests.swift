import DiaryFileSystem
import Foundation
import Testing

@testable import SiteRenderer

@Suite("Stamps of a site's folders")
struct FolderStampsTests {
  @Test("the folders of a site's paths: each one's folders, and the root, in order")
  func folders() {
    let paths = [
      "index.html", "workouts/a.html", "workouts/b.html", "2026/11/index.html",
      "2026/12/index.html", "tags/run/index.html", "2026/index.html", "feed.xml",
    ]
    #expect(
      FolderStamps.folders(of: paths) == [
        "", "2026", "2026/11", "2026/12", "tags", "tags/run", "workouts",
      ])
    #expect(FolderStamps.folders(of: []) == [""])
  }

  @Test("a folder keeps its stamp until an entry is added, removed or renamed in it")
  func stamps() throws {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("diary-stamps-\(UUID())").path
    defer { try? manager.removeItem(atPath: root) }
    try manager.createDirectory(atPath: root + "/2026/11", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/workouts", withIntermediateDirectories: true)
    for path in ["index.html", "2026/11/index.html", "workouts/a.html", "workouts/b.html"] {
      try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    }
    let folders = ["", "2026", "2026/11", "workouts"]
    let stamps = try #require(FolderStamps.take(of: root, folders: folders))
    #expect(stamps.stamps.map(\.folder) == folders)
    #expect(stamps.stillHold(in: root))
    #expect(FolderStamps.take(of: root, folders: folders + ["gone"]) == nil)

    // Each change is made after the clock has moved on from the stamps' (an older kernel
    // keeps these times in ticks of a few milliseconds); the stamps are taken again after it.
    var current = stamps
    func changes(_ change: () throws -> Void) throws -> Bool {
      Thread.sleep(forTimeInterval: 0.02)
      try change()
      let held = current.stillHold(in: root)
      current = try #require(FolderStamps.take(of: root, folders: folders))
      return !held
    }
    let file = { (path: String) in URL(fileURLWithPath: root + "/" + path) }
    #expect(try changes { try Data("y".utf8).write(to: file("workouts/c.html")) })
    #expect(try changes { try manager.removeItem(atPath: root + "/workouts/c.html") })
    #expect(
      try changes {
        try manager.moveItem(atPath: root + "/workouts/a.html", toPath: root + "/workouts/z.html")
      })
    #expect(
      try changes {
        try manager.createDirectory(atPath: root + "/2026/12", withIntermediateDirectories: false)
      })
    // A folder removed and made again, with the same files: another folder.
    #expect(
      try changes {
        try manager.removeItem(atPath: root + "/2026/11")
        try manager.createDirectory(atPath: root + "/2026/11", withIntermediateDirectories: false)
        try Data("x".utf8).write(to: file("2026/11/index.html"))
      })
    // A file's bytes are not the stamps' business (nor the census's).
    #expect(try !changes { try Data("new bytes".utf8).write(to: file("index.html"), options: []) })
  }
}
