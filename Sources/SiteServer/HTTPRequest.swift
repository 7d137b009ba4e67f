/// One header line of a request or response.
public struct HTTPHeader: Equatable, Sendable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// A request as read from a client: the request line and the headers (GET and HEAD carry no
/// body, so none is read).
public struct HTTPRequest: Equatable, Sendable {
  public var method: String
  /// The request target as sent: `/2026/11/index.html?x=1`.
  public var target: String
  public var version: String
  public var headers: [HTTPHeader]

  public init(
    method: String, target: String, version: String = "HTTP/1.1", headers: [HTTPHeader] = []
  ) {
    self.method = method
    self.target = target
    self.version = version
    self.headers = headers
  }

  /// The first header of that name, compared case-insensitively.
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }

  /// The target's path, without the query and fragment.
  public var path: String {
    String(target.prefix { $0 != "?" && $0 != "#" })
  }

  /// The value of `name` in the query string (`?since=3`), not percent-decoded.
  public func queryValue(_ name: String) -> String? {
    guard let question = target.firstIndex(of: "?") else { return nil }
    let query = target[target.index(after: question)...].prefix { $0 != "#" }
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      if parts.first.map(String.init) == name { return parts.count > 1 ? String(parts[1]) : "" }
    }
    return nil
  }
}
