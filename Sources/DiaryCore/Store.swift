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
    // A whole journal arrives as one batch: the tables grow once instead of doubling as it lands.
    let added = actions.reduce(0) { count, action in
      if case .workoutAdded = action { return count + 1 }
      return count
    }
    if added > 64 { state.reserveCapacity(adding: added) }
    reduce(into: &state, actions)
    for token in subscribers.keys.sorted() { subscribers[token]?(state, actions) }
  }

  /// Room for `count` more workouts in the state's tables, when the caller knows roughly how
  /// many will come (a build cache does): they then grow once instead of doubling. Changes
  /// nothing the state holds.
  public func reserveCapacity(workouts count: Int) {
    state.reserveCapacity(adding: count)
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
