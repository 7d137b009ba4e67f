/// A length in metres that remembers the value and unit it was written with.
public struct Distance: Hashable, Sendable, Comparable {
  /// The number as written, e.g. 10.5 for "10.5 km".
  public var value: Double
  public var unit: DistanceUnit

  public init(_ value: Double, _ unit: DistanceUnit) {
    self.value = value
    self.unit = unit
  }

  public var metres: Double { value * unit.metres }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.metres < rhs.metres }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value && lhs.unit == rhs.unit
  }
}
