import DiaryCore

/// How a recording's figures read on the site, in its units: times, paces or speeds, distances
/// along the route and altitudes (metres, or feet with miles).
struct TrackText {
  let units: UnitSystem
  /// How the workout's pace reads: a speed for rides, time per distance for anything else.
  let paceKind: Pace.Kind

  init(units: UnitSystem, type: String?) {
    self.units = units
    paceKind = Pace.kind(forType: type) == .speed ? .speed : .perDistance
  }

  /// Metres in one km or mile.
  var unitMetres: Double { Stats.displayUnit(units).metres }
  var unitSymbol: String { Stats.displayUnit(units).symbol }

  /// `5:02` or `1:02:03`, to the second.
  static func time(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 0, seconds < 360_000_000 else { return "–" }
    return WorkoutDuration(seconds: Int(seconds.rounded())).formatted
  }

  /// `5:02 /km` or `27.3 km/h` for `metres` in `seconds`.
  func pace(metres: Double, seconds: Double) -> String {
    guard metres > 0, seconds > 0 else { return "–" }
    return Pace.format(secondsPerMetre: seconds / metres, kind: paceKind, units: units)
  }

  /// A distance along the route in km or mi, two decimals at most: `3.25 km`.
  func along(_ metres: Double) -> String {
    DecimalFormat.string(metres / unitMetres, fractionDigits: 2, unit: unitSymbol)
  }

  /// A short distance, as a privacy trim is written: `200 m` or `219 yd` below 1 km or mile,
  /// else in km or mi.
  func short(_ metres: Double) -> String {
    guard metres < unitMetres else { return along(metres) }
    return units == .metric
      ? DecimalFormat.string(metres, fractionDigits: 0, unit: "m")
      : DecimalFormat.string(metres / 0.9144, fractionDigits: 0, unit: "yd")
  }

  /// An altitude or a climb, in whole metres or feet: `412 m`, `1352 ft`.
  func altitude(_ metres: Double) -> String {
    units == .metric
      ? DecimalFormat.string(metres, fractionDigits: 0, unit: "m")
      : DecimalFormat.string(metres / 0.3048, fractionDigits: 0, unit: "ft")
  }

  /// The altitude in the unit `altitude` shows.
  func altitudeValue(_ metres: Double) -> Double { units == .metric ? metres : metres / 0.3048 }
  var altitudeSymbol: String { units == .metric ? "m" : "ft" }

  /// `148 bpm`.
  static func heartRate(_ beats: Double) -> String {
    DecimalFormat.string(beats, fractionDigits: 0, unit: "bpm")
  }
}
