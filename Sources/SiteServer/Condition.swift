#if canImport(Glibc)
  import Glibc
#endif

/// A mutex with a condition variable over it, whose timed waits use the monotonic clock (a
/// change of the wall clock neither cuts them short nor stretches them).
final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deinitialize(count: 1)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
  func broadcast() { pthread_cond_broadcast(condition) }

  /// The moment `seconds` from now, for `wait(until:)`.
  static func deadline(after seconds: Double) -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    // Capped at about 30 years, so that the conversion cannot overflow.
    let seconds = seconds > 0 ? min(seconds, 1e9) : 0
    let whole = Int(seconds)
    let nanoseconds = now.tv_nsec + Int((seconds - Double(whole)) * 1e9)
    return timespec(
      tv_sec: now.tv_sec + whole + nanoseconds / 1_000_000_000,
      tv_nsec: nanoseconds % 1_000_000_000)
  }

  /// Unlocks, waits for a broadcast (or a spurious wake-up) and locks again; false when
  /// `deadline` passed first. Call it with the lock held.
  func wait(until deadline: timespec) -> Bool {
    var deadline = deadline
    return pthread_cond_timedwait(condition, mutex, &deadline) == 0
  }
}
