/// Holds the `AppState`; `dispatch` is the only way to change it, and subscribers hear of each change.
public final class Store {
  public typealias Subscriber = (_ state: AppState, _ actions: [Action]) -> Void

  public private(set) var state: AppState
  private var subscribers: [Int: Subscriber] = [:]
  private var nextToken = 0

  public init(state: AppState = AppState()) {
    self.state = state
  }

  /// Applies one action and notifies the subscribers.
  public func dispatch(_ action: Action) {
    dispatch([action])
  }

  /// Applies the actions in order, then notifies the subscribers once.
  public func dispatch(_ actions: [Action]) {
    guard !actions.isEmpty else { return }
    for action in actions { reduce(into: &state, action) }
    for token in subscribers.keys.sorted() { subscribers[token]?(state, actions) }
  }

  /// Calls `subscriber` after every dispatch; returns a token for `unsubscribe`.
  @discardableResult
  public func subscribe(_ subscriber: @escaping Subscriber) -> Int {
    nextToken += 1
    subscribers[nextToken] = subscriber
    return nextToken
  }

  public func unsubscribe(_ token: Int) {
    subscribers[token] = nil
  }
}
