/// A status code with its reason phrase.
public struct HTTPStatus: Equatable, Sendable, CustomStringConvertible {
  public var code: Int
  public var reason: String

  public init(_ code: Int, _ reason: String) {
    self.code = code
    self.reason = reason
  }

  public static let ok = HTTPStatus(200, "OK")
  public static let movedPermanently = HTTPStatus(301, "Moved Permanently")
  public static let badRequest = HTTPStatus(400, "Bad Request")
  public static let forbidden = HTTPStatus(403, "Forbidden")
  public static let notFound = HTTPStatus(404, "Not Found")
  public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
  public static let requestTimeout = HTTPStatus(408, "Request Timeout")
  public static let uriTooLong = HTTPStatus(414, "URI Too Long")
  public static let headersTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
  public static let internalServerError = HTTPStatus(500, "Internal Server Error")
  public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
  public static let versionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")

  /// `404 Not Found`.
  public var description: String { "\(code) \(reason)" }
}

/// A response to send: the server adds `Content-Length` and `Connection: close`.
public struct HTTPResponse: Equatable, Sendable {
  public var status: HTTPStatus
  public var headers: [HTTPHeader]
  public var body: [UInt8]

  public init(status: HTTPStatus, headers: [HTTPHeader] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A short plain-text response naming the status: `404 Not Found`.
  public static func plain(_ status: HTTPStatus, headers: [HTTPHeader] = []) -> HTTPResponse {
    HTTPResponse(
      status: status,
      headers: [HTTPHeader("Content-Type", "text/plain; charset=utf-8")] + headers,
      body: Array("\(status)\n".utf8))
  }

  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }

  /// The bytes on the wire; a response to HEAD keeps its `Content-Length` but not its body.
  public func serialized(includingBody: Bool) -> [UInt8] {
    var head = "HTTP/1.1 \(status)\r\n"
    for header in headers { head += "\(header.name): \(header.value)\r\n" }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + (includingBody ? body : [])
  }
}
