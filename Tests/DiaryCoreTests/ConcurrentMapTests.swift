import DiaryCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Mapping on every core")
struct ConcurrentMapTests {
  @Test("every element is mapped once, the results in the elements' order", arguments: [1, 3, 16])
  func chunks(chunkSize: Int) {
    let elements = Array(0..<500)
    let calls = Locked([Int](repeating: 0, count: elements.count))
    let results = elements.concurrentMap(chunkSize: chunkSize) { element -> Int in
      calls.withLock { $0[element] += 1 }
      // Some elements take longer, so the workers run at different speeds.
      if element % 97 == 0 { usleep(500) }
      return element * 2
    }
    #expect(results == elements.map { $0 * 2 })
    #expect(calls.withLock { $0 } == [Int](repeating: 1, count: elements.count))
  }

  @Test(
    "in two lanes, every element is mapped once, the results in the elements' order",
    arguments: [0, 1, 2, 7, 499, 500])
  func lanes(everyNth: Int) {
    let elements = Array(0..<500)
    let calls = Locked([Int](repeating: 0, count: elements.count))
    let isInFirstLane = { (element: Int) in everyNth > 0 && element % everyNth == 0 }
    let results = elements.concurrentMap(lanes: isInFirstLane) { element -> Int in
      calls.withLock { $0[element] += 1 }
      if element % 50 == 0 { usleep(500) }
      return element * 3
    }
    #expect(results == elements.map { $0 * 3 })
    #expect(calls.withLock { $0 } == [Int](repeating: 1, count: elements.count))
  }

  @Test("no elements: nothing is mapped")
  func empty() {
    #expect([Int]().concurrentMap { $0 }.isEmpty)
    let all = { (_: Int) in true }
    #expect([Int]().concurrentMap(lanes: all) { $0 }.isEmpty)
  }
}
