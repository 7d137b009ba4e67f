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
