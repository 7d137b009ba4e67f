/// A unit a distance can be written in.
public enum DistanceUnit: String, Sendable, Hashable, CaseIterable, Codable {
  case kilometres = "km"
  case metres = "m"
  case miles = "mi"
  case yards = "yd"

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
