import Foundation
import SiteServer
import Testing

@testable import DiaryCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `diary serve` over a real loopback socket: a session on a free port per test.
@Suite("diary serve")
struct ServeTests {
  private struct Running {
    let folder: TemporaryJournal
    let session: ServeSession
    let capture: ConsoleCapture
    var client: LoopbackClient { LoopbackClient(port: session.server.port) }

    func stop() {
      session.stop()
      folder.remove()
    }
  }

  private func start(files: [String: String] = SampleJournal.files) throws -> Running {
    let folder = try TemporaryJournal(files: files)
    var options = ServeSession.Options()
    options.journal = folder.journal
    options.output = folder.output
    options.port = 0
    let capture = ConsoleCapture()
    let session = try ServeSession(options: options, console: capture.console())
    return Running(folder: folder, session: session, capture: capture)
  }

  @Test("builds, then answers GET and HEAD with content types, 404 and 405")
  func servesFiles() throws {
    let running = try start()
    defer { running.stop() }
    #expect(running.session.url == "http://127.0.0.1:\(running.session.server.port)/")
    #expect(running.capture.out.hasPrefix("Built 3 workouts into \(running.folder.output)/ ("))
    let home = try running.client.get("/")
    #expect(home.status == 200)
    #expect(home.headers["content-type"] == "text/html; charset=utf-8")
    #expect(home.text.contains("Morning intervals"))
    #expect(home.text.contains("<script>/* diary serve: live reload */"))
    #expect(!(try running.folder.read("_site/index.html")).contains("__diary"))
    let head = try running.client.get("/", method: "HEAD")
    #expect(head.status == 200)
    #expect(head.body.isEmpty)
    #expect(head.headers["content-length"] == String(home.body.count))
    let page = try running.client.get("/workouts/2026-11-28-morning-intervals.html")
    #expect(page.status == 200)
    let css = try running.client.get("/style.css")
    #expect(css.headers["content-type"] == "text/css; charset=utf-8")
    #expect(!css.text.contains("<script>"))
    #expect(try running.client.get("/missing.html").status == 404)
    let post = try running.client.exchange("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n")
    #expect(post.status == 405)
    #expect(post.headers["allow"] == "GET, HEAD")
  }

  @Test("never serves a file outside the site")
  func refusesEscapes() throws {
    let running = try start()
    defer { running.stop() }
    try running.folder.write("secret.txt", "secret")
    try FileManager.default.createSymbolicLink(
      atPath: running.folder.output + "/leak.txt",
      withDestinationPath: running.folder.root + "/secret.txt")
    for target in [
      "/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
      "/../../../../etc/passwd", "//etc/passwd", "/..\\secret.txt", "/.diary-site",
      "http://127.0.0.1/../secret.txt",
    ] {
      let reply = try running.client.get(target)
      #expect(reply.status == 404, "\(target)")
      #expect(!reply.text.contains("secret") && !reply.text.contains("root:"), "\(target)")
    }
    #expect(try running.client.get("/leak.txt").status == 403)
  }

  @Test("refuses an overlong request line with 414 and overlong headers with 431")
  func limits() throws {
    let running = try start()
    defer { running.stop() }
    let longPath = "/" + String(repeating: "a", count: 9000)
    #expect(try running.client.get(longPath).status == 414)
    let header = "X-Filler: " + String(repeating: "b", count: 1000) + "\r\n"
    let request = "GET / HTTP/1.1\r\n" + String(repeating: header, count: 40) + "\r\n"
    #expect(try running.client.exchange(request).status == 431)
    #expect(try running.client.exchange("NONSENSE\r\n\r\n").status == 400)
  }

