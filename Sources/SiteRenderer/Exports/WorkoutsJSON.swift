import DiaryCore

/// `workouts.json`: every workout with every field, typed, oldest first. Written by hand in a
/// fixed key order, so the same journal always gives the same bytes; strict JSON (no NaN).
enum WorkoutsJSON {
  static let path = Links.json
  static let version = 1

  static func make(_ state: AppState) -> [OutputFile] {
    [export(SiteData(state: state)).file()]
  }

  static func export(_ data: SiteData) -> ExportFile {
    let isEmpty = data.byDate.isEmpty
    return ExportFile(
      path: path,
      header: "{\n  \"version\": \(version),\n  \"workouts\": [" + (isEmpty ? "" : "\n"),
      separator: ",\n", footer: isEmpty ? "]\n}\n" : "\n  ]\n}\n",
      context: Fingerprint(), data: data, fragment: object)
  }

  /// One workout as a JSON object indented for its place in the list, in UTF-8.
  static func object(_ workout: Workout) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(workout.notesHTMLByteCount * 9 / 8 + 640)
    // Names and punctuation are static text, copied whole (a String's `utf8` view would be
    // walked byte by byte).
    func member(_ name: StaticString, _ out: inout [UInt8]) {
      out.append(static: out.isEmpty ? "    {\n      \"" : ",\n      \"")
      out.append(static: name)
      out.append(static: "\": ")
    }
    func string(_ text: String?, _ out: inout [UInt8]) {
      if let text { JSONText.append(text, to: &out) } else { out.append(static: "null") }
    }
    member("id", &out)
    string(workout.id.rawValue, &out)
    member("url", &out)
    string(Links.workout(workout.id), &out)
    member("date", &out)
    string(workout.date.description, &out)
    member("time", &out)
    string(workout.time?.description, &out)
    member("name", &out)
    string(workout.name, &out)
    member("type", &out)
    string(workout.type, &out)
    member("complexity", &out)
    string(workout.complexity.name, &out)
    member("distance", &out)
    out.append(text: workout.distance.map { number($0.metres) } ?? "null")
    member("distanceAsWritten", &out)
    if let distance = workout.distance {
      out.append(static: "{\"value\": ")
      out.append(text: number(distance.value))
      out.append(static: ", \"unit\": ")
      string(distance.unit.symbol, &out)
      out.append(UInt8(ascii: "}"))
    } else {
      out.append(static: "null")
    }
    member("duration", &out)
    out.append(text: workout.duration.map { String($0.seconds) } ?? "null")
    member("tags", &out)
    out.append(UInt8(ascii: "["))
    for (index, tag) in workout.tags.enumerated() {
      if index > 0 { out.append(static: ", ") }
      string(tag, &out)
    }
    out.append(UInt8(ascii: "]"))
    member("customFields", &out)
    out.append(UInt8(ascii: "["))
    for (index, field) in workout.customFields.enumerated() {
      out.append(static: index > 0 ? ", {\"key\": " : "{\"key\": ")
      string(field.key, &out)
      out.append(static: ", \"value\": ")
      string(field.value, &out)
      out.append(UInt8(ascii: "}"))
    }
    out.append(UInt8(ascii: "]"))
    member("notesHTML", &out)
    string(workout.notesHTML, &out)
    out.append(static: "\n    }")
    return out
  }

  /// A JSON number: integral values without a fraction, others to the millimetre (so float
  /// noise such as 99779.32800000001 does not show); `null` when not finite.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
