#if canImport(Glibc)
  import Glibc
#endif

/// A value shared between threads behind a pthread mutex. (`Synchronization.Mutex` locks with
/// atomics inside the uninstrumented standard library, so ThreadSanitizer on Linux cannot see
/// it and reports every access it guards as a race; this lock it sees.)
public final class Locked<Value: Sendable>: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var value: Value

  public init(_ value: Value) {
    self.value = value
    // Adaptive: a thread finding it held spins a little before it sleeps. The sections it
    // guards are short, and sleeping and waking cost system calls on both sides.
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value, no other thread holding it meanwhile.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
