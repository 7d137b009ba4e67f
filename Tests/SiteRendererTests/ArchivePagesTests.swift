import DiaryCore
import Mustache
import Testing

@testable import SiteRenderer

@Suite("Archive pages")
struct ArchivePagesTests {
  @Test("there is an index, a page per year and a page per month that has workouts")
  func paths() {
    let pages = ArchivePages.make(fixtureState())
    #expect(
      pages.map(\.path) == [
        "archive.html", "2026/index.html", "2025/index.html", "2024/index.html",
        "2026/11/index.html", "2026/10/index.html", "2025/12/index.html", "2024/02/index.html",
      ])
  }

  @Test("a month's totals count its workouts, distance and time")
  func monthTotals() throws {
    let pages = ArchivePages.make(fixtureState())
    let november = try #require(pages.first { $0.path == "2026/11/index.html" })
    #expect(
      november.context["totals"]
        == .object([
          "count": "2", "countLabel": "2 workouts", "distance": "12\u{A0}km",
          "duration": "1\u{A0}h 23\u{A0}min",
        ]))
    #expect(november.context["rows"].map(rowNames) == ["Recovery swim", "Morning intervals"])
  }

  @Test("the archive index renders years with their months, newest first")
  func indexSnapshot() throws {
    assertSnapshot(
      try render("archive.html", of: ArchivePages.make(fixtureState())),
      named: "archive.html")
  }

  @Test("a year's page renders its months and workouts")
  func yearSnapshot() throws {
    assertSnapshot(
      try render("2026/index.html", of: ArchivePages.make(fixtureState())),
      named: "year-2026.html")
  }

  @Test("a month's page renders its workouts and links to the neighbouring months")
  func monthSnapshot() throws {
    assertSnapshot(
      try render("2026/10/index.html", of: ArchivePages.make(fixtureState())),
      named: "month-2026-10.html")
  }

  @Test("an empty journal gets an archive that says so, and no year pages")
  func empty() throws {
    let pages = ArchivePages.make(AppState())
    #expect(pages.map(\.path) == ["archive.html"])
    #expect(try render("archive.html", of: pages).contains("<p>No workouts yet."))
  }

  @Test("years before 1000 keep distinct paths and labels")
  func earlyYears() throws {
    let pages = ArchivePages.make(
      state(with: [try workout("Ancient run", on: "0999-01-05", line: 1)]))
    #expect(pages.map(\.path) == ["archive.html", "999/index.html", "999/01/index.html"])
  }
}

/// The name of the workout in each row of a table's `rows`, read from their HTML.
func rowNames(_ rows: MustacheValue) -> [String] {
  guard case .string(let html) = rows else { return [] }
  return html.split(separator: "<td class=\"name\"><a dir=\"auto\" href=\"").dropFirst().compactMap
  { cell in
    guard let start = cell.firstIndex(of: ">"), let end = cell.range(of: "</a>") else {
      return nil
    }
    return String(cell[cell.index(after: start)..<end.lowerBound])
  }
}
