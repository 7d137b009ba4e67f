/// Answers requests for `diary serve`: files from the site folder (HTML with the live-reload
/// script), the reload endpoint, and the errors (404 with the site's `404.html` when it has one).
public struct SiteHandler: Sendable {
  public let folder: SiteFolder
  public let reload: LiveReload
  /// How long the reload endpoint waits for a rebuild before answering anyway.
  public var pollTimeout: Double

  public init(folder: SiteFolder, reload: LiveReload, pollTimeout: Double = 25) {
    self.folder = folder
    self.reload = reload
    self.pollTimeout = pollTimeout
  }

  public func respond(to request: HTTPRequest) -> HTTPResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return .plain(.methodNotAllowed, headers: [HTTPHeader("Allow", "GET, HEAD")])
    }
    if request.path == LiveReloadScript.endpoint { return reloadStatus(request) }
    guard let relative = RequestPath.relativePath(forTarget: request.target) else {
      return notFound()
    }
    switch folder.lookup(relative) {
    case .file(let bytes):
      return page(.ok, path: relative, bytes: bytes)
    case .folder:
      return HTTPResponse(
        status: .movedPermanently,
        headers: [HTTPHeader("Location", "/" + RequestPath.encoded(relative) + "/"), noStore])
    case .forbidden:
      return .plain(.forbidden)
    case .notFound:
      return notFound()
    }
  }

  /// `{"build":3,"ok":true}`; with `?since=N`, waits until the build is no longer N.
  private func reloadStatus(_ request: HTTPRequest) -> HTTPResponse {
    let state: LiveReload.Snapshot
    if let since = request.queryValue("since").flatMap(Int.init), request.method == "GET" {
      state = reload.wait(whileBuildIs: since, timeout: pollTimeout)
    } else {
      state = reload.snapshot
    }
    let body = "{\"build\":\(state.build),\"ok\":\(state.errors.isEmpty)}\n"
    return HTTPResponse(
      status: .ok, headers: [HTTPHeader("Content-Type", "application/json"), noStore],
      body: Array(body.utf8))
  }

  private func notFound() -> HTTPResponse {
    if case .file(let bytes) = folder.lookup("404.html") {
      return page(.notFound, path: "404.html", bytes: NotFoundBase.rebased(bytes))
    }
    let html =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\">"
      + "<title>Not found</title></head>\n<body>\n<h1>Not found</h1>\n</body>\n</html>\n"
    return page(.notFound, path: "404.html", bytes: Array(html.utf8))
  }

  private func page(_ status: HTTPStatus, path: String, bytes: [UInt8]) -> HTTPResponse {
    let type = ContentType.forPath(path)
    var body = bytes
    if type == ContentType.html {
      let state = reload.snapshot
      body = LiveReloadScript.inject(into: bytes, build: state.build, errors: state.errors)
    }
    return HTTPResponse(
      status: status,
      headers: [
        HTTPHeader("Content-Type", type), noStore, HTTPHeader("X-Content-Type-Options", "nosniff"),
      ],
      body: body)
  }

  private var noStore: HTTPHeader { HTTPHeader("Cache-Control", "no-store") }
}
