import Testing

@testable import SiteServer

@Suite("Content types")
struct ContentTypeTests {
  @Test(
    "come from the file name",
    arguments: [
      ("index.html", "text/html; charset=utf-8"),
      ("2026/11/index.html", "text/html; charset=utf-8"),
      ("style.css", "text/css; charset=utf-8"),
      ("favicon.svg", "image/svg+xml"),
      ("feed.xml", "application/atom+xml; charset=utf-8"),
      ("sitemap.xml", "application/xml; charset=utf-8"),
      ("workouts.json", "application/json"),
      ("workouts.csv", "text/csv; charset=utf-8"),
      ("workouts.ics", "text/calendar; charset=utf-8"),
      ("logo.PNG", "image/png"),
      ("favicon.ico", "image/x-icon"),
      ("app.js", "text/javascript; charset=utf-8"),
      ("README", "application/octet-stream"),
      ("archive.tar.zst", "application/octet-stream"),
    ])
  func fromName(path: String, expected: String) {
    #expect(ContentType.forPath(path) == expected)
  }
}
