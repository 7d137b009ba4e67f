import Testing

@testable import SiteServer

@Suite("File watcher")
struct FileWatcherTests {
  @Test("reports files added, changed and removed, once each")
  func reportsChanges() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("journal/2026/2026-11.md", "# November\n")
    try folder.write("journal/diary.conf", "title: x\n")
    let watcher = FileWatcher(roots: [folder.path + "/journal", folder.path + "/Templates"])
    #expect(watcher.changes() == [])
    try folder.write("journal/2026/2026-11.md", "# November 2026\n")
    try folder.write("journal/2026/2026-12.md", "# December\n")
    try folder.delete("journal/diary.conf")
    #expect(
      watcher.changes() == [
        folder.path + "/journal/2026/2026-11.md", folder.path + "/journal/2026/2026-12.md",
        folder.path + "/journal/diary.conf",
      ])
    #expect(watcher.changes() == [])
  }

  @Test("skips hidden files and notices a root that appears later")
  func hiddenAndLateRoots() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("journal/a.md", "a")
    let watcher = FileWatcher(roots: [folder.path + "/journal", folder.path + "/Templates"])
    try folder.write("journal/.a.md.swp", "swap")
    try folder.write("journal/.git/HEAD", "ref")
    #expect(watcher.changes() == [])
    try folder.write("Templates/layout.mustache", "<body></body>")
    #expect(watcher.changes() == [folder.path + "/Templates/layout.mustache"])
  }

  @Test("survives a symbolic link loop")
  func linkLoop() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("journal/a.md", "a")
    try folder.link("journal/loop", to: folder.path + "/journal")
    let watcher = FileWatcher(roots: [folder.path + "/journal"])
    try folder.write("journal/b.md", "b")
    #expect(watcher.changes().contains(folder.path + "/journal/b.md"))
  }
}
