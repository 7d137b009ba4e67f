/// A workout's elapsed time, in whole seconds.
public struct WorkoutDuration: Hashable, Sendable, Comparable, Codable {
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
    return ASCIIText.make { text in
      if hours > 0 {
        text.append(hours)
        text.append(UInt8(ascii: ":"))
        text.appendTwoDigits(minutes)
      } else {
        text.append(minutes)
      }
      text.append(UInt8(ascii: ":"))
      text.appendTwoDigits(secs)
    }
  }
}

func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
