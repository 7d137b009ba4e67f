import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

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
  /// `map` on every core, the elements in two lanes: those at `firstLane` and the others. Half
  /// the cores take the first lane's elements in order while any are left, the other half the
  /// second lane's, then each helps with the other lane. For work that slows itself down when
  /// it runs on several cores at once (files created in one folder, which each creation locks):
  /// kept in one lane, it seldom does. The results keep the order of the elements.
  public func concurrentMap<T: Sendable>(
    keepingApart firstLane: Range<Int>, _ transform: @Sendable (Element) -> T
  ) -> [T] {
    let first = firstLane.clamped(to: indices)
    let lanes = [[Int](first), indices.filter { !first.contains($0) }]
    let taken = Locked([0, 0])
    let buffer = SlotBuffer<T>(count: count)
    let workers = Swift.max(2, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let order = worker % 2 == 0 ? [0, 1] : [1, 0]
      while true {
        let next = taken.withLock { taken -> Int? in
          for lane in order where taken[lane] < lanes[lane].count {
            taken[lane] += 1
            return lanes[lane][taken[lane] - 1]
          }
          return nil
        }
        guard let next else { return }
        buffer.set(next, transform(self[next]))
      }
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
