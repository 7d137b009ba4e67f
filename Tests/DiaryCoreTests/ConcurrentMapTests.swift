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

  @Test("no elements: nothing is consumed")
  func empty() {
    var consumed = 0
    [Int]().concurrentMap({ $0 }, consumingInOrder: { _ in consumed += 1 })
    #expect(consumed == 0)
  }
}
