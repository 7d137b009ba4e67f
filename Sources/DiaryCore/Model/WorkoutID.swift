/// A workout's stable identifier, also its file name: `2026-11-28-morning-intervals`.
public struct WorkoutID: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  public var rawValue: String

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public init(date: LocalDate, name: String) {
    self.init("\(date)-\(Slug.make(name))")
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The id for the `n`th workout (1-based) sharing this base id: `run`, `run-2`, `run-3`.
  public func numbered(_ n: Int) -> WorkoutID {
    n <= 1 ? self : WorkoutID("\(rawValue)-\(n)")
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { rawValue }
}
