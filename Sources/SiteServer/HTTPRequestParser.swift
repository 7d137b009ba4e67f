/// Reads a request's head from the bytes received so far: pure, so every limit and malformed
/// input is tested without a socket.
public enum HTTPRequestParser {
  /// How much a client may send before it is refused.
  public struct Limits: Sendable, Equatable {
    /// Longest request line, in bytes (beyond: 414).
    public var requestLine: Int
    /// Longest header section, in bytes (beyond: 431).
    public var headers: Int

    public init(requestLine: Int = 8 * 1024, headers: Int = 32 * 1024) {
      self.requestLine = requestLine
      self.headers = headers
    }
  }

  public enum Outcome: Equatable, Sendable {
    /// More bytes are needed.
    case incomplete
    case complete(HTTPRequest)
    /// The request is refused with this status.
    case failed(HTTPStatus)
  }

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  public static func parse(_ bytes: [UInt8], limits: Limits = Limits()) -> Outcome {
    var start = 0
    while start < bytes.count, bytes[start] == carriageReturn || bytes[start] == lineFeed {
      start += 1
      if start > 16 { return .failed(.badRequest) }
    }
    guard let lineEnd = bytes[start...].firstIndex(of: lineFeed) else {
      return bytes.count - start > limits.requestLine ? .failed(.uriTooLong) : .incomplete
    }
    let requestLine = withoutCarriageReturn(bytes[start..<lineEnd])
    guard requestLine.count <= limits.requestLine else { return .failed(.uriTooLong) }
    let headerStart = lineEnd + 1
    var cursor = headerStart
    var headers: [HTTPHeader] = []
    while true {
      guard let end = bytes[cursor...].firstIndex(of: lineFeed) else {
        return bytes.count - headerStart > limits.headers ? .failed(.headersTooLarge) : .incomplete
      }
      guard end + 1 - headerStart <= limits.headers else { return .failed(.headersTooLarge) }
      let line = withoutCarriageReturn(bytes[cursor..<end])
      cursor = end + 1
      if line.isEmpty { break }
      guard let header = parseHeader(line) else { return .failed(.badRequest) }
      headers.append(header)
    }
    return parseRequestLine(requestLine, headers: headers)
  }

  private static func parseRequestLine(_ line: ArraySlice<UInt8>, headers: [HTTPHeader])
    -> Outcome
  {
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }),
      parts[0].allSatisfy(isTokenByte), parts[1].allSatisfy(isVisibleByte)
    else { return .failed(.badRequest) }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return .failed(version.hasPrefix("HTTP/") ? .versionNotSupported : .badRequest)
    }
    return .complete(
      HTTPRequest(
        method: String(decoding: parts[0], as: UTF8.self),
        target: String(decoding: parts[1], as: UTF8.self), version: version, headers: headers))
  }

  /// `Name: value`; folded lines, spaces before the colon and control bytes are refused.
  private static func parseHeader(_ line: ArraySlice<UInt8>) -> HTTPHeader? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
      return nil
    }
    let name = line[..<colon]
    guard name.allSatisfy(isTokenByte) else { return nil }
    let value = line[(colon + 1)...]
    guard value.allSatisfy({ $0 == UInt8(ascii: "\t") || $0 >= 0x20 && $0 != 0x7F }) else {
      return nil
    }
    let text = String(decoding: value, as: UTF8.self)
    return HTTPHeader(
      String(decoding: name, as: UTF8.self), text.trimmingCharacters(in: [" ", "\t"]))
  }

  private static func withoutCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    line.last == carriageReturn ? line.dropLast() : line
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  private static func isVisibleByte(_ byte: UInt8) -> Bool { byte > 0x20 && byte != 0x7F }
}

extension String {
  func trimmingCharacters(in set: Set<Character>) -> String {
    guard let first = firstIndex(where: { !set.contains($0) }),
      let last = lastIndex(where: { !set.contains($0) })
    else { return "" }
    return String(self[first...last])
  }
}
