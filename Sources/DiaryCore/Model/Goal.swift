/// A training goal from `diary.conf`: so much distance, time or so many workouts per week, month
/// or year, of one type or of every workout.
public struct Goal: Hashable, Sendable, Codable {
  /// What the goal counts.
  public enum Amount: Hashable, Sendable, Codable {
    case distance(Distance)
    case seconds(Int)
    case workouts(Int)
  }

  /// Lowercase, as types are stored; nil for every workout.
  public var type: String?
  public var amount: Amount
  public var period: PeriodKind
  /// The goal as written after `goal:`, shown as its name.
  public var text: String

  public init(type: String?, amount: Amount, period: PeriodKind, text: String) {
    self.type = type
    self.amount = amount
    self.period = period
    self.text = text
  }

  /// The target in the goal's measure: metres, seconds or workouts.
  public var target: Double {
    switch amount {
    case .distance(let distance): distance.metres
    case .seconds(let seconds): Double(seconds)
    case .workouts(let count): Double(count)
    }
  }

  /// What `totals` (of the goal's type, in one period) gives in the goal's measure.
  public func measure(_ totals: Totals) -> Double {
    switch amount {
    case .distance: totals.metres
    case .seconds: Double(totals.seconds)
    case .workouts: Double(totals.count)
    }
  }

  /// Whether the workout counts toward the goal.
  public func counts(_ workout: Workout) -> Bool { type.map { workout.type == $0 } ?? true }
}

/// The distance after which a piece of gear is due for replacement, from `diary.conf`.
public struct GearLimit: Hashable, Sendable, Codable {
  /// The piece's name as written; matched as gear names are (`GearUsage.identity`).
  public var name: String
  public var distance: Distance

  public init(name: String, distance: Distance) {
    self.name = name
    self.distance = distance
  }
}