  @Test("rebuilds after a change; a waiting page hears of it and sees the new content")
  func rebuildsOnChange() throws {
    let running = try start()
    defer { running.stop() }
    let client = running.client
    let waiting = BackgroundCall { try client.get("/__diary/reload?since=1") }
    #expect(waitUntil { running.session.reload.waitingCount == 1 })
    try running.folder.write(
      "journal/2026/2026-11.md",
      SampleJournal.november + "\n## 2026-11-30 Frosty parkrun\n- distance: 5 km\n")
    #expect(running.session.tick())
    let reply = try waiting.value()
    #expect(reply.text == "{\"build\":2,\"ok\":true}\n")
    #expect(try client.get("/").text.contains("Frosty parkrun"))
    #expect(try client.get("/workouts/2026-11-30-frosty-parkrun.html").status == 200)
    #expect(
      running.capture.out.contains("Rebuilt after \(running.folder.journal)/2026/2026-11.md: "))
    #expect(!running.session.tick())
  }

  @Test("a failed rebuild keeps the last good site and shows the errors in the page")
  func failedRebuild() throws {
    let running = try start()
    defer { running.stop() }
    let path = running.folder.journal + "/2026/2026-10.md"
    try running.folder.write("journal/2026/2026-10.md", SampleJournal.october + "- tpye: run\n")
    running.session.tick()
    let broken = try running.client.get("/")
    #expect(broken.text.contains("Easy jog"))
    #expect(broken.text.contains("the last rebuild failed"))
    #expect(
      broken.text.contains(
        "\(path):9:3: error: unknown key &#39;tpye&#39;; did you mean &#39;type&#39;?"))
    #expect(
      running.capture.error.contains(
        "\(path):9:3: error: unknown key 'tpye'; did you mean 'type'?\n"))
    #expect(
      running.capture.error.contains(
        "error: rebuild failed (1 error, 0 warnings); still serving the last good site\n"))
    #expect(try running.client.get("/__diary/reload").text == "{\"build\":2,\"ok\":false}\n")
    try running.folder.write(
      "journal/2026/2026-10.md",
      SampleJournal.october.replacingOccurrences(of: "Easy jog", with: "Easy trot"))
    running.session.tick()
    let fixed = try running.client.get("/")
    #expect(fixed.text.contains("Easy trot"))
    #expect(!fixed.text.contains("the last rebuild failed"))
    #expect(try running.client.get("/__diary/reload").text == "{\"build\":3,\"ok\":true}\n")
  }

  @Test("answers a burst of 200 concurrent connections")
  func burst() throws {
    let running = try start()
    defer { running.stop() }
    let client = running.client
    let descriptors = try (0..<200).map { _ in try client.connect() }
    defer {
      for descriptor in descriptors { close(descriptor) }
    }
    for descriptor in descriptors {
      client.send("GET /style.css HTTP/1.1\r\nHost: x\r\n\r\n", on: descriptor)
    }
    let statuses = try descriptors.map {
      try LoopbackClient.parse(client.receiveAll(on: $0)).status
    }
    #expect(statuses == Array(repeating: 200, count: 200))
  }
}

@Suite("HTTP server")
struct HTTPServerTests {
  @Test("a slow client times out with 408 without holding up the others")
  func slowClient() throws {
    var configuration = HTTPServer.Configuration()
    configuration.timeout = 0.3
    let server = try HTTPServer(host: "127.0.0.1", port: 0, configuration: configuration) { _ in
      HTTPResponse.plain(.ok)
    }
    server.start()
    defer { server.stop() }
    let client = LoopbackClient(port: server.port)
    let slow = try client.connect()
    defer { close(slow) }
    client.send("GET / HT", on: slow)
    let idle = try client.connect()
    defer { close(idle) }
    #expect(try client.get("/").status == 200)
    #expect(try LoopbackClient.parse(client.receiveAll(on: slow)).status == 408)
    #expect(client.receiveAll(on: idle).isEmpty)
  }

  @Test("listens on loopback by default and reports a port in use")
  func portInUse() throws {
    let first = try HTTPServer(host: "127.0.0.1", port: 0) { _ in .plain(.ok) }
    defer { first.stop() }
    #expect(throws: HTTPServer.StartError.self) {
      try HTTPServer(host: "127.0.0.1", port: first.port) { _ in .plain(.ok) }
    }
    #expect(ServeSession.Options().host == "127.0.0.1")
  }
}
