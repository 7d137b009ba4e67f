#if canImport(Glibc)
  import Glibc
#endif

/// Starts work on a new detached POSIX thread of its own, for work that blocks on I/O and so
/// must not hold a thread of Dispatch's small pool.
enum DetachedThread {
  private final class Work: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
      self.run = run
    }
  }

  /// Starts `run` on a new thread; false when the system could not make one.
  static func start(_ run: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let work = Unmanaged.passRetained(Work(run))
    var thread = pthread_t()
    let code = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, work.toOpaque())
    guard code == 0 else {
      work.release()
      return false
    }
    return true
  }
}
