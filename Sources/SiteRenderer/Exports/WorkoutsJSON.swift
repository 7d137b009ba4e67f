import DiaryCore

/// `workouts.json`: every workout with every field, typed, oldest first. Written by hand in a
/// fixed key order, so the same journal always gives the same bytes; strict JSON (no NaN).
enum WorkoutsJSON {
  static let path = Links.json
  static let version = 1

  /// The whole file: the workouts, oldest first.
  static func file(_ workouts: [Workout], settings: Fingerprint) -> FragmentedFile {
    Exports.file(
      header: "{\n  \"version\": \(version),\n  \"workouts\": [" + (workouts.isEmpty ? "" : "\n"),
      workouts, separator: ",\n", footer: workouts.isEmpty ? "]\n}\n" : "\n  ]\n}\n",
      context: Fingerprint(encoding: [path, String(version)])
    ) { workout, out in append(workout, to: &out) }
  }

  /// Appends one workout as a JSON object indented for its place in the list, in UTF-8.
  static func append(_ workout: Workout, to out: inout [UInt8]) {
    func string(_ text: String?, _ out: inout [UInt8]) {
      if let text { JSONText.append(text, to: &out) } else { out.append(static: "null") }
    }
    // Each name, with the punctuation around it, is static text copied whole (a String's
    // `utf8` view would be walked byte by byte).
    out.append(static: "    {\n      \"id\": ")
    string(workout.id.rawValue, &out)
    out.append(static: ",\n      \"url\": ")
    string(Links.workout(workout.id), &out)
    out.append(static: ",\n      \"date\": ")
    string(workout.date.description, &out)
    out.append(static: ",\n      \"time\": ")
    string(workout.time?.description, &out)
    out.append(static: ",\n      \"name\": ")
    string(workout.name, &out)
    out.append(static: ",\n      \"type\": ")
    string(workout.type, &out)
    out.append(static: ",\n      \"complexity\": ")
    string(workout.complexity.name, &out)
    out.append(static: ",\n      \"distance\": ")
    out.append(text: workout.distance.map { number($0.metres) } ?? "null")
    out.append(static: ",\n      \"distanceAsWritten\": ")
    if let distance = workout.distance {
      out.append(static: "{\"value\": ")
      out.append(text: number(distance.value))
      out.append(static: ", \"unit\": ")
      string(distance.unit.symbol, &out)
      out.append(UInt8(ascii: "}"))
    } else {
      out.append(static: "null")
    }
    out.append(static: ",\n      \"duration\": ")
    out.append(text: workout.duration.map { String($0.seconds) } ?? "null")
    out.append(static: ",\n      \"tags\": ")
    out.append(UInt8(ascii: "["))
    for (index, tag) in workout.tags.enumerated() {
      if index > 0 { out.append(static: ", ") }
      string(tag, &out)
    }
    out.append(UInt8(ascii: "]"))
    out.append(static: ",\n      \"customFields\": ")
    out.append(UInt8(ascii: "["))
    for (index, field) in workout.customFields.enumerated() {
      out.append(static: index > 0 ? ", {\"key\": " : "{\"key\": ")
      string(field.key, &out)
      out.append(static: ", \"value\": ")
      string(field.value, &out)
      out.append(UInt8(ascii: "}"))
    }
    out.append(UInt8(ascii: "]"))
    out.append(static: ",\n      \"notesHTML\": ")
    string(workout.notesHTML, &out)
    out.append(static: "\n    }")
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
