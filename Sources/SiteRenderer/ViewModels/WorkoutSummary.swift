import DiaryCore

/// A workout's facts in one line: `run · 10.5 km · 52:30 · 5:00 /km · High complexity`.
enum WorkoutSummary {
  static func parts(_ workout: Workout, config: SiteConfig) -> [String] {
    var parts: [String] = []
    parts.reserveCapacity(5)
    if let type = workout.type { parts.append(type) }
    if let distance = workout.distance {
      parts.append(config.units.format(distance, type: workout.type))
    }
    if let duration = workout.duration { parts.append(duration.formatted) }
    if let pace = Pace.formatted(workout, units: config.units) { parts.append(pace) }
    parts.append(phrase(workout.complexity))
    return parts
  }

  /// `High complexity`, made once per complexity from its label.
  private static func phrase(_ complexity: Complexity) -> String { phrases[complexity.rawValue] }

  private static let phrases = Complexity.allCases.map { ComplexityLabel.text($0) + " complexity" }
}
