import DiaryCore

/// A workout's facts in one line: `run · 10.5 km · 52:30 · 5:00 /km · High complexity`.
enum WorkoutSummary {
  /// The parts, numbers written as `localization`'s language writes them (`10,5 km`), the
  /// complexity in its words (`summary.complexity.high`); the type as the journal has it.
  static func parts(
    _ workout: Workout, config: SiteConfig, localization: Localization = .english
  ) -> [String] {
    var parts: [String] = []
    parts.reserveCapacity(5)
    if let type = workout.type { parts.append(type) }
    if let distance = workout.distance {
      parts.append(localization.number(config.units.format(distance, type: workout.type)))
    }
    if let duration = workout.duration { parts.append(localization.number(duration.formatted)) }
    if let pace = Pace.formatted(workout, units: config.units) {
      parts.append(localization.number(pace))
    }
    parts.append(localization.text(phraseKeys[workout.complexity.rawValue]))
    return parts
  }

  /// `summary.complexity.high`, made once per complexity.
  private static let phraseKeys = Complexity.allCases.map { "summary.complexity.\($0.name)" }
}
