extension Stats {
  /// A common race distance that best efforts are listed for.
  public struct StandardDistance: Equatable, Sendable {
    public var name: String
    public var metres: Double

    public init(name: String, metres: Double) {
      self.name = name
      self.metres = metres
    }

    /// 1 km, 5 km, 10 km, half marathon and marathon.
    public static let all = [
      StandardDistance(name: "1 km", metres: 1000),
      StandardDistance(name: "5 km", metres: 5000),
      StandardDistance(name: "10 km", metres: 10_000),
      StandardDistance(name: "half marathon", metres: 21_097.5),
      StandardDistance(name: "marathon", metres: 42_195),
    ]

    /// How far short a workout may fall and still count: 0.5 %, so distances written rounded
    /// in miles (3.1, 6.2, 13.1, 26.2 mi) count for 5 km, 10 km, the half and the marathon.
    public static let tolerance = 0.005

    /// Whether the workout was at least this long (within the tolerance).
    public func isReached(by workout: Workout) -> Bool {
      guard let distance = workout.distance else { return false }
      return distance.metres >= metres * (1 - Self.tolerance)
    }
  }
}
