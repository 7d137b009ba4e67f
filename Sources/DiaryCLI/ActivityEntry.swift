import ActivityFiles
import DiaryCore
import JournalParser

/// The journal entry for one recorded activity, a Strava export's row, or both: pure.
///
/// - Day and time: the start in local time, with the offset the file tells (FIT
///   `activity.local_timestamp`, a GPX/TCX time with an offset), else `offset` (the journal's
///   time zone) at that instant.
/// - Totals: the device's (FIT session, TCX laps) first, then the export's, then those
///   computed from the points.
/// - Name: the export's, else the file's (a GPX or TCX track's; a FIT file's is the sport
///   profile's, `Run`, so not used), else the part of the day and the type (`Morning run`).
struct ActivityEntry: Sendable {
  /// Local time minus UTC, in seconds, at a UTC instant: for files that do not tell it.
  let offset: @Sendable (Double) -> Int
  let units: UnitSystem

  /// The entry, and the start as whole UTC seconds.
  func make(recording: RecordedActivity?, row: StravaActivity?) -> (entry: NewEntry, start: Int) {
    let startTime = recording?.startTime ?? row?.startTime ?? 0
    let start = Int(startTime.rounded(.down))
    let local = start + (recording?.utcOffset ?? offset(startTime))
    let day = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
    let second = local - day * 86_400
    let time = TimeOfDay(hour: second / 3600, minute: second / 60 % 60)
    let type = Self.type(recording: recording, row: row)
    var entry = NewEntry(
      date: LocalDate(dayNumber: day), time: time,
      name: Self.name(row: row, recording: recording, type: type, hour: second / 3600))
    entry.complexity = nil
    entry.type = type
    let rowTotals = ActivityTotals(
      distance: row?.distance, timerTime: row?.movingTime, elapsedTime: row?.elapsedTime,
      averageHeartRate: row?.averageHeartRate, maxHeartRate: row?.maxHeartRate)
    let totals = (recording?.deviceTotals ?? ActivityTotals()).filled(from: rowTotals)
      .filled(from: recording?.computedTotals ?? ActivityTotals())
    if let metres = totals.distance, let text = distanceText(metres, type: type),
      case .success(let distance) = FieldValues.distance(text)
    {
      entry.distance = distance
      entry.distanceText = text
    }
    entry.duration = Self.duration(totals.timerTime)
    var suggested = (row?.tagSuggestions ?? []) + (recording?.tagSuggestions ?? [])
    if row?.commute == true { suggested.append("commute") }
    if case .success(let tags) = FieldValues.tags(suggested.joined(separator: ", ")) {
      entry.tags = tags
    }
    entry.customFields = fields(totals, entry: entry, recording: recording, row: row)
    let source = ActivitySource(
      provider: row == nil ? (recording?.format.rawValue ?? "file") : "strava", id: row?.id,
      start: start)
    entry.customFields.append(CustomField(key: ActivitySource.key, value: source.fieldValue))
    entry.notes = MarkdownNotes.lines(row?.description ?? "")
    return (entry, start)
  }

  /// `elapsed`, `ascent`, `avg hr`, `max hr`, `legs`, `rpe` and the gear, those known.
  private func fields(
    _ totals: ActivityTotals, entry: NewEntry, recording: RecordedActivity?,
    row: StravaActivity?
  ) -> [CustomField] {
    var fields: [CustomField] = []
    func add(_ key: String, _ value: String?) {
      if let value { fields.append(CustomField(key: key, value: value)) }
    }
    // Only when longer: a TCX file's lap times have fractions its point times lack.
    if let elapsed = Self.duration(totals.elapsedTime),
      elapsed.seconds > entry.duration?.seconds ?? 0
    {
      add("elapsed", elapsed.formatted)
    }
    add("ascent", ascentText(totals.ascent))
    add("avg hr", Self.wholeNumber(totals.averageHeartRate))
    add("max hr", Self.wholeNumber(totals.maxHeartRate))
    if let sessions = recording?.sessions, sessions.count > 1 {
      add("legs", sessions.map(Self.leg).joined(separator: ", "))
    }
    if let rpe = row?.perceivedExertion, (1...10).contains(rpe.rounded()) {
      add("rpe", String(Int(rpe.rounded())))
    }
    if let gear = row?.gear.map(OneLine.make), !gear.isEmpty {
      let key =
        switch entry.type {
        case "run", "walk", "hike": "shoes"
        case "ride": "bike"
        default: "gear"
        }
      add(key, gear)
    }
    return fields
  }

  /// Swims in whole metres (yards); the rest in km (mi) with two decimals at most.
  func distanceText(_ metres: Double, type: String?) -> String? {
    let unit: DistanceUnit =
      type == "swim"
      ? (units == .metric ? .metres : .yards) : (units == .metric ? .kilometres : .miles)
    let value = metres / unit.metres
    let digits = unit == .metres || unit == .yards ? 0 : 2
    let text = DecimalFormat.string(value, fractionDigits: digits, unit: unit.symbol)
    return text.hasPrefix("0 ") ? nil : text
  }

  private func ascentText(_ metres: Double?) -> String? {
    guard let metres, metres.isFinite else { return nil }
    let value = units == .metric ? metres : metres / 0.3048
    guard value.rounded() >= 1 else { return nil }
    return "\(Int(value.rounded())) \(units == .metric ? "m" : "ft")"
  }

  /// `run 25:01`: a leg of a multisport recording.
  private static func leg(_ session: ActivitySession) -> String {
    let name = session.journalType ?? session.sport.map(OneLine.make) ?? "leg"
    return name + (duration(session.totals.timerTime).map { " " + $0.formatted } ?? "")
  }

  static func duration(_ seconds: Double?) -> WorkoutDuration? {
    guard let seconds, seconds.isFinite, seconds.rounded() >= 1, seconds < 1e9 else { return nil }
    return WorkoutDuration(seconds: Int(seconds.rounded()))
  }

  private static func wholeNumber(_ value: Double?) -> String? {
    guard let value, value.isFinite, value.rounded() >= 1, value < 1e6 else { return nil }
    return String(Int(value.rounded()))
  }

  /// The export's type, else the file's sport, mapped (`Run`, `running` → `run`); a sport the
  /// mapping does not know is kept as one lowercase word (`Kitesurf` → `kitesurf`).
  static func type(recording: RecordedActivity?, row: StravaActivity?) -> String? {
    if let type = row?.journalType ?? recording?.journalType { return type }
    for name in [row?.type, recording?.sport].compactMap({ $0 }) {
      let word = String(
        name.lowercased().unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }
          .map(Character.init))
      if !word.isEmpty, !["generic", "transition", "all", "other"].contains(word),
        case .success(let type) = FieldValues.type(word)
      {
        return type
      }
    }
    return nil
  }

  /// The export's name, else the file's, else `Morning run`.
  static func name(row: StravaActivity?, recording: RecordedActivity?, type: String?, hour: Int)
    -> String
  {
    for candidate in [row?.name, recording?.format == .fit ? nil : recording?.name] {
      if let name = candidate.map(OneLine.make), !name.isEmpty { return name }
    }
    let part =
      switch hour {
      case 5..<12: "Morning"
      case 12..<14: "Lunch"
      case 14..<18: "Afternoon"
      case 18..<22: "Evening"
      default: "Night"
      }
    return "\(part) \(type ?? "activity")"
  }
}

/// Text from a file made one line: control characters and runs of blanks become one space.
enum OneLine {
  static func make(_ text: String) -> String {
    var result = ""
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(" ") }
        pendingSpace = false
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
