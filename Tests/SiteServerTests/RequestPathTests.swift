import Testing

@testable import SiteServer

@Suite("Request paths")
struct RequestPathTests {
  @Test(
    "map site paths to files, folders to their index.html",
    arguments: [
      ("/", "index.html"),
      ("/index.html", "index.html"),
      ("/2026/11/", "2026/11/index.html"),
      ("/2026/11", "2026/11"),
      ("/style.css?v=3#top", "style.css"),
      ("//workouts//a.html", "workouts/a.html"),
      ("/caf%C3%A9.html", "café.html"),
      ("/a%20b.html", "a b.html"),
      ("http://127.0.0.1:8000/stats.html", "stats.html"),
    ])
  func mapsPaths(target: String, expected: String) {
    #expect(RequestPath.relativePath(forTarget: target) == expected)
  }

  @Test(
    "refuse anything that could leave the site folder",
    arguments: [
      "/../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/a/../../b",
      "/..%2f..%2fetc/passwd", "/./index.html", "/a\\..\\b", "/a%5C..%5Cb", "/a%00.html",
      "/.diary-site", "/a/.hidden/x", "etc/passwd", "*", "/%zz", "/%c3%28", "/%",
    ])
  func refusesEscapes(target: String) {
    #expect(RequestPath.relativePath(forTarget: target) == nil)
  }

  @Test("encodes a folder path for a redirect")
  func encodes() {
    #expect(RequestPath.encoded("2026/11") == "2026/11")
    #expect(RequestPath.encoded("a b/café") == "a%20b/caf%C3%A9")
    #expect(RequestPath.encoded("x?y#z") == "x%3Fy%23z")
  }
}
