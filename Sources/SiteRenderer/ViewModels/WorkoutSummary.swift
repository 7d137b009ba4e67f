import DiaryCore

/// A workout's facts in one line: `run · 10.5 km · 52:30 · 5:00 /km · High complexity`.
enum WorkoutSummary {
  /// The parts in `localization`'s language: its numbers and unit words (`10,5 km`), the
  /// complexity in its words (`summary.complexity.high`); the type as the journal has it.
  static func parts(
    _ workout: Workout, config: SiteConfig, localization: Localization = .english
  ) -> [String] {
    // English, as the calendar export writes it, is made once, not once per workout.
    let english = config.units == .metric ? SiteText.english : SiteText.englishImperial
    return parts(
      workout,
      text: localization === english.words ? english : SiteText(localization, units: config.units))
  }

  static func parts(_ workout: Workout, text: SiteText) -> [String] {
    var parts: [String] = []
    parts.reserveCapacity(5)
    if let type = workout.type { parts.append(type) }
    if let distance = workout.distance {
      parts.append(text.distance(distance, type: workout.type))
    }
    if let duration = workout.duration { parts.append(text.duration(duration)) }
    if let pace = text.pace(workout) { parts.append(pace) }
    parts.append(text(phraseKeys[workout.complexity.rawValue]))
    return parts
  }

  /// `summary.complexity.high`, made once per complexity.
  private static let phraseKeys = Complexity.allCases.map { "summary.complexity.\($0.name)" }
}
