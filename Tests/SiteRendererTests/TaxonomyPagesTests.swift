import DiaryCore
import Mustache
import Testing

@testable import SiteRenderer

@Suite("Type and tag pages")
struct TaxonomyPagesTests {
  @Test("there is an index and a page per type and per tag, in the order of their names")
  func paths() {
    #expect(
      TaxonomyPages.make(fixtureState()).map(\.path) == [
        "types/index.html", "types/ride.html", "types/run.html", "types/strength.html",
        "types/swim.html",
        "tags/index.html", "tags/easy.html", "tags/intervals.html",
        "tags/open-water-4462a95a.html", "tags/open-water.html", "tags/track.html",
      ])
  }

  @Test("names that read alike get pages of their own: 'open water' and 'open-water'")
  func alikeNames() throws {
    let pages = TaxonomyPages.make(fixtureState())
    let spaced = try #require(pages.first { $0.path == "tags/open-water-4462a95a.html" })
    #expect(spaced.context["title"] == "Tag: \u{2068}open water\u{2069}")
    #expect(spaced.context["rows"].map(rowNames) == ["Recovery swim"])
    let hyphenated = try #require(pages.first { $0.path == "tags/open-water.html" })
    #expect(hyphenated.context["title"] == "Tag: \u{2068}open-water\u{2069}")
    #expect(hyphenated.context["rows"].map(rowNames) == ["Lake crossing"])
    #expect(hyphenated.context["totals"]?["count"] == "1")
  }

  @Test(
    "every term's file name is its own, made from the term alone",
    arguments: [
      ("run", "types/run.html"), ("trail-run", "types/trail-run.html"),
      ("бег", "types/бег.html"), ("ריצה", "types/ריצה.html"), ("جري", "types/جري.html"),
      ("ラン", "types/ラン.html"), ("zürich", "types/zürich.html"),
      ("🏊", "types/type-75446105.html"), ("open water", "types/open-water-4462a95a.html"),
      ("index", "types/index-9081468b.html"), ("run\u{202E}", "types/run-e2d07272.html"),
    ])
  func fileNames(term: String, path: String) {
    #expect(Links.type(term) == path)
  }

  @Test("types in four scripts and tags in eight each get a page, titled by their own name")
  func scripts() throws {
    let types = ["бег", "ריצה", "جري", "ラン"]
    let tags = ["лёд", "ים", "صحراء", "山", "눈", "ฝน", "βουνό", "hügel"]
    let workouts = try types.enumerated().map { index, type in
      try workout(
        "W\(index)", on: "2026-01-0\(index + 1)", line: index * 4 + 1, type: type,
        tags: Array(tags[(index * 2)..<(index * 2 + 2)]))
    }
    let pages = TaxonomyPages.make(state(with: workouts))
    let termPages = pages.filter { !$0.path.hasSuffix("index.html") }
    #expect(termPages.count == 12)
    #expect(Set(termPages.map(\.path)).count == 12)
    for term in types {
      let page = try #require(pages.first { $0.path == Links.type(term) })
      #expect(page.context["title"] == .string("Type: \u{2068}\(term)\u{2069}"))
      #expect(page.context["rows"].map(rowNames)?.count == 1)
    }
    for term in tags {
      let page = try #require(pages.first { $0.path == Links.tag(term) })
      #expect(page.context["title"] == .string("Tag: \u{2068}\(term)\u{2069}"))
    }
  }

  @Test("a workout with the tags 'a b' and 'a-b' is on both their pages")
  func alikeTagsOfOneWorkout() throws {
    let both = try workout("Both", on: "2026-01-02", line: 1, tags: ["a b", "a-b"])
    let pages = TaxonomyPages.make(state(with: [both]))
    for path in ["tags/a-b.html", Links.tag("a b")] {
      let page = try #require(pages.first { $0.path == path })
      #expect(page.context["rows"].map(rowNames) == ["Both"])
    }
    #expect(Links.tag("a b") != "tags/a-b.html")
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
        "types/index.html", "types/etc-passwd-bbdefdfa.html",
        "tags/index.html", "tags/tag-ca866be2.html", "tags/etc-passwd-bbdefdfa.html",
        "tags/script-7d8dec16.html", "tags/index-029698eb.html", "tags/index-9081468b.html",
        "tags/tag.html",
      ])
    let index = try #require(pages.first { $0.path == "tags/index-029698eb.html" })
    #expect(index.context["title"] == "Tag: \u{2068}Index\u{2069}")
  }

  @Test("hostile tags are escaped in the tag index")
  func escaping() throws {
    let hostile = try workout(
      "X", on: "2026-01-02", line: 1, tags: ["\"><img src=x onerror=alert(1)>"])
    let html = try render("tags/index.html", of: TaxonomyPages.make(state(with: [hostile])))
    #expect(
      html.contains(
        "<a dir=\"auto\" href=\"../tags/img-src-x-onerror-alert-1-74d7e853.html\">"
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
        "tags/index.html", "tags/run-2-339b90c4.html", "tags/run-2-339b90c4/2.html",
        "tags/run-2-339b90c4/3.html",
      ])
    let second = try render("types/run/2.html", of: pages)
    #expect(second.contains("<title>&#x2068;Type: \u{2068}run\u{2069} (page 2 of 3)&#x2069;"))
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
