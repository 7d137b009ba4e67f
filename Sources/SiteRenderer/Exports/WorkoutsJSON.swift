import DiaryCore

/// `workouts.json`: every workout with every field, typed, newest first. Written by hand in a
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
    out.reserveCapacity(workout.notesHTML.utf8.count * 9 / 8 + 640)
    func member(_ name: String, _ out: inout [UInt8]) {
      out.append(contentsOf: (out.isEmpty ? "    {\n      \"" : ",\n      \"").utf8)
      out.append(contentsOf: name.utf8)
      out.append(contentsOf: "\": ".utf8)
    }
    func string(_ text: String?, _ out: inout [UInt8]) {
      if let text { JSONText.append(text, to: &out) } else { out.append(contentsOf: "null".utf8) }
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
    out.append(contentsOf: (workout.distance.map { number($0.metres) } ?? "null").utf8)
    member("distanceAsWritten", &out)
    if let distance = workout.distance {
      out.append(contentsOf: "{\"value\": \(number(distance.value)), \"unit\": ".utf8)
      string(distance.unit.symbol, &out)
      out.append(UInt8(ascii: "}"))
    } else {
      out.append(contentsOf: "null".utf8)
    }
    member("duration", &out)
    out.append(contentsOf: (workout.duration.map { String($0.seconds) } ?? "null").utf8)
    member("tags", &out)
    out.append(UInt8(ascii: "["))
    for (index, tag) in workout.tags.enumerated() {
      if index > 0 { out.append(contentsOf: ", ".utf8) }
      string(tag, &out)
    }
    out.append(UInt8(ascii: "]"))
    member("customFields", &out)
    out.append(UInt8(ascii: "["))
    for (index, field) in workout.customFields.enumerated() {
      out.append(contentsOf: (index > 0 ? ", {\"key\": " : "{\"key\": ").utf8)
      string(field.key, &out)
      out.append(contentsOf: ", \"value\": ".utf8)
      string(field.value, &out)
      out.append(UInt8(ascii: "}"))
    }
    out.append(UInt8(ascii: "]"))
    member("notesHTML", &out)
    string(workout.notesHTML, &out)
    out.append(contentsOf: "\n    }".utf8)
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
