import DiaryCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Work on every core, in order")
struct ConcurrentMapTests {
  @Test("each result is consumed once, in the order of the elements, however long each took")
  func consumedInOrder() {
    let elements = Array(0..<200)
    var consumed: [Int] = []
    let square = { @Sendable (element: Int) -> Int in
      // Early elements take longest, so later ones are made first.
      if element < 8 { usleep(UInt32(2_000 * (8 - element))) }
      return element * element
    }
    elements.concurrentMap(square, consumingInOrder: { consumed.append($0) })
    #expect(consumed == elements.map { $0 * $0 })
  }

  @Test("each element is made once, however the workers and the consumer overtake each other")
  func madeOnce() {
    let elements = Array(0..<500)
    let calls = Locked([Int](repeating: 0, count: elements.count))
    var consumed: [Int] = []
    elements.concurrentMap(
      { element in
        calls.withLock { $0[element] += 1 }
        // Uneven work, so the workers overtake each other.
        if element % 7 == 0 { usleep(200) }
        return element + 1
      },
      consumingInOrder: { value in
        // A slow consumer now and then, so the workers run ahead of it.
        if value % 50 == 0 { usleep(2_000) }
        consumed.append(value)
      })
    #expect(consumed == elements.map { $0 + 1 })
    #expect(calls.withLock { $0 } == [Int](repeating: 1, count: elements.count))
  }

  @Test("results are consumed one at a time, whichever thread made them")
  func consumedOneAtATime() {
    let elements = Array(0..<300)
    let inside = Locked(0)
    var overlaps = 0
    var consumed: [Int] = []
    elements.concurrentMap(
      { element in
        if element % 5 == 0 { usleep(300) }
        return element
      },
      consumingInOrder: { value in
        if inside.withLock({ count in
          count += 1
          return count
        }) > 1 {
          overlaps += 1
        }
        // A slow consumer now and then, so results pile up for it meanwhile.
        if value % 30 == 0 { usleep(1_000) }
        consumed.append(value)
        inside.withLock { $0 -= 1 }
      })
    #expect(overlaps == 0)
    #expect(consumed == elements)
  }

  @Test("no elements: nothing is consumed")
  func empty() {
    var consumed = 0
    [Int]().concurrentMap({ $0 }, consumingInOrder: { _ in consumed += 1 })
    #expect(consumed == 0)
  }

  @Test(
    "two lanes: every element is mapped once, the results in the order of the elements",
    arguments: [0..<0, 0..<300, 100..<200, 250..<400, 500..<600])
  func lanes(firstLane: Range<Int>) {
    let elements = Array(0..<300)
    let calls = Locked([Int](repeating: 0, count: elements.count))
    let results = elements.concurrentMap(keepingApart: firstLane) { element -> Int in
      calls.withLock { $0[element] += 1 }
      // Some elements take longer, so the lanes run at different speeds.
      if element % 50 == 0 { usleep(1_000) }
      return element * 3
    }
    #expect(results == elements.map { $0 * 3 })
    #expect(calls.withLock { $0 } == [Int](repeating: 1, count: elements.count))
  }
}
