import Dispatch

extension Array where Element: Sendable {
  /// `map` on every core, in chunks, keeping the order of the elements.
  public func concurrentMap<T: Sendable>(
    chunkSize: Int = 16, _ transform: @Sendable (Element) -> T
  ) -> [T] {
    let buffer = SlotBuffer<T>(count: count)
    let chunks = (count + chunkSize - 1) / chunkSize
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let end = Swift.min(count, (chunk + 1) * chunkSize)
      for index in (chunk * chunkSize)..<end { buffer.set(index, transform(self[index])) }
    }
    return buffer.values
  }
}

extension Array where Element: Sendable {
  /// `transform` on every core, each result handed to `consume` on this thread in the order of
  /// the elements, as soon as it and those before it are made: the consumer works while the
  /// rest are still being made.
  public func concurrentMap<T: Sendable>(
    _ transform: @escaping @Sendable (Element) -> T, consumingInOrder consume: (T) -> Void
  ) {
    let slots = OrderedSlots<T>(count: count)
    let elements = self
    let workers = DispatchGroup()
    DispatchQueue.global().async(group: workers) {
      DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        slots.set(index, transform(elements[index]))
      }
    }
    for index in indices { consume(slots.take(index)) }
    workers.wait()
  }
}

/// Slots each written once by a worker and taken once, in any order, by a consumer that waits
/// for the slot it takes.
private final class OrderedSlots<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value?>
  private let ready: [DispatchSemaphore]

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
    ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func set(_ index: Int, _ value: Value) {
    slots[index] = value
    ready[index].signal()
  }

  /// The value of slot `index`, once set; the slot is emptied.
  func take(_ index: Int) -> Value {
    ready[index].wait()
    guard let value = slots[index].take() else {
      preconditionFailure("slot \(index) was taken twice")
    }
    return value
  }
}

/// Slots written by concurrent workers, each slot by exactly one, read after all have finished.
private final class SlotBuffer<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func set(_ index: Int, _ value: Value) { slots[index] = value }

  var values: [Value] { slots.compactMap { $0 } }
}
