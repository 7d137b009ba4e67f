import DiaryCore
import Testing

@testable import SiteRenderer

@Suite("The layout every page shares")
struct LayoutTests {
  @Test(
    "the navigation marks the current page, or the section of the page",
    arguments: [
      ("index.html", #"<a href="index.html" aria-current="page">Workouts</a>"#),
      ("by-distance.html", #"<a href="index.html" aria-current="true">Workouts</a>"#),
      ("archive.html", #"<a href="archive.html" aria-current="page">Archive</a>"#),
      ("2026/11/index.html", #"<a href="../../archive.html" aria-current="true">Archive</a>"#),
      ("types/index.html", #"<a href="../types/index.html" aria-current="page">Types</a>"#),
      ("types/run.html", #"<a href="../types/index.html" aria-current="true">Types</a>"#),
      ("tags/easy.html", #"<a href="../tags/index.html" aria-current="true">Tags</a>"#),
      ("stats.html", #"<a href="stats.html" aria-current="page">Stats</a>"#),
      (
        "workouts/2026-11-28-morning-intervals.html",
        #"<a href="../index.html" aria-current="true">Workouts</a>"#
      ),
    ])
  func currentPage(path: String, link: String) throws {
    let html = try #require(try renderedSite(fixtureState())[path])
    #expect(html.contains(link))
    // List pages also mark their sort order, the stats page its weekly chart's type.
    let marksMore = ["index.html", "by-distance.html", "stats.html"].contains(path)
    #expect(html.components(separatedBy: "aria-current=").count - 1 == (marksMore ? 2 : 1))
  }

  @Test("the 404 page marks no link: it is in no section")
  func notFound() throws {
    let html = try #require(try renderedSite(fixtureState())["404.html"])
    #expect(!html.contains("aria-current"))
    #expect(html.contains("<li><a href=\"stats.html\">Stats</a></li>"))
  }

  @Test("the tags index's rows are plain table rows, whatever the tag link's style")
  func tagRows() throws {
    let html = try #require(try renderedSite(fixtureState())["tags/index.html"])
    #expect(
      html.contains("<tr><th scope=\"row\"><a dir=\"auto\" href=\"../tags/easy.html\">easy</a>"))
    #expect(!html.contains("<tr class="))
  }
}
