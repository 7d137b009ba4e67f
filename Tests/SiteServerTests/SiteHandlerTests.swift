import Testing

@testable import SiteServer

@Suite("Site handler")
struct SiteHandlerTests {
  private func withSite(_ body: (TestFolder, SiteHandler) throws -> Void) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("outside/secret.txt", "secret")
    try folder.write("site/index.html", "<html><body><h1>Home</h1></body></html>")
    try folder.write("site/style.css", "body{}")
    try folder.write("site/2026/11/index.html", "<body>November</body>")
    try folder.link("site/leak.txt", to: folder.path + "/outside/secret.txt")
    try folder.link("site/up", to: folder.path + "/outside")
    try folder.link("site/alias.css", to: "style.css")
    let handler = SiteHandler(
      folder: SiteFolder(root: folder.path + "/site"), reload: LiveReload(), pollTimeout: 0)
    try body(folder, handler)
  }

  private func get(_ handler: SiteHandler, _ target: String, method: String = "GET")
    -> HTTPResponse
  {
    handler.respond(to: HTTPRequest(method: method, target: target))
  }

  @Test("serves HTML with the reload script, other files as they are")
  func servesFiles() throws {
    try withSite { _, handler in
      let home = get(handler, "/")
      #expect(home.status == .ok)
      #expect(home.header("Content-Type") == "text/html; charset=utf-8")
      #expect(home.header("Cache-Control") == "no-store")
      let text = String(decoding: home.body, as: UTF8.self)
      #expect(text.hasPrefix("<html><body><h1>Home</h1><script>"))
      #expect(get(handler, "/style.css").body == Array("body{}".utf8))
      #expect(get(handler, "/alias.css").body == Array("body{}".utf8))
      #expect(get(handler, "/2026/11/").status == .ok)
    }
  }

  @Test("redirects a folder to its trailing-slash form")
  func redirectsFolders() throws {
    try withSite { _, handler in
      let response = get(handler, "/2026/11")
      #expect(response.status == .movedPermanently)
      #expect(response.header("Location") == "/2026/11/")
    }
  }

  @Test("refuses links out of the site and escapes")
  func refusesEscapes() throws {
    try withSite { _, handler in
      #expect(get(handler, "/leak.txt").status == .forbidden)
      #expect(get(handler, "/up/secret.txt").status == .forbidden)
      #expect(get(handler, "/../outside/secret.txt").status == .notFound)
      #expect(get(handler, "/%2e%2e/outside/secret.txt").status == .notFound)
      #expect(get(handler, "/missing.html").status == .notFound)
    }
  }

  @Test("answers 404 with the site's 404.html when it has one")
  func notFoundPage() throws {
    try withSite { folder, handler in
      let plain = get(handler, "/nope")
      #expect(String(decoding: plain.body, as: UTF8.self).contains("<h1>Not found</h1>"))
      try folder.write("site/404.html", "<body>Lost?</body>")
      let custom = get(handler, "/nope")
      #expect(custom.status == .notFound)
      #expect(
        String(decoding: custom.body, as: UTF8.self).hasPrefix(
          "<base href=\"/\">\n<body>Lost?<script>"))
    }
  }

  @Test("the site's 404.html leads to the server's root from any depth: its base is /")
  func notFoundPageAtDepth() throws {
    try withSite { folder, handler in
      try folder.write(
        "site/404.html",
        "<html><head>\n<link rel=\"stylesheet\" href=\"style.css\"></head><body>x</body></html>")
      let added = String(decoding: get(handler, "/workouts/old.html").body, as: UTF8.self)
      #expect(added.hasPrefix("<html><head>\n<base href=\"/\">\n<link rel=\"stylesheet\""))
      try folder.write(
        "site/404.html", "<html><head><base href=\"/diary/\"><title>t</title></head></html>")
      let replaced = String(decoding: get(handler, "/a/b/c.html").body, as: UTF8.self)
      #expect(replaced.hasPrefix("<html><head><base href=\"/\"><title>t</title></head>"))
    }
  }

  @Test("allows only GET and HEAD")
  func methods() throws {
    try withSite { _, handler in
      let response = get(handler, "/", method: "POST")
      #expect(response.status == .methodNotAllowed)
      #expect(response.header("Allow") == "GET, HEAD")
    }
  }

  @Test("reports the build counter")
  func reloadEndpoint() throws {
    try withSite { _, handler in
      handler.reload.publish(errors: ["x"])
      let response = get(handler, "/__diary/reload?since=2")
      #expect(response.header("Content-Type") == "application/json")
      #expect(String(decoding: response.body, as: UTF8.self) == "{\"build\":2,\"ok\":false}\n")
    }
  }
}
