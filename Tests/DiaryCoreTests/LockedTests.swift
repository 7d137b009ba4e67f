import DiaryCore
import Testing

@Suite("A value behind a lock")
struct LockedTests {
  @Test("every change made under the lock from many threads is kept")
  func changesFromManyThreads() {
    let counter = Locked(0)
    _ = Array(0..<1000).concurrentMap(chunkSize: 1) { _ in counter.withLock { $0 += 1 } }
    #expect(counter.withLock { $0 } == 1000)
  }
}
