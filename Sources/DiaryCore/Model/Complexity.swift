/// How hard a workout was; ordered low < medium < high.
public enum Complexity: Int, Sendable, Hashable, Comparable, CaseIterable, Codable {
  case low
  case medium
  case high

  public init?(name: String) {
    switch name.lowercasedIfNeeded {
    case "low": self = .low
    case "medium": self = .medium
    case "high": self = .high
    default: return nil
    }
  }

  public var name: String {
    switch self {
    case .low: "low"
    case .medium: "medium"
    case .high: "high"
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
