import Foundation
import TestSupport

/// One workout of a generated journal, kept as the text it is written as.
struct GeneratedWorkout: Equatable {
  struct Field: Equatable {
    var key: String
    var value: String
  }

  var date: String
  var time: String?
  var name: String
  var fields: [Field] = []
  var notes = ""

  func value(_ key: String) -> String? { fields.first { $0.key == key }?.value }

  /// Sets a field in place, or appends it; `nil` removes it.
  mutating func set(_ key: String, _ value: String?) {
    guard let value else {
      fields.removeAll { $0.key == key }
      return
    }
    if let index = fields.firstIndex(where: { $0.key == key }) {
      fields[index].value = value
    } else {
      fields.append(Field(key: key, value: value))
    }
  }

  var markdown: String {
    var text = "## \(date)\(time.map { " \($0)" } ?? "") \(name)\n"
    text += fields.map { "- \($0.key): \($0.value)\n" }.joined()
    return text + (notes.isEmpty ? "\n" : "\n\(notes)\n\n")
  }
}

/// A journal made from a seed: month files of workouts with varied names (same-day namesakes
/// too), units, complexities, types, tags, custom fields and Markdown notes, plus `diary.conf`.
struct GeneratedJournal {
  /// Month files by path relative to the journal (`2026/2026-06.md`), workouts in file order.
  var files: [String: [GeneratedWorkout]] = [:]
  /// `diary.conf` lines, in order.
  var config: [GeneratedWorkout.Field] = []
  /// A file holding a deliberate error, with the text written there.
  var broken: (path: String, text: String)?

  static let names = [
    "Easy run", "Morning intervals", "Café ride", "Recovery swim", "Run", "Run 2", "Long run",
    "Gym: legs and core", "Łódź loop", "Tempo run", "Hill repeats", "Evening walk",
    "Open water swim", "Ridge hike", "Über-long ride", "Parkrun #5", "Fartlek & strides",
  ]
  static let types = ["run", "ride", "swim", "walk", "hike", "strength", "Run"]
  static let tags = [
    "easy", "intervals", "track", "long-run", "group", "solo", "race", "hills", "Rain", "travel",
  ]
  static let customKeys = ["shoes", "partner", "avg hr", "rpe", "route", "Bike"]
  static let customValues = ["Pegasus 40", "Anna", "146", "8", "River loop", "Canyon", "Zoë"]
  static let sentences = [
    "Legs felt heavy for the first couple of kilometres.", "Kept it *conversational*.",
    "Met [the club](https://example.org/club) at the bridge.", "Wind was brutal on the way out.",
    "Fuelled with a gel at `km 12`.", "See [last week](2026-10-30-easy-jog.html) for comparison.",
    "Cold hands, then **perfectly** comfortable.", "A niggle in the right calf <b>again</b>.",
  ]

  static func make(_ rng: inout SplitMix64, months: ClosedRange<Int> = 6...11, perMonth: Int = 25)
    -> GeneratedJournal
  {
    var journal = GeneratedJournal()
    journal.config = [
      .init(key: "title", value: "Generated diary"), .init(key: "page-size", value: "20"),
      .init(key: "gear", value: "shoes, bike"),
      .init(key: "gear-limit", value: "Pegasus 40 = 50 km"),
      .init(key: "goal", value: "run 20 km per week"),
    ]
    for month in months {
      var workouts: [GeneratedWorkout] = []
      var day = 1
      for _ in 0..<perMonth {
        let previous = workouts.last
        if previous == nil || !rng.chance(20) { day = min(28, day + rng.int(in: 0...2)) }
        var workout = makeWorkout(&rng, date: date(2026, month, day))
        if let previous, previous.date == workout.date, rng.chance(50) {
          workout.name = previous.name
        }
        workouts.append(workout)
      }
      journal.files[path(2026, month)] = workouts
    }
    return journal
  }

  static func makeWorkout(_ rng: inout SplitMix64, date: String) -> GeneratedWorkout {
    var workout = GeneratedWorkout(
      date: date, time: rng.chance(30) ? timeOfDay(&rng) : nil, name: rng.pick(names))
    if rng.chance(85) { workout.set("distance", distance(&rng)) }
    if rng.chance(80) { workout.set("complexity", complexity(&rng)) }
    if rng.chance(70) { workout.set("duration", duration(&rng)) }
    if rng.chance(85) { workout.set("type", rng.pick(types)) }
    if rng.chance(60) {
      let picked = (0..<rng.int(in: 1...3)).map { _ in rng.pick(tags) }
      workout.set("tags", picked.joined(separator: ", "))
    }
    for _ in 0..<rng.int(in: 0...2) {
      workout.set(rng.pick(customKeys), rng.pick(customValues))
    }
    workout.notes = notes(&rng)
    return workout
  }

  static func distance(_ rng: inout SplitMix64) -> String {
    switch rng.below(6) {
    case 0: "\(rng.int(in: 1...42)).\(rng.int(in: 0...9)) km"
    case 1: "\(rng.int(in: 4...40) * 100) m"
    case 2: "\(rng.int(in: 1...26)).\(rng.int(in: 0...9)) mi"
    case 3: "\(rng.int(in: 5...40) * 50) yd"
    case 4: "\(rng.int(in: 1...30))"
    default: "\(rng.int(in: 5...20) * 100)m"
    }
  }

  static func complexity(_ rng: inout SplitMix64) -> String {
    rng.pick(["low", "medium", "high", "High", "LOW"])
  }

  static func duration(_ rng: inout SplitMix64) -> String {
    let seconds = String(format: "%02d", rng.int(in: 0...59))
    guard rng.chance(30) else { return "\(rng.int(in: 10...59)):\(seconds)" }
    return "\(rng.int(in: 1...4)):" + String(format: "%02d", rng.int(in: 0...59)) + ":\(seconds)"
  }

  static func timeOfDay(_ rng: inout SplitMix64) -> String {
    String(format: "%02d:%02d", rng.int(in: 5...21), rng.below(4) * 15)
  }

  static func notes(_ rng: inout SplitMix64) -> String {
    var paragraphs = (0..<rng.int(in: 0...3)).map { _ in rng.pick(sentences) }
    if rng.chance(10) { paragraphs.append("### Splits\n\n1. 3:52\n2. 3:49\n3. 3:50") }
    return paragraphs.joined(separator: "\n\n")
  }

  static func date(_ year: Int, _ month: Int, _ day: Int) -> String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  static func path(_ year: Int, _ month: Int) -> String {
    String(format: "%04d/%04d-%02d.md", year, year, month)
  }

  /// The text of the month file at `path`.
  func markdown(_ path: String) -> String {
    if let broken, broken.path == path { return broken.text }
    let title = "# " + (path.split(separator: "/").last ?? "").dropLast(3) + "\n\n"
    return title + (files[path] ?? []).map(\.markdown).joined()
  }

  var configText: String { config.map { "\($0.key): \($0.value)\n" }.joined() }

  /// Writes every file into the journal folder `root`.
  func write(into root: String) throws {
    try write(ConfigFile.name, configText, into: root)
    for path in files.keys.sorted() { try write(path, markdown(path), into: root) }
  }

  /// Writes (or deletes, when the model no longer has it) one file of the journal.
  func sync(_ path: String, into root: String) throws {
    if path == ConfigFile.name { return try write(path, configText, into: root) }
    if files[path] == nil {
      try FileManager.default.removeItem(atPath: root + "/" + path)
      return
    }
    try write(path, markdown(path), into: root)
  }

  private func write(_ path: String, _ text: String, into root: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

enum ConfigFile {
  static let name = "diary.conf"
}
