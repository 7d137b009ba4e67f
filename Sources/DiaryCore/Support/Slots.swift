/// Slots shared by concurrent workers, each slot written or taken by exactly one of them:
/// results collected in order (`concurrentMap`), or work handed out once each (the files a
/// build writes, each let go once written).
public final class Slots<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value?>

  /// `count` empty slots.
  public init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  /// A slot for each of `values`, in order.
  public init(_ values: consuming [Value]) {
    slots = .allocate(capacity: values.count)
    _ = slots.initialize(from: values.lazy.map(Optional.some))
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Puts `value` in the slot at `index`.
  public func set(_ index: Int, _ value: Value) { slots[index] = value }

  /// The value at `index`, left to the caller: taking a slot twice is a bug.
  public func take(_ index: Int) -> Value {
    guard let value = slots[index].take() else { preconditionFailure("slot \(index) taken twice") }
    return value
  }

  /// The values of the filled slots, moved out into an array made at its size.
  public var values: [Value] {
    var values: [Value] = []
    values.reserveCapacity(slots.count)
    for index in slots.indices {
      if let value = slots[index].take() { values.append(value) }
    }
    return values
  }
}
