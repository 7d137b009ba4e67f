/// A length in metres that remembers the value and unit it was written with.
///
/// Two distances are equal when written the same way (`1 km` is not `1000 m`); compare `metres`
/// to order them.
public struct Distance: Hashable, Sendable, Codable {
  /// The number as written, e.g. 10.5 for "10.5 km".
  public var value: Double
  public var unit: DistanceUnit

  public init(_ value: Double, _ unit: DistanceUnit) {
    self.value = value
    self.unit = unit
  }

  public var metres: Double { value * unit.metres }

}
