import DiaryCore

/// How a recording's figures read on the site, in its language and units: times, paces or
/// speeds, distances along the route and altitudes (metres, or feet with miles).
struct TrackText {
  let text: SiteText
  /// How the workout's pace reads: a speed for rides, time per distance for anything else.
  let paceKind: Pace.Kind

  init(_ text: SiteText, type: String?) {
    self.text = text
    paceKind = Pace.kind(forType: type) == .speed ? .speed : .perDistance
  }

  var units: UnitSystem { text.units }
  /// Metres in one km or mile.
  var unitMetres: Double { Stats.displayUnit(units).metres }
  /// `km` or `mi`, as the language writes it.
  var unitSymbol: String { text.measure(Stats.displayUnit(units).symbol) }

  /// `5:02` or `1:02:03`, to the second.
  func time(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 0, seconds < 360_000_000 else { return "–" }
    return text.duration(WorkoutDuration(seconds: Int(seconds.rounded())))
  }

  /// `5:02 /km` or `27.3 km/h` for `metres` in `seconds`.
  func pace(metres: Double, seconds: Double) -> String {
    guard metres > 0, seconds > 0 else { return "–" }
    return text.pace(secondsPerMetre: seconds / metres, kind: paceKind)
  }

  /// A number of km or mi, two decimals at most, without its unit: `3.25`.
  func number(_ value: Double, fractionDigits: Int = 2) -> String {
    text.measure(DecimalFormat.string(value, fractionDigits: fractionDigits))
  }

  /// A distance along the route in km or mi, two decimals at most: `3.25 km`.
  func along(_ metres: Double) -> String { inUnit(metres / unitMetres) }

  /// A number of km or mi with its unit, two decimals at most: `3.25 km`.
  func inUnit(_ value: Double) -> String {
    text.measure(
      DecimalFormat.string(value, fractionDigits: 2, unit: Stats.displayUnit(units).symbol))
  }

  /// A short distance, as a privacy trim is written: `200 m` or `219 yd` below 1 km or mile,
  /// else in km or mi.
  func short(_ metres: Double) -> String {
    guard metres < unitMetres else { return along(metres) }
    return text.measure(
      units == .metric
        ? DecimalFormat.string(metres, fractionDigits: 0, unit: "m")
        : DecimalFormat.string(metres / 0.9144, fractionDigits: 0, unit: "yd"))
  }

  /// An altitude or a climb, in whole metres or feet: `412 m`, `1352 ft`.
  func altitude(_ metres: Double) -> String {
    text.measure(DecimalFormat.string(altitudeValue(metres), fractionDigits: 0, unit: altitudeUnit))
  }

  /// The altitude in the unit `altitude` shows.
  func altitudeValue(_ metres: Double) -> Double { units == .metric ? metres : metres / 0.3048 }
  /// `m` or `ft`, before the language writes it.
  var altitudeUnit: String { units == .metric ? "m" : "ft" }

  /// `148 bpm`.
  func heartRate(_ beats: Double) -> String {
    text.measure(DecimalFormat.string(beats, fractionDigits: 0, unit: "bpm"))
  }
}
