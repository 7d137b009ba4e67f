#if canImport(Glibc)
  import Glibc
#endif

/// One accepted socket: reads a request head within a deadline, writes a response, closes.
struct ClientConnection {
  enum Reading: Equatable {
    case request(HTTPRequest)
    case refused(HTTPStatus)
    /// The client started a request but did not finish it in time.
    case timedOut
    /// The client went away, or never sent anything.
    case abandoned
  }

  let descriptor: Int32
  /// Seconds the client has to send its whole request head (and to take each write).
  let timeout: Double

  init(descriptor: Int32, timeout: Double) {
    self.descriptor = descriptor
    self.timeout = timeout
    var interval = timeval(
      tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
    setsockopt(
      descriptor, SOL_SOCKET, SO_SNDTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
  }

  func readRequest(limits: HTTPRequestParser.Limits) -> Reading {
    let deadline = Clock.now + timeout
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let remaining = deadline - Clock.now
      guard remaining > 0, waitForInput(milliseconds: Int32(remaining * 1000)) else {
        return received.isEmpty ? .abandoned : .timedOut
      }
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return .abandoned }
      received += chunk[0..<count]
      switch HTTPRequestParser.parse(received, limits: limits) {
      case .incomplete: continue
      case .complete(let request): return .request(request)
      case .failed(let status): return .refused(status)
      }
    }
  }

  /// Sends every byte unless the client stops reading (the send timeout) or goes away.
  func send(_ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { raw in
        Glibc.send(
          descriptor, raw.baseAddress.map { $0 + sent }, raw.count - sent, Int32(MSG_NOSIGNAL))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      sent += count
    }
  }

  /// Closes after reading what the client still sends (briefly), so that unread request bytes
  /// do not turn the close into a reset that would destroy the response in flight.
  func close() {
    shutdown(descriptor, Int32(SHUT_WR))
    let deadline = Clock.now + 1
    var chunk = [UInt8](repeating: 0, count: 4096)
    var drained = 0
    while drained < 1 << 20 {
      let remaining = deadline - Clock.now
      guard remaining > 0, waitForInput(milliseconds: Int32(remaining * 1000)) else { break }
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      drained += count
    }
    Glibc.close(descriptor)
  }

  private func waitForInput(milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&entry, 1, max(1, milliseconds))
      if ready < 0 && errno == EINTR { continue }
      return ready > 0
    }
  }
}

/// Monotonic seconds, for deadlines.
enum Clock {
  static var now: Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
  }
}
