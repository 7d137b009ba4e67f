/// The build counter the open pages watch: every rebuild (good or failed) bumps it, and a
/// failed one leaves its diagnostics for the error banner. Shared by the rebuild loop and
/// the connection threads.
public final class LiveReload: @unchecked Sendable {
  public struct Snapshot: Equatable, Sendable {
    /// Counts rebuilds since the server started.
    public var build: Int
    /// The diagnostics of the last rebuild when it failed, empty when it succeeded.
    public var errors: [String]
  }

  private let condition = Condition()
  private var current = Snapshot(build: 1, errors: [])
  private var isClosed = false
  private var waiting = 0

  public init(errors: [String] = []) {
    current.errors = errors
  }

  public var snapshot: Snapshot {
    condition.lock()
    defer { condition.unlock() }
    return current
  }

  /// Records a rebuild and wakes the waiting pages.
  public func publish(errors: [String]) {
    condition.lock()
    current.build += 1
    current.errors = errors
    condition.broadcast()
    condition.unlock()
  }

  /// Waits until the build is no longer `build`, at most `timeout` seconds; the current state.
  public func wait(whileBuildIs build: Int, timeout: Double) -> Snapshot {
    let deadline = Condition.deadline(after: timeout)
    condition.lock()
    defer { condition.unlock() }
    waiting += 1
    defer { waiting -= 1 }
    while current.build == build && !isClosed {
      if !condition.wait(until: deadline) { break }
    }
    return current
  }

  /// How many requests are waiting for a rebuild.
  public var waitingCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return waiting
  }

  /// Releases every waiting page: the server is stopping.
  public func close() {
    condition.lock()
    isClosed = true
    condition.broadcast()
    condition.unlock()
  }
}
