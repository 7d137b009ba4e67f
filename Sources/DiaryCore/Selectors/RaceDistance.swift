/// A standard race distance that race times and personal bests are kept for.
public struct RaceDistance: Hashable, Sendable, Codable {
  public var name: String
  public var metres: Double

  public init(name: String, metres: Double) {
    self.name = name
    self.metres = metres
  }

  /// 1 mile, 5 km, 10 km, the half marathon and the marathon.
  public static let all = [
    RaceDistance(name: "1 mile", metres: 1609.344),
    RaceDistance(name: "5 km", metres: 5000),
    RaceDistance(name: "10 km", metres: 10_000),
    RaceDistance(name: "half marathon", metres: 21_097.5),
    RaceDistance(name: "marathon", metres: 42_195),
  ]

  /// How far off a run's distance may be, either way, as a part of the race distance: 2 %, so a
  /// course measured a little long or short, or a distance written rounded (3.1 mi, 13.1 mi),
  /// still counts.
  public static let tolerance = 0.02

  /// Whether a run of `metres` counts for this distance: |metres − D| ≤ 0.02 × D.
  public func isMatched(byMetres distance: Double) -> Bool {
    abs(distance - metres) <= Self.tolerance * metres
  }

  /// The race distance a run of `metres` counts for; the bands do not overlap.
  public static func matching(metres: Double) -> RaceDistance? {
    all.first { $0.isMatched(byMetres: metres) }
  }
}
