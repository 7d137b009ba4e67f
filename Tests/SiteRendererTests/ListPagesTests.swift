import DiaryCore
import Testing

@testable import SiteRenderer

@Suite("List pages and their keys")
struct ListPagesTests {
  @Test(
    "pagination links the first, the last and two pages either side, with gaps",
    arguments: [
      (1, 1, [Int]()), (1, 7, [1, 2, 3, 7]), (4, 7, [1, 2, 3, 4, 5, 6, 7]),
      (50, 100, [1, 48, 49, 50, 51, 52, 100]), (100, 100, [1, 98, 99, 100]),
      (3, 5, [1, 2, 3, 4, 5]), (2, 2, [1, 2]), (997, 1000, [1, 995, 996, 997, 998, 999, 1000]),
    ])
  func pagination(page: Int, count: Int, shown: [Int]) {
    #expect(count == 1 || Pagination.shown(page: page, of: count) == shown)
    guard
      case .object(let fields)? = Optional(
        Pagination.make(PageNumber(number: page, count: count), text: .english) { "p\($0)" })
    else {
      #expect(count == 1)
      return
    }
    guard case .list(let items)? = fields["pages"] else {
      Issue.record("no pages")
      return
    }
    let numbers = items.map { item -> String in
      if item["isGap"] == .bool(true) { return "…" }
      if case .string(let number)? = item["number"] { return number }
      return "?"
    }
    var expected: [String] = []
    var last = 0
    for number in shown {
      if number > last + 1 { expected.append("…") }
      expected.append(String(number))
      last = number
    }
    #expect(numbers == expected)
  }

  @Test("a page of 100 in a list of 1,000 pages renders 7 page links and 2 gaps")
  func paginationIsWindowed() throws {
    var config = SiteConfig()
    config.pageSize = 1
    let workouts = try (1...1000).map { index in
      try workout(
        "Run", on: LocalDate(dayNumber: 20_000 + index).description, line: index,
        distance: Distance(Double(index), .metres))
    }
    let page = try #require(
      ListPages.make(state(with: workouts, config: config)).first { $0.path == "index-100.html" })
    let html = try render(page.path, of: [page])
    #expect(html.components(separatedBy: "<span class=\"gap\">…</span>").count - 1 == 2)
    #expect(html.contains("href=\"index-1000.html\">1000</a>"))
    #expect(html.contains("aria-current=\"page\">100</a>"))
    #expect(!html.contains("href=\"index-500.html\""))
  }

  @Test("a page's key changes with what it shows, and only then")
  func keysFollowTheData() throws {
    let base = try fixtureWorkouts()
    let before = Dictionary(
      uniqueKeysWithValues: siteFiles(state(with: base)).map { ($0.path, $0.key) })
    var edited = base
    edited[0].notesHTML = "<p>Changed.</p>\n"
    let after = Dictionary(
      uniqueKeysWithValues: siteFiles(state(with: edited)).map { ($0.path, $0.key) })
    let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
    // A page's key covers every workout it shows, whole: the workout's page and its
    // neighbours', the pages that list it (its lists, month, type and tags), its year (whose
    // calendar links its days' first workouts), the stats, the feed and the exports change. The
    // pages that show only sums (archive, the type and tag indexes) keep their keys.
    #expect(
      changed == [
        "2026/11/index.html", "2026/index.html", "by-complexity.html", "by-distance.html",
        "feed.xml", "index.html",
        "stats.html", "tags/intervals.html", "tags/track.html", "types/run.html", "workouts.csv",
        "workouts.ics", "workouts.json", "workouts/2026-10-18-long-ride.html",
        "workouts/2026-11-28-morning-intervals.html", "workouts/2026-11-29-recovery-swim.html",
      ])
    var longer = base
    longer[0].distance = Distance(99, .kilometres)
    let afterDistance = Dictionary(
      uniqueKeysWithValues: siteFiles(state(with: longer)).map { ($0.path, $0.key) })
    let summaries = ["archive.html", "stats.html", "tags/index.html", "types/index.html"]
    // A distance shows in the summaries: they change with it.
    #expect(summaries.allSatisfy { before[$0] != afterDistance[$0] })
    var renamed = base
    renamed[0].name = "Evening intervals"
    let afterRename = siteFiles(state(with: renamed))
    let keys = Dictionary(uniqueKeysWithValues: afterRename.map { ($0.path, $0.key) })
    // The neighbours show its name: their pages change too.
    #expect(
      keys["workouts/2026-11-29-recovery-swim.html"]
        != before["workouts/2026-11-29-recovery-swim.html"])
    #expect(
      keys["workouts/2026-10-18-long-ride.html"] != before["workouts/2026-10-18-long-ride.html"])
    #expect(
      keys["workouts/2024-02-29-easy-run.html"] == before["workouts/2024-02-29-easy-run.html"])
  }
}
