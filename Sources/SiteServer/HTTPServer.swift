import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A small HTTP/1.1 server over POSIX sockets: one thread accepts, one thread per connection
/// answers a single request and closes. Slow clients time out without holding up the others.
public final class HTTPServer: Sendable {
  public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  public struct Configuration: Sendable {
    public var limits = HTTPRequestParser.Limits()
    /// Seconds a client has to send its request head.
    public var timeout = 10.0
    /// Connections served at once; more are answered 503 straight away.
    public var maximumConnections = 512

    public init() {}
  }

  /// Why the server could not start listening.
  public struct StartError: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  public let host: String
  /// The port listened on (the one the system picked when asked for port 0).
  public let port: UInt16
  private let listener: Int32
  private let configuration: Configuration
  private let handler: Handler
  private let isStopping = Atomic<Bool>(false)
  private let isStarted = Atomic<Bool>(false)
  private let connections = Atomic<Int>(0)
  private let acceptLoop = DispatchGroup()

  public init(
    host: String, port: UInt16, configuration: Configuration = Configuration(),
    handler: @escaping Handler
  ) throws(StartError) {
    (listener, self.port) = try Listener.open(host: host, port: port)
    self.host = host
    self.configuration = configuration
    self.handler = handler
  }

  /// `http://127.0.0.1:8000/` (IPv6 hosts in brackets).
  public var url: String {
    let shown = host.contains(":") ? "[\(host)]" : host
    return "http://\(shown):\(port)/"
  }

  /// Starts accepting connections on a thread of its own.
  public func start() {
    guard !isStarted.exchange(true, ordering: .acquiringAndReleasing) else { return }
    acceptLoop.enter()
    let started = DetachedThread.start { [self] in
      acceptConnections()
      acceptLoop.leave()
    }
    if !started {
      // Left unstarted, so that `stop` closes the listener.
      acceptLoop.leave()
      isStarted.store(false, ordering: .releasing)
    }
  }

  /// Stops accepting and closes the listening socket; connections in progress finish.
  public func stop() {
    guard !isStopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
    guard !isStarted.exchange(true, ordering: .acquiringAndReleasing) else {
      shutdown(listener, Int32(SHUT_RDWR))
      _ = acceptLoop.wait(timeout: .now() + 2)
      return
    }
    close(listener)
  }

  private func acceptConnections() {
    defer { close(listener) }
    while !isStopping.load(ordering: .acquiring) {
      var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 250) > 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EMFILE || errno == ENFILE { usleep(50_000) }
        continue
      }
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      let active = connections.wrappingAdd(1, ordering: .relaxed).newValue
      guard active <= configuration.maximumConnections else {
        refuse(client)
        connections.wrappingSubtract(1, ordering: .relaxed)
        continue
      }
      let started = DetachedThread.start { [self] in
        serve(client)
        connections.wrappingSubtract(1, ordering: .relaxed)
      }
      if !started {
        refuse(client)
        connections.wrappingSubtract(1, ordering: .relaxed)
      }
    }
  }

  private func serve(_ descriptor: Int32) {
    let connection = ClientConnection(descriptor: descriptor, timeout: configuration.timeout)
    defer { connection.close() }
    switch connection.readRequest(limits: configuration.limits) {
    case .request(let request):
      let response = handler(request)
      connection.send(response.serialized(includingBody: request.method != "HEAD"))
    case .refused(let status):
      connection.send(HTTPResponse.plain(status).serialized(includingBody: true))
    case .timedOut:
      connection.send(HTTPResponse.plain(.requestTimeout).serialized(includingBody: true))
    case .abandoned:
      break
    }
  }

  private func refuse(_ descriptor: Int32) {
    let bytes = HTTPResponse.plain(.serviceUnavailable).serialized(includingBody: true)
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
    close(descriptor)
  }
}
