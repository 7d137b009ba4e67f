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
  /// `transform` on every core, each result handed to `consume` in the order of the elements,
  /// as soon as it and those before it are made: the results are consumed while the rest are
  /// still being made. `consume` is called on the thread that made a result when that result
  /// is the next one to consume, or else by the thread consuming the ones before it: one call
  /// at a time, each after the last one ended (a lock orders them), so it may change state
  /// this thread owns. A result is consumed on the core that made it, where its memory lies,
  /// more often than not, and no thread waits to consume.
  public func concurrentMap<T: Sendable>(
    _ transform: @escaping @Sendable (Element) -> T, consumingInOrder consume: (T) -> Void
  ) {
    let elements = self
    withoutActuallyEscaping(consume) { consume in
      let queue = ConsumingQueue<T>(count: elements.count, consume: consume)
      DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        queue.deliver(index, transform(elements[index]))
      }
    }
  }
}

/// Results delivered in any order by workers and consumed in order, one at a time, by the
/// worker that delivers the next one when no other is consuming. Only `deliver` touches it,
/// under its lock; `consume` runs outside the lock, but never twice at once.
private final class ConsumingQueue<Value>: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var ready: [Value?]
  private var next = 0
  private var consuming = false
  private let consume: (Value) -> Void

  init(count: Int, consume: @escaping (Value) -> Void) {
    ready = Array(repeating: nil, count: count)
    self.consume = consume
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Puts the `index`th result in; then, unless another worker is consuming (it will take this
  /// one when its turn comes), consumes the results that are next, in order, until one is not
  /// made yet.
  func deliver(_ index: Int, _ value: Value) {
    pthread_mutex_lock(mutex)
    ready[index] = value
    guard !consuming else {
      pthread_mutex_unlock(mutex)
      return
    }
    consuming = true
    while next < ready.count, let item = ready[next].take() {
      next += 1
      pthread_mutex_unlock(mutex)
      consume(item)
      pthread_mutex_lock(mutex)
    }
    // Checked and given up under the lock: a result put in after this is consumed by the
    // worker that puts it in.
    consuming = false
    pthread_mutex_unlock(mutex)
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
