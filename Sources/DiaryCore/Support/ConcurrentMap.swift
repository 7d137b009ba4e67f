import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

extension Array where Element: Sendable {
  /// `map` on every core, in chunks, keeping the order of the elements.
  public func concurrentMap<T: Sendable>(
    chunkSize: Int = 16, _ transform: @Sendable (Element) -> T
  ) -> [T] {
    let buffer = Slots<T>(count: count)
    let chunks = (count + chunkSize - 1) / chunkSize
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let end = Swift.min(count, (chunk + 1) * chunkSize)
      for index in (chunk * chunkSize)..<end { buffer.set(index, transform(self[index])) }
    }
    return buffer.values
  }
}

extension Array where Element: Sendable {
  /// `map` on every core, the elements in two lanes: those `isInFirstLane` picks, and the
  /// others. Half the cores take the first lane's elements in order while any are left, the
  /// other half the second lane's, then each helps with the other lane. For work that slows
  /// itself down when it runs on several cores at once (files created in one folder, which each
  /// creation locks): kept in one lane, it seldom does. The results keep the elements' order.
  public func concurrentMap<T: Sendable>(
    lanes isInFirstLane: (Element) -> Bool, _ transform: @Sendable (Element) -> T
  ) -> [T] {
    let first = indices.filter { isInFirstLane(self[$0]) }
    let second = indices.filter { !isInFirstLane(self[$0]) }
    let lanes = [first, second]
    let taken = Locked([0, 0])
    let buffer = Slots<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      let order = worker == 0 ? [0, 1] : [1, 0]
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
