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
  /// rest are still being made. Helpers on the other cores take the elements in order; this
  /// thread makes the next element itself when it is waiting for one no helper has taken yet,
  /// so neither a core nor the consumer sits idle while the other has work.
  public func concurrentMap<T: Sendable>(
    _ transform: @escaping @Sendable (Element) -> T, consumingInOrder consume: (T) -> Void
  ) {
    let slots = OrderedSlots<T>(count: count)
    let next = Locked(0)
    let elements = self
    // The first element no one has taken, now taken, if it is at most `limit`.
    let take = { @Sendable (limit: Int) -> Int? in
      next.withLock { next -> Int? in
        guard next <= limit else { return nil }
        next += 1
        return next - 1
      }
    }
    let helpers = Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) - 1)
    let workers = DispatchGroup()
    for _ in 0..<helpers {
      DispatchQueue.global().async(group: workers) {
        while let index = take(elements.count - 1) {
          slots.set(index, transform(elements[index]))
        }
      }
    }
    for index in indices {
      if let mine = take(index) { slots.set(mine, transform(elements[mine])) }
      consume(slots.take(index))
    }
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
