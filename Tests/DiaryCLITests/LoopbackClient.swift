import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A raw HTTP client over a loopback socket, for testing the server byte for byte.
struct LoopbackClient {
  struct Reply: CustomStringConvertible {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }
    var description: String { "\(status) \(headers) \(text.prefix(200))" }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let port: UInt16

  /// Opens a connection (the caller closes it).
  func connect() throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
    var timeout = timeval(tv_sec: 20, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard status == 0 else {
      close(descriptor)
      throw Failure(description: "connect: \(String(cString: strerror(errno)))")
    }
    return descriptor
  }

  func send(_ text: String, on descriptor: Int32) {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.send(
          descriptor, $0.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return }
      sent += count
    }
  }

  /// Everything the server sends until it closes the connection.
  func receiveAll(on descriptor: Int32) -> [UInt8] {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return received }
      received += chunk[0..<count]
    }
  }

  /// Sends `raw` as the whole request and reads the reply.
  func exchange(_ raw: String) throws -> Reply {
    let descriptor = try connect()
    defer { close(descriptor) }
    send(raw, on: descriptor)
    return try Self.parse(receiveAll(on: descriptor))
  }

  func get(_ target: String, method: String = "GET") throws -> Reply {
    try exchange("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
  }

  static func parse(_ bytes: [UInt8]) throws -> Reply {
    let separator = Array("\r\n\r\n".utf8)
    guard
      let end = (0...max(0, bytes.count - 4)).first(where: {
        bytes.count >= 4 && Array(bytes[$0..<$0 + 4]) == separator
      })
    else { throw Failure(description: "no response head in \(bytes.count) bytes") }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = lines[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
      throw Failure(description: "bad status line '\(lines[0])'")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Reply(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
  }
}
