/// How fast a workout went, in the form its sport uses.
public enum Pace {
  public enum Kind: Sendable, Equatable {
    /// Minutes per km or mile (run, walk, hike).
    case perDistance
    /// km/h or mph (ride).
    case speed
    /// Minutes per 100 m or 100 yd (swim).
    case perHundred
  }

  public static func kind(forType type: String?) -> Kind? {
    switch type {
    case "run", "walk", "hike", "trail", "jog": .perDistance
    case "ride", "bike", "cycle", "cycling", "gravel", "mtb": .speed
    case "swim": .perHundred
    default: nil
    }
  }

  /// Seconds per metre; nil without both a distance and a duration.
  public static func secondsPerMetre(_ workout: Workout) -> Double? {
    guard let distance = workout.distance, let duration = workout.duration,
      distance.metres > 0
    else { return nil }
    return Double(duration.seconds) / distance.metres
  }

  /// `5:00 /km`, `27.3 km/h`, `2:05 /100 m`; nil when the type has no pace or data is missing.
  public static func formatted(_ workout: Workout, units: UnitSystem) -> String? {
    guard let kind = kind(forType: workout.type), let perMetre = secondsPerMetre(workout) else {
      return nil
    }
    return format(secondsPerMetre: perMetre, kind: kind, units: units)
  }

  public static func format(secondsPerMetre perMetre: Double, kind: Kind, units: UnitSystem)
    -> String
  {
    switch kind {
    case .perDistance:
      return minutesAndSeconds(perMetre * units.long.metres, then: " /", units.long.symbol)
    case .perHundred:
      return minutesAndSeconds(
        perMetre * units.short.metres * 100, then: " /100 ", units.short.symbol)
    case .speed:
      let perHour = 3600 / (perMetre * units.long.metres)
      return DecimalFormat.string(
        perHour, fractionDigits: 1, unit: units == .metric ? "km/h" : "mph")
    }
  }

  /// `5:00` then `separator` and `symbol`; `–` for no sensible pace.
  private static func minutesAndSeconds(
    _ seconds: Double, then separator: StaticString, _ symbol: String
  ) -> String {
    guard seconds.isFinite, seconds < 360_000 else { return "–\(separator)\(symbol)" }
    let total = Int(seconds.rounded())
    return ASCIIText.make { text in
      text.append(total / 60)
      text.append(UInt8(ascii: ":"))
      text.appendTwoDigits(total % 60)
      text.append(separator)
      text.append(symbol)
    }
  }
}
