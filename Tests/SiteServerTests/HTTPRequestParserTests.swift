import Testing

@testable import SiteServer

@Suite("HTTP request parsing")
struct HTTPRequestParserTests {
  private func parse(_ text: String, limits: HTTPRequestParser.Limits = .init())
    -> HTTPRequestParser.Outcome
  {
    HTTPRequestParser.parse(Array(text.utf8), limits: limits)
  }

  @Test("reads the request line and headers")
  func readsRequest() throws {
    let outcome = parse("GET /a.html?x=1 HTTP/1.1\r\nHost: localhost\r\nAccept:  */* \r\n\r\n")
    guard case .complete(let request) = outcome else {
      Issue.record("expected a request, got \(outcome)")
      return
    }
    #expect(request.method == "GET")
    #expect(request.target == "/a.html?x=1")
    #expect(request.path == "/a.html")
    #expect(request.queryValue("x") == "1")
    #expect(request.header("host") == "localhost")
    #expect(request.header("ACCEPT") == "*/*")
  }

  @Test("accepts bare line feeds and a leading empty line")
  func acceptsBareLineFeeds() {
    #expect(
      parse("\r\nHEAD / HTTP/1.0\nX: y\n\n")
        == .complete(
          HTTPRequest(
            method: "HEAD", target: "/", version: "HTTP/1.0", headers: [HTTPHeader("X", "y")])))
  }

  @Test("waits for the end of the headers")
  func waitsForMore() {
    #expect(parse("GET / HT") == .incomplete)
    #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
  }

  @Test("refuses a request line over the limit with 414, even before it ends")
  func refusesLongRequestLine() {
    let limits = HTTPRequestParser.Limits(requestLine: 64, headers: 1024)
    let long = "GET /" + String(repeating: "a", count: 100)
    #expect(parse(long, limits: limits) == .failed(.uriTooLong))
    #expect(parse(long + " HTTP/1.1\r\n\r\n", limits: limits) == .failed(.uriTooLong))
    #expect(
      parse("GET /" + String(repeating: "a", count: 40) + " HTTP/1.1\r\n\r\n", limits: limits)
        != .failed(.uriTooLong))
  }

  @Test("refuses headers over the limit with 431, even before they end")
  func refusesLongHeaders() {
    let limits = HTTPRequestParser.Limits(requestLine: 64, headers: 100)
    let header = "X-Long: " + String(repeating: "b", count: 120) + "\r\n"
    #expect(parse("GET / HTTP/1.1\r\n" + header, limits: limits) == .failed(.headersTooLarge))
    #expect(
      parse("GET / HTTP/1.1\r\n" + header + "\r\n", limits: limits) == .failed(.headersTooLarge))
    let many = String(repeating: "A: b\r\n", count: 30)
    #expect(parse("GET / HTTP/1.1\r\n" + many, limits: limits) == .failed(.headersTooLarge))
  }

  @Test(
    "refuses malformed requests with 400",
    arguments: [
      "GET  / HTTP/1.1\r\n\r\n", "GET /\r\n\r\n", "GET / HTTP/1.1 x\r\n\r\n",
      "G(T / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nNo colon\r\n\r\n",
      "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", "GET / HTTP/1.1\r\n: x\r\n\r\n",
      "GET / HTTP/1.1\r\nX: a\u{1}b\r\n\r\n", "GET / FTP/1.0\r\n\r\n",
    ])
  func refusesMalformed(text: String) {
    #expect(parse(text) == .failed(.badRequest))
  }

  @Test("refuses other HTTP versions with 505")
  func refusesVersions() {
    #expect(parse("GET / HTTP/2.0\r\n\r\n") == .failed(.versionNotSupported))
  }

  @Test("serializes a response, keeping Content-Length but not the body for HEAD")
  func serializes() {
    let response = HTTPResponse(
      status: .ok, headers: [HTTPHeader("Content-Type", "text/plain")], body: Array("hi".utf8))
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n"
      + "Connection: close\r\n\r\n"
    #expect(
      String(decoding: response.serialized(includingBody: true), as: UTF8.self) == head + "hi")
    #expect(String(decoding: response.serialized(includingBody: false), as: UTF8.self) == head)
  }
}
