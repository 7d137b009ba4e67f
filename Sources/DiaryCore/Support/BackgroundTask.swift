import Dispatch

/// A value made on another core while this one goes on; `value` waits for it.
public final class BackgroundTask<Value: Sendable>: Sendable {
  private let done = DispatchGroup()
  private let made = Locked<Value?>(nil)

  public init(_ make: @escaping @Sendable () -> Value) {
    DispatchQueue.global().async(group: done) { [made] in
      let value = make()
      made.withLock { $0 = value }
    }
  }

  public var value: Value {
    done.wait()
    guard let value = made.withLock({ $0 }) else {
      preconditionFailure("a background task ended without its value")
    }
    return value
  }
}
