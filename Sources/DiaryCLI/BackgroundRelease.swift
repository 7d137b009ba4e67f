import Dispatch

/// Values a rebuild replaced (the last plan, keys and export pieces), dropped on another thread:
/// freeing tens of thousands of pages and keys takes milliseconds that the edit → page loop of
/// `diary serve` need not wait for.
enum BackgroundRelease {
  private static let queue = DispatchQueue(label: "diary.background-release", qos: .utility)

  /// Frees `value` on the background queue, unless something else still holds it.
  static func drop(_ value: some Sendable) {
    queue.async { withExtendedLifetime(value) {} }
  }
}
