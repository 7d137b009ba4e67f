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

  /// A distance in km or mi, with fewer decimals as it grows: `5.25 km`, `21.1 km`,
  /// `1,235 km`.
  public func format(metres: Double) -> String {
    let value = metres / long.metres
    return DecimalFormat.string(
      value, fractionDigits: value >= 100 ? 0 : value >= 10 ? 1 : 2, unit: long.symbol,
      isGrouped: true)
  }

  /// A total distance: of swims alone in metres or yards (`18,606 m`), of anything else in km
  /// or mi; a dash when there is none.
  public func formatTotal(metres: Double, type: String? = nil) -> String {
    metres > 0 ? format(Distance(metres, .metres), type: type) : "–"
  }

  public var longSymbol: String { long.symbol }
}
