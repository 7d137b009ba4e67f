/// A workout's elapsed time, in whole seconds.
public struct WorkoutDuration: Hashable, Sendable, Comparable {
  public var seconds: Int

  public init(seconds: Int) { self.seconds = seconds }

  public init(hours: Int = 0, minutes: Int, seconds: Int) {
    self.seconds = hours * 3600 + minutes * 60 + seconds
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.seconds < rhs.seconds }

  /// `H:MM:SS` from an hour on, `M:SS` below.
  public var formatted: String {
    let hours = seconds / 3600
    let minutes = (seconds % 3600) / 60
    let secs = seconds % 60
    if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" }
    return "\(minutes):\(twoDigits(secs))"
  }
}

func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
