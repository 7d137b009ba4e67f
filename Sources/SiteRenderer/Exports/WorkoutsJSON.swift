import DiaryCore

/// `workouts.json`: every workout with every field, typed, oldest first. Written by hand in a
/// fixed key order, so the same journal always gives the same bytes; strict JSON (no NaN).
/// `diary list --json` writes the same objects, one per line: one writer, so the two cannot
/// drift apart.
public enum WorkoutsJSON {
  static let path = Links.json
  static let version = 2

  /// The whole file: the workouts, oldest first.
  static func file(_ workouts: [Workout], settings: Fingerprint) -> FragmentedFile {
    Exports.file(
      header: "{\n  \"version\": \(version),\n  \"workouts\": [" + (workouts.isEmpty ? "" : "\n"),
      workouts, separator: ",\n", footer: workouts.isEmpty ? "]\n}\n" : "\n  ]\n}\n",
      context: Fingerprint(encoding: [path, String(version)])
    ) { workout, out in append(workout, to: &out) }
  }

  /// How a workout's object is laid out: indented for its place in `workouts.json`, or on one
  /// line.
  public struct Layout: Sendable {
    let open: StaticString
    let separator: StaticString
    let close: StaticString

    static let indented = Layout(open: "    {\n      ", separator: ",\n      ", close: "\n    }")
    public static let oneLine = Layout(open: "{", separator: ", ", close: "}")
  }

  /// One workout as a JSON object on one line, with `"source": "path:line:column"` at its end
  /// when `source` is given (`diary list --json`; the site leaves it out, as it depends on
  /// where the build ran).
  public static func line(_ workout: Workout, source: SourceLocation? = nil) -> String {
    var out: [UInt8] = []
    append(workout, to: &out, layout: .oneLine, source: source)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends one workout as a JSON object, in UTF-8.
  static func append(
    _ workout: Workout, to out: inout [UInt8], layout: Layout = .indented,
    source: SourceLocation? = nil
  ) {
    func string(_ text: String?, _ out: inout [UInt8]) {
      if let text { JSONText.append(text, to: &out) } else { out.append(static: "null") }
    }
    // Each name, with its quotes and colon, is static text copied whole (a String's `utf8`
    // view would be walked byte by byte).
    out.append(static: layout.open)
    out.append(static: "\"id\": ")
    string(workout.id.rawValue, &out)
    out.append(static: layout.separator)
    out.append(static: "\"url\": ")
    string(Links.workout(workout.id), &out)
    out.append(static: layout.separator)
    out.append(static: "\"date\": ")
    string(workout.date.description, &out)
    out.append(static: layout.separator)
    out.append(static: "\"time\": ")
    string(workout.time?.description, &out)
    out.append(static: layout.separator)
    out.append(static: "\"name\": ")
    string(workout.name, &out)
    out.append(static: layout.separator)
    out.append(static: "\"type\": ")
    string(workout.type, &out)
    out.append(static: layout.separator)
    out.append(static: "\"complexity\": ")
    string(workout.complexity.name, &out)
    out.append(static: layout.separator)
    out.append(static: "\"distanceMetres\": ")
    out.append(text: workout.distance.map { number($0.metres) } ?? "null")
    out.append(static: layout.separator)
    out.append(static: "\"distanceAsWritten\": ")
    if let distance = workout.distance {
      out.append(static: "{\"value\": ")
      out.append(text: number(distance.value))
      out.append(static: ", \"unit\": ")
      string(distance.unit.symbol, &out)
      out.append(UInt8(ascii: "}"))
    } else {
      out.append(static: "null")
    }
    out.append(static: layout.separator)
    out.append(static: "\"durationSeconds\": ")
    out.append(text: workout.duration.map { String($0.seconds) } ?? "null")
    out.append(static: layout.separator)
    out.append(static: "\"tags\": ")
    out.append(UInt8(ascii: "["))
    for (index, tag) in workout.tags.enumerated() {
      if index > 0 { out.append(static: ", ") }
      string(tag, &out)
    }
    out.append(UInt8(ascii: "]"))
    out.append(static: layout.separator)
    out.append(static: "\"customFields\": ")
    out.append(UInt8(ascii: "["))
    for (index, field) in workout.customFields.enumerated() {
      out.append(static: index > 0 ? ", {\"key\": " : "{\"key\": ")
      string(field.key, &out)
      out.append(static: ", \"value\": ")
      string(field.value, &out)
      out.append(UInt8(ascii: "}"))
    }
    out.append(UInt8(ascii: "]"))
    out.append(static: layout.separator)
    out.append(static: "\"notesHTML\": ")
    string(workout.notesHTML, &out)
    if let source {
      out.append(static: layout.separator)
      out.append(static: "\"source\": ")
      string(source.description, &out)
    }
    out.append(static: layout.close)
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
