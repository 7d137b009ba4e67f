/// The units the site shows distances and paces in.
public enum UnitSystem: String, Sendable, Hashable, CaseIterable, Codable {
  case metric = "km"
  case imperial = "mi"

  var long: DistanceUnit { self == .metric ? .kilometres : .miles }
  var short: DistanceUnit { self == .metric ? .metres : .yards }

  /// A distance for display: swims in metres or yards, everything else in km or mi.
  public func format(_ distance: Distance, type: String?) -> String {
    if type == "swim" {
      let value = distance.metres / short.metres
      return "\(DecimalFormat.grouped(Int(value.rounded()))) \(short.symbol)"
    }
    return format(metres: distance.metres)
  }

  /// A total in km or mi, with fewer decimals as it grows: `5.25 km`, `21.1 km`, `1235 km`.
  public func format(metres: Double) -> String {
    let value = metres / long.metres
    return DecimalFormat.string(
      value, fractionDigits: value >= 100 ? 0 : value >= 10 ? 1 : 2, unit: long.symbol)
  }

  public var longSymbol: String { long.symbol }
}
