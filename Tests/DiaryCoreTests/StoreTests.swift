import DiaryCore
import Testing

@Suite("Store")
struct StoreTests {
  @Test("starts from the state it is given")
  func initialState() throws {
    let start = state(after: [.workoutAdded(try workout("Run", line: 3))])
    #expect(Store(state: start).state == start)
    #expect(Store().state == AppState())
  }

  @Test("dispatch applies the action with the reducer")
  func dispatchApplies() throws {
    let store = Store()
    let added = Action.workoutAdded(try workout("Run", line: 3))
    store.dispatch(added)
    #expect(store.state == reducer(AppState(), added))
    store.dispatch(.sortChanged(to: .distance))
    #expect(dump(store.state) == ["sort: distance", "2026-11-28-run @a.md:3:1"])
  }

  @Test("dispatching a list applies every action in order and notifies once with all of them")
  func dispatchList() throws {
    let store = Store()
    var calls: [(state: AppState, actions: [Action])] = []
    store.subscribe { state, actions in calls.append((state, actions)) }
    let actions: [Action] = [
      .workoutAdded(try workout("Run", line: 10)),
      .workoutAdded(try workout("Run", line: 3)),
      .workoutRemoved(WorkoutID("2026-11-28-run")),
    ]
    store.dispatch(actions)
    #expect(calls.count == 1)
    #expect(calls.first?.actions == actions)
    #expect(calls.first?.state == store.state)
    #expect(journalOrder(store.state) == ["2026-11-28-run @a.md:10:1"])
  }

  @Test("each dispatch notifies every subscriber once, in the order they subscribed")
  func notifiesOncePerDispatch() {
    let store = Store()
    var heard: [String] = []
    store.subscribe { state, actions in
      heard.append("first \(state.sortOrder.rawValue) \(actions.count)")
    }
    store.subscribe { state, _ in heard.append("second \(state.sortOrder.rawValue)") }
    store.dispatch(.sortChanged(to: .distance))
    store.dispatch([.sortChanged(to: .complexity), .sortChanged(to: .date)])
    #expect(
      heard == [
        "first distance 1", "second distance", "first date 2", "second date",
      ])
  }

  @Test("dispatching no actions changes nothing and notifies nobody")
  func emptyDispatch() {
    let store = Store()
    var calls = 0
    store.subscribe { _, _ in calls += 1 }
    store.dispatch([])
    #expect(calls == 0)
    #expect(store.state == AppState())
  }

  @Test("unsubscribe stops only that subscriber")
  func unsubscribe() {
    let store = Store()
    var first = 0
    var second = 0
    let token = store.subscribe { _, _ in first += 1 }
    let other = store.subscribe { _, _ in second += 1 }
    #expect(token != other)
    store.dispatch(.sortChanged(to: .distance))
    store.unsubscribe(token)
    store.dispatch(.sortChanged(to: .complexity))
    store.unsubscribe(token)
    #expect(first == 1)
    #expect(second == 2)
    #expect(store.state.sortOrder == .complexity)
  }
}
