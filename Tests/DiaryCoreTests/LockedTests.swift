import DiaryCore
import Testing

@Suite("A value behind a lock")
struct LockedTests {
  @Test("withLockIfAvailable runs its body and changes the value when the lock is free")
  func runsWhenFree() {
    let counter = Locked(1)
    let result = counter.withLockIfAvailable { value -> Int in
      value += 1
      return value * 10
    }
    #expect(result == 20)
    #expect(counter.withLock { $0 } == 2)
  }

  @Test("withLockIfAvailable gives nil at once, without running its body, when the lock is held")
  func nilWhenHeld() {
    let counter = Locked(1)
    var ran = false
    let result = counter.withLock { value -> Int? in
      value = 5
      return counter.withLockIfAvailable { inner -> Int in
        ran = true
        inner += 1
        return inner
      }
    }
    #expect(result == nil)
    #expect(!ran)
    #expect(counter.withLock { $0 } == 5)
  }
}
