import DiaryCore
import Mustache
import Testing

@testable import SiteRenderer

@Suite("Type and tag pages")
struct TaxonomyPagesTests {
  @Test("there is an index and a page per type and per tag, in slug order")
  func paths() {
    #expect(
      TaxonomyPages.make(fixtureState()).map(\.path) == [
        "types/index.html", "types/ride.html", "types/run.html", "types/strength.html",
        "types/swim.html",
        "tags/index.html", "tags/easy.html", "tags/intervals.html", "tags/open-water.html",
        "tags/track.html",
      ])
  }

  @Test("names whose slugs collide share one page that lists both")
  func collidingSlugs() throws {
    let pages = TaxonomyPages.make(fixtureState())
    let page = try #require(pages.first { $0.path == "tags/open-water.html" })
    #expect(page.context["title"] == "Tag: open water / open-water")
    #expect(page.context["rows"].map(rowNames) == ["Recovery swim", "Lake crossing"])
    #expect(page.context["totals"]?["count"] == "2")
  }

  @Test("a workout listed under two colliding tags appears once on their page")
  func collidingTagsOfOneWorkout() throws {
    let both = try workout("Both", on: "2026-01-02", line: 1, tags: ["a b", "a-b"])
    let pages = TaxonomyPages.make(state(with: [both]))
    let page = try #require(pages.first { $0.path == "tags/a-b.html" })
    #expect(page.context["rows"].map(rowNames) == ["Both"])
  }

  @Test("hostile names become safe file names, never two pages at one path")
  func hostileNames() throws {
    let workouts = [
      try workout(
        "X", on: "2026-01-02", line: 1, type: "../../etc/passwd",
        tags: ["index", "../../etc/passwd", "<script>", "!!!", "tag"]),
      try workout("Y", on: "2026-01-03", line: 5, tags: ["Index"]),
    ]
    let pages = siteFiles(state(with: workouts))
    let paths = pages.map(\.path)
    #expect(Set(paths).count == paths.count)
    let taxonomyPaths = TaxonomyPages.make(state(with: workouts)).map(\.path)
    #expect(
      taxonomyPaths == [
        "types/index.html", "types/etc-passwd.html",
        "tags/index.html", "tags/etc-passwd.html", "tags/script.html", "tags/tag-index.html",
        "tags/tag.html",
      ])
    let index = try #require(pages.first { $0.path == "tags/tag-index.html" })
    #expect(index.context["title"] == "Tag: Index / index")
  }

  @Test("hostile tags are escaped in the tag index")
  func escaping() throws {
    let hostile = try workout(
      "X", on: "2026-01-02", line: 1, tags: ["\"><img src=x onerror=alert(1)>"])
    let html = try render("tags/index.html", of: TaxonomyPages.make(state(with: [hostile])))
    #expect(
      html.contains(
        "<a href=\"../tags/img-src-x-onerror-alert-1.html\">"
          + "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a>"))
    #expect(!html.contains("<img"))
  }

  @Test("the types index lists each type with its totals")
  func typesIndexSnapshot() throws {
    assertSnapshot(
      try render("types/index.html", of: TaxonomyPages.make(fixtureState())),
      named: "types-index.html")
  }

  @Test("the tags index lists each tag with its totals")
  func tagsIndexSnapshot() throws {
    assertSnapshot(
      try render("tags/index.html", of: TaxonomyPages.make(fixtureState())),
      named: "tags-index.html")
  }

  @Test("a tag's page lists its workouts with totals")
  func tagSnapshot() throws {
    assertSnapshot(
      try render("tags/open-water.html", of: TaxonomyPages.make(fixtureState())),
      named: "tag-open-water.html")
  }

  @Test("an empty journal still has both index pages, saying there is nothing yet")
  func empty() throws {
    let pages = TaxonomyPages.make(AppState())
    #expect(pages.map(\.path) == ["types/index.html", "tags/index.html"])
    #expect(try render("tags/index.html", of: pages).contains("<p>No workout has a tag yet.</p>"))
  }
}

@Suite("Taxonomy pages, paginated")
struct TaxonomyPaginationTests {
  @Test("a term with more workouts than a page holds gets more pages, in a folder of its own")
  func paginated() throws {
    var config = SiteConfig()
    config.pageSize = 2
    let workouts = try (1...5).map { day in
      try workout("Run", on: "2026-03-0\(day)", line: day, type: "run", tags: ["run 2"])
    }
    let pages = TaxonomyPages.make(state(with: workouts, config: config))
    #expect(
      pages.map(\.path) == [
        "types/index.html", "types/run.html", "types/run/2.html", "types/run/3.html",
        "tags/index.html", "tags/run-2.html", "tags/run-2/2.html", "tags/run-2/3.html",
      ])
    let second = try render("types/run/2.html", of: pages)
    #expect(second.contains("<title>Type: run (page 2 of 3)"))
    #expect(second.contains("href=\"../../types/run.html\">1</a>"))
    #expect(second.contains("href=\"../../types/run/3.html\" rel=\"next\""))
    #expect(second.contains("href=\"../../workouts/2026-03-03-run.html\""))
    #expect(!second.contains("2026-03-05-run.html"))
    // The first page heads the list with the totals of the whole term; the next ones do not
    // repeat them, so that an edit of one workout's distance changes the first page only.
    let first = try render("types/run.html", of: pages)
    #expect(first.contains("<div><dt>Workouts</dt><dd>5</dd></div>"))
    #expect(!second.contains("<dl class=\"fields totals\">"))
    #expect(first.contains("<dl class=\"fields totals\">"))
  }
}
