/// A unit a distance can be written in.
public enum DistanceUnit: String, Sendable, Hashable, CaseIterable, Codable {
  case kilometres = "km"
  case metres = "m"
  case miles = "mi"
  case yards = "yd"

  /// A switch on the symbols, not the generic lookup: every distance of the journal (and of
  /// the build cache) is read through it.
  public init?(rawValue: String) {
    switch rawValue {
    case "km": self = .kilometres
    case "m": self = .metres
    case "mi": self = .miles
    case "yd": self = .yards
    default: return nil
    }
  }

  /// How many metres one of this unit is.
  public var metres: Double {
    switch self {
    case .kilometres: 1000
    case .metres: 1
    case .miles: 1609.344
    case .yards: 0.9144
    }
  }

  public var symbol: String { rawValue }
}
