#if canImport(Glibc)
  import Glibc
#endif

/// Opens a listening TCP socket on a numeric or named host.
enum Listener {
  static func open(host: String, port: UInt16) throws(HTTPServer.StartError) -> (Int32, UInt16) {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let first = list else {
      let reason = String(cString: gai_strerror(status)).lowercased()
      throw HTTPServer.StartError(description: "cannot listen on \(host): \(reason)")
    }
    defer { freeaddrinfo(first) }
    var failure = EADDRNOTAVAIL
    var candidate: UnsafeMutablePointer<addrinfo>? = first
    while let info = candidate {
      candidate = info.pointee.ai_next
      let descriptor = socket(
        info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue),
        info.pointee.ai_protocol)
      guard descriptor >= 0 else {
        failure = errno
        continue
      }
      var yes: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
      guard bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0,
        listen(descriptor, 1024) == 0
      else {
        failure = errno
        Glibc.close(descriptor)
        continue
      }
      return (descriptor, boundPort(descriptor) ?? port)
    }
    let reason = String(cString: strerror(failure)).lowercased()
    throw HTTPServer.StartError(description: "cannot listen on \(host):\(port): \(reason)")
  }

  private static func boundPort(_ descriptor: Int32) -> UInt16? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let status = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard status == 0 else { return nil }
    return withUnsafePointer(to: &storage) { pointer -> UInt16? in
      switch Int32(pointer.pointee.ss_family) {
      case AF_INET:
        pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin_port)
        }
      case AF_INET6:
        pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin6_port)
        }
      default: nil
      }
    }
  }
}
