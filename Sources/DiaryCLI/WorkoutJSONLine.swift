import DiaryCore

/// One workout as a line of JSON for `diary list --json`, keys in a fixed order.
enum WorkoutJSONLine {
  static func make(_ workout: Workout) -> String {
    var fields: [(String, String)] = [
      ("id", string(workout.id.rawValue)),
      ("date", string(workout.date.description)),
      ("time", workout.time.map { string($0.description) } ?? "null"),
      ("name", string(workout.name)),
      ("type", workout.type.map(string) ?? "null"),
    ]
    fields.append(("distance", workout.distance.map(distance) ?? "null"))
    fields.append(("duration", workout.duration.map { string($0.formatted) } ?? "null"))
    fields.append(("durationSeconds", workout.duration.map { "\($0.seconds)" } ?? "null"))
    fields.append(("complexity", string(workout.complexity.name)))
    fields.append(("tags", "[" + workout.tags.map(string).joined(separator: ",") + "]"))
    let custom = workout.customFields.map { "\(string($0.key)):\(string($0.value))" }
    fields.append(("fields", "{" + custom.joined(separator: ",") + "}"))
    fields.append(("source", string(workout.location.description)))
    return "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  private static func distance(_ distance: Distance) -> String {
    "{\"value\":\(number(distance.value)),\"unit\":\(string(distance.unit.symbol)),"
      + "\"metres\":\(number(distance.metres))}"
  }

  private static func number(_ value: Double) -> String {
    DecimalFormat.string(value, fractionDigits: 6)
  }

  static func string(_ text: String) -> String { JSONText.string(text) }
}
