import DiaryCore
import Testing

@testable import SiteRenderer

@Suite("404 page")
struct NotFoundPageTests {
  @Test("404.html sits at the root and links to the main pages")
  func snapshot() throws {
    let pages = NotFoundPage.make(fixtureState())
    #expect(pages.map(\.path) == ["404.html"])
    assertSnapshot(try render("404.html", of: pages), named: "404.html")
  }

  @Test("its links are relative to the site's root")
  func links() throws {
    let html = try render("404.html", of: NotFoundPage.make(fixtureState()))
    #expect(html.contains("<link rel=\"stylesheet\" href=\"style.css\">"))
    #expect(html.contains("<li><a href=\"archive.html\">Archive</a></li>"))
    #expect(!html.contains("href=\"/"))
    #expect(!html.contains("href=\"../"))
    #expect(!html.contains("<base"))
  }

  @Test(
    "with a base URL, a <base> names the site's root on its host, so links work at any depth",
    arguments: [
      ("https://me.github.io/diary", "/diary/"), ("https://me.github.io/diary/", "/diary/"),
      ("https://diary.example", "/"), ("http://example.org/a/b/?x=1", "/a/b/"),
    ])
  func base(url: String, root: String) throws {
    var config = SiteConfig()
    config.baseURL = url
    let html = try render("404.html", of: NotFoundPage.make(fixtureState(config: config)))
    #expect(html.contains("<meta charset=\"utf-8\">\n<base href=\"\(root)\">\n<meta name="))
    #expect(html.contains("<link rel=\"stylesheet\" href=\"style.css\">"))
  }
}
