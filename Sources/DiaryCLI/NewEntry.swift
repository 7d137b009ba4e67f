import DiaryCore
import JournalParser

/// The workout `diary new` (or `diary import`) adds, its values checked by the parser's own
/// rules, and the Markdown that reads back as the same workout.
struct NewEntry: Equatable {
  var date: LocalDate
  var time: TimeOfDay?
  var name: String
  var distance: Distance?
  /// The distance as it is written: the number as typed, a space, the unit.
  var distanceText: String?
  var duration: WorkoutDuration?
  /// `nil`: no `complexity:` line (the workout reads back as medium).
  var complexity: Complexity? = .medium
  var type: String?
  var tags: [String] = []
  /// Fields after the known ones, in order, each value one line.
  var customFields: [CustomField] = []
  /// The recording's path in the journal (`track:`), after the custom fields.
  var track: String?
  /// Markdown notes after the fields (lines without their line ends), escaped by the caller.
  var notes: [String] = []

  /// The entry from `diary new`'s arguments; a refused value is a usage error. `--complexity`
  /// takes the words of `vocabulary` (English's and the journal's language's).
  static func make(
    _ arguments: ParsedArguments, vocabulary: FieldVocabulary = .english,
    today: () -> LocalDate
  ) throws(UsageError) -> NewEntry {
    for (name, value) in arguments.values.sorted(by: { $0.key < $1.key }) {
      // Notes may have several lines (and tabs); every other value is one line.
      let allowed: Set<Unicode.Scalar> = name == "notes" ? ["\n", "\r", "\t"] : []
      guard
        !value.unicodeScalars.contains(where: {
          $0.properties.generalCategory == .control && !allowed.contains($0)
        })
      else {
        throw UsageError(
          message: name == "notes"
            ? "--notes: the text must not hold control characters (other than line breaks and tabs)"
            : "--\(name): the value must be one line, without control characters")
      }
    }
    guard let rawName = arguments.positionals.first else {
      throw UsageError(message: "missing the workout's name, as in: diary new \"Morning run\"")
    }
    let name = rawName.blankTrimmed
    guard !name.isEmpty else { throw UsageError(message: "expected the workout's name") }
    guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw UsageError(message: "the workout's name must be one line") }
    var entry = NewEntry(
      date: try value(arguments, "date", HeadingValues.date) ?? today(),
      time: try value(arguments, "time", time), name: name)
    if entry.time == nil, name.utf8.count >= 5,
      case .success = HeadingValues.time(String(name.prefix(5)))
    {
      throw UsageError(message: "the name '\(name)' starts with a time; give the time with --time")
    }
    entry.distance = try value(arguments, "distance", FieldValues.distance)
    entry.distanceText = arguments.value("distance").flatMap { text in
      entry.distance.map { writtenDistance(text, $0) }
    }
    entry.duration = try value(arguments, "duration", FieldValues.duration)
    entry.complexity =
      try value(arguments, "complexity") { vocabulary.complexity($0, typedKey: "complexity") }
      ?? .medium
    entry.type = try value(arguments, "type", FieldValues.type)
    entry.tags = try value(arguments, "tags", FieldValues.tags) ?? []
    entry.notes = arguments.value("notes").map(notes) ?? []
    return entry
  }

  /// `07:15`, or `7:15` with the hour's zero left out.
  private static func time(_ text: String) -> Result<TimeOfDay, FieldError> {
    let digits = text.utf8.filter { $0 != UInt8(ascii: ":") }
    let isShort =
      text.utf8.count == 4 && text.utf8.dropFirst().first == UInt8(ascii: ":")
      && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    return HeadingValues.time(isShort ? "0" + text : text)
  }

  /// The notes' lines without trailing blanks, blank lines at either end left out; empty when
  /// nothing is left.
  private static func notes(_ text: String) -> [String] {
    // By scalars: "\r\n" is a single Character.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      line in
      var scalars = String.UnicodeScalarView(line)
      while let last = scalars.last, last == " " || last == "\t" || last == "\r" {
        scalars.removeLast()
      }
      return String(scalars)
    }
    let kept = lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
    // Their common indentation goes: indented, the first line would continue the field list.
    let indent =
      kept.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
      .min() ?? 0
    let unindented = kept.map { String($0.dropFirst(indent)) }
    return unindented
  }

  /// The option's value through the parser's rule; the rule's message names the option.
  private static func value<T>(
    _ arguments: ParsedArguments, _ option: String, _ rule: (String) -> Result<T, FieldError>
  ) throws(UsageError) -> T? {
    guard let raw = arguments.value(option) else { return nil }
    switch rule(raw.blankTrimmed) {
    case .success(let parsed): return parsed
    case .failure(let error): throw UsageError(message: "--\(option): \(error.message)")
    }
  }

  private static func writtenDistance(_ text: String, _ distance: Distance) -> String {
    let number = text.blankTrimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    return "\(number) \(distance.unit.symbol)"
  }

  /// `## 2026-11-28 07:15 Morning run` and its field list, each line ending in `newline`, the
  /// keys and the complexity in the words `vocabulary` writes (`- distanz: 10.5 km`).
  func markdown(newline: String = "\n", vocabulary: FieldVocabulary = .english) -> String {
    var lines = ["## \(date)" + (time.map { " \($0)" } ?? "") + " " + Self.escaped(name)]
    func add(_ key: KnownKey, _ value: String) {
      lines.append("- \(vocabulary.word(for: key)): \(value)")
    }
    if let distanceText { add(.distance, distanceText) }
    if let complexity { add(.complexity, vocabulary.word(for: complexity)) }
    if let duration { add(.duration, duration.formatted) }
    if let type { add(.type, type) }
    if !tags.isEmpty { add(.tags, tags.joined(separator: ", ")) }
    lines += customFields.map { "- \($0.key): \($0.value)" }
    if let track { add(.track, track) }
    if !notes.isEmpty { lines += [""] + notes }
    return lines.map { $0 + newline }.joined()
  }

  /// Whether the parser read `workout` back with exactly these values.
  func matches(_ workout: Workout) -> Bool {
    workout.date == date && workout.time == time && workout.name == name
      && workout.distance == distance && workout.duration == duration
      && workout.complexity == complexity ?? .medium && workout.type == type
      && workout.tags == tags && workout.customFields == customFields && workout.track == track
      && workout.notesHTML.isEmpty == notes.isEmpty
  }

  /// The workout this entry reads back as, were its heading at `location`.
  func workout(at location: SourceLocation) -> Workout {
    Workout(
      date: date, time: time, name: name, distance: distance, duration: duration,
      complexity: complexity ?? .medium, type: type, tags: tags, customFields: customFields,
      track: track, location: location)
  }

  /// The name with Markdown's special characters backslash-escaped, so it reads back as typed.
  static func escaped(_ name: String) -> String {
    var result = ""
    for character in name {
      if "\\`*_[]<>&#!".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var blankTrimmed: String {
    let isBlank = { (character: Character) in character == " " || character == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}
