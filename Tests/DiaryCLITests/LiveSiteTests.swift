import DiaryCore
import Foundation
import Testing

@testable import DiaryCLI

/// The incremental rebuild behind `diary serve`, without the server.
@Suite("Live site rebuilds")
struct LiveSiteTests {
  private func makeSite() throws -> (TemporaryJournal, LiveSite) {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    let site = LiveSite(journal: folder.journal, output: folder.output, templates: nil)
    let first = site.rebuild()
    #expect(first.succeeded)
    #expect(first.written.contains("index.html"))
    return (folder, site)
  }

  @Test("a changed file renders and writes only the pages whose data changed")
  func changesOnlyWhatChanged() throws {
    let (folder, site) = try makeSite()
    defer { folder.remove() }
    let october = folder.journal + "/2026/2026-10.md"
    let pageCount = try #require(
      try? FileManager.default.subpathsOfDirectory(atPath: folder.output)
    )
    .filter { $0.hasSuffix(".html") }.count
    try folder.write("journal/2026/2026-10.md", SampleJournal.october + "\nLegs felt fresh.\n")
    let outcome = site.apply(changes: [october])
    #expect(outcome.succeeded)
    #expect(outcome.written.contains("workouts/2026-10-30-easy-jog.html"))
    #expect(!outcome.written.contains("index.html"))
    #expect(!outcome.written.contains("workouts/2026-11-28-morning-intervals.html"))
    #expect(!outcome.written.contains("style.css"))
    #expect(outcome.rendered < pageCount)
    #expect(try folder.read("_site/workouts/2026-10-30-easy-jog.html").contains("Legs felt fresh."))
    let unchanged = site.apply(changes: [october])
    #expect(unchanged.rendered == 0 && unchanged.written == [] && unchanged.removed == [])
  }

  @Test("a deleted file removes its workouts' pages")
  func deletedFile() throws {
    let (folder, site) = try makeSite()
    defer { folder.remove() }
    try folder.delete("journal/2026/2026-10.md")
    let outcome = site.apply(changes: [folder.journal + "/2026/2026-10.md"])
    #expect(outcome.succeeded)
    #expect(outcome.removed.contains("workouts/2026-10-30-easy-jog.html"))
    #expect(!folder.exists("_site/workouts/2026-10-30-easy-jog.html"))
    #expect(outcome.written.contains("index.html"))
    #expect(site.state.workoutCount == 2)
  }

  @Test("a new file, a config change and a template change are taken in")
  func newFileConfigAndTemplates() throws {
    let (folder, site) = try makeSite()
    defer { folder.remove() }
    try folder.write("journal/2027/2027-01.md", "## 2027-01-01 New year swim\n- type: swim\n")
    let added = site.apply(changes: [folder.journal + "/2027/2027-01.md"])
    #expect(added.written.contains("workouts/2027-01-01-new-year-swim.html"))
    try folder.write("journal/diary.conf", "title: Ada's training\n")
    let retitled = site.apply(changes: [folder.journal + "/diary.conf"])
    #expect(retitled.written.contains("index.html"))
    #expect(try folder.read("_site/index.html").contains("Ada&#39;s training"))
    try folder.write("Templates/style.css", "body { color: black }\n")
    let styled = site.apply(changes: [folder.root + "/Templates/style.css"])
    #expect(styled.written == ["style.css"])
    #expect(styled.rendered == 0)
    try folder.write("Templates/row.mustache", "<tr><td>{{name}}!</td></tr>\n")
    let rows = site.apply(changes: [folder.root + "/Templates/row.mustache"])
    #expect(rows.rendered > 10)
    #expect(!rows.written.contains("style.css"))
    #expect(try folder.read("_site/style.css") == "body { color: black }\n")
  }

  @Test("errors leave every file as it was")
  func errorsWriteNothing() throws {
    let (folder, site) = try makeSite()
    defer { folder.remove() }
    let before = try folder.read("_site/index.html")
    try folder.write("journal/2026/2026-10.md", "## 2026-10-30 Easy jog\n- distance: far\n")
    let outcome = site.apply(changes: [folder.journal + "/2026/2026-10.md"])
    #expect(!outcome.succeeded)
    #expect(outcome.written == [] && outcome.removed == [])
    #expect(try folder.read("_site/index.html") == before)
  }
}
