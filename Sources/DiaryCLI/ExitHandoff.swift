import DiaryCore

/// Values a command hands over at its end instead of freeing them. The `diary` binary exits
/// right after its command, and freeing tens of thousands of workouts, pages and keys one by
/// one costs more than a small rebuild does. Off unless `main` turns it on, so commands run
/// in process (the tests) keep nothing.
public enum ExitHandoff {
  private static let kept = Locked<[any Sendable]?>(nil)

  /// Keeps every value handed over from now on, until the process exits.
  public static func enable() {
    kept.withLock { $0 = $0 ?? [] }
  }

  /// Keeps `value` when handing over is on; returns whether it was kept.
  @discardableResult
  static func keep(_ value: any Sendable) -> Bool {
    kept.withLock { kept in
      guard kept != nil else { return false }
      kept?.append(value)
      return true
    }
  }
}
