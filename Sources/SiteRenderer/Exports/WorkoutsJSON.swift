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

  /// One workout as a JSON object indented for its place in the list.
  static func object(_ workout: Workout) -> String {
    let members: [(String, String)] = [
      ("id", string(workout.id.rawValue)),
      ("url", string(Links.workout(workout.id))),
      ("date", string(workout.date.description)),
      ("time", workout.time.map { string($0.description) } ?? "null"),
      ("name", string(workout.name)),
      ("type", workout.type.map(string) ?? "null"),
      ("complexity", string(workout.complexity.name)),
      ("distance", workout.distance.map { number($0.metres) } ?? "null"),
      ("distanceAsWritten", workout.distance.map(asWritten) ?? "null"),
      ("duration", workout.duration.map { String($0.seconds) } ?? "null"),
      ("tags", "[" + workout.tags.map(string).joined(separator: ", ") + "]"),
      ("customFields", customFields(workout.customFields)),
      ("notesHTML", string(workout.notesHTML)),
    ]
    var text = "    {\n"
    text.reserveCapacity(workout.notesHTML.utf8.count + 512)
    for (index, (key, value)) in members.enumerated() {
      text += index == 0 ? "      \"" : ",\n      \""
      text += key
      text += "\": "
      text += value
    }
    text += "\n    }"
    return text
  }

  private static func asWritten(_ distance: Distance) -> String {
    "{\"value\": \(number(distance.value)), \"unit\": \(string(distance.unit.symbol))}"
  }

  private static func customFields(_ fields: [CustomField]) -> String {
    guard !fields.isEmpty else { return "[]" }
    let items = fields.map { "{\"key\": \(string($0.key)), \"value\": \(string($0.value))}" }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// A JSON number: integral values without a fraction, others to the millimetre (so float
  /// noise such as 99779.32800000001 does not show); `null` when not finite.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func string(_ text: String) -> String { JSONText.string(text) }
}
