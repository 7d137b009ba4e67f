import DiaryCore

/// Reads a goal from `diary.conf`: `[TYPE] AMOUNT UNIT per PERIOD`, as in `run 40 km per week`,
/// `5 h per week`, `ride 2000 mi per year`, `12 workouts per month`.
enum GoalParser {
  static let example = "expected a goal like 'run 40 km per week', found"
  static let timeUnits = ["h": 3600.0, "min": 60.0]
  static let countUnits = ["workouts", "workout"]
  static let unitNames = ["km", "m", "mi", "yd", "h", "min", "workouts"]
  /// The longest time goal: more is surely a typo.
  static let maximumSeconds = 360_000_000.0

  /// The goal, or what is wrong with it and how many bytes into `text` the problem starts.
  static func parse(_ text: String) -> Result<Goal, FieldError> {
    let words = Word.split(text)
    guard words.count >= 3, words[words.count - 2].text.lowercased() == "per" else {
      return .failure(FieldError("\(example) '\(text)'"))
    }
    let period = words[words.count - 1]
    guard let kind = PeriodKind(rawValue: period.text.lowercased()) else {
      let close = suggestion(period.text, among: PeriodKind.allCases.map(\.rawValue))
      return .failure(
        FieldError(
          "unknown period '\(period.text)' in goal"
            + (close.map { "; did you mean '\($0)'?" } ?? "; expected week, month or year"),
          offset: period.offset))
    }
    var before = Array(words[..<(words.count - 2)])
    let last = before.removeLast()
    let number: Word
    let unit: Word
    if let split = last.text.utf8.firstIndex(where: { !isNumberByte($0) }),
      split != last.text.utf8.startIndex
    {
      // `40km`: the number and its unit in one word.
      let length = last.text.utf8.distance(from: last.text.utf8.startIndex, to: split)
      number = Word(text: String(last.text[..<split]), offset: last.offset)
      unit = Word(text: String(last.text[split...]), offset: last.offset + length)
    } else if last.text.utf8.allSatisfy(isNumberByte) {
      return .failure(
        FieldError(
          "missing unit after '\(last.text)' in goal; expected km, m, mi, yd, h, min or workouts",
          offset: last.offset + last.text.utf8.count))
    } else if let previous = before.popLast() {
      number = previous
      unit = last
    } else {
      return .failure(FieldError("\(example) '\(text)'"))
    }
    guard before.count <= 1 else {
      let type = before.map(\.text).joined(separator: " ")
      return .failure(
        FieldError(
          "a goal's type must be one word, like 'run', found '\(type)'", offset: before[0].offset))
    }
    return amount(number: number, unit: unit).map {
      Goal(type: before.first?.text.lowercased(), amount: $0, period: kind, text: text)
    }
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
  }

  private static func amount(number: Word, unit: Word) -> Result<Goal.Amount, FieldError> {
    guard number.text.utf8.allSatisfy(isNumberByte), let value = Double(number.text),
      value.isFinite
    else {
      return .failure(
        FieldError(
          "expected a number before '\(unit.text)' in goal, found '\(number.text)'",
          offset: number.offset))
    }
    guard value > 0 else {
      return .failure(FieldError("a goal must be greater than zero", offset: number.offset))
    }
    let lowered = unit.text.lowercased()
    if let distanceUnit = DistanceUnit(rawValue: lowered) {
      return FieldValues.distance("\(number.text) \(distanceUnit.rawValue)")
        .map { .distance($0) }
        .mapError { FieldError($0.message, offset: number.offset) }
    }
    if let perUnit = timeUnits[lowered] {
      let seconds = (value * perUnit).rounded()
      guard seconds >= 1 else {
        return .failure(FieldError("a goal must be at least one second", offset: number.offset))
      }
      guard seconds <= maximumSeconds else {
        return .failure(
          FieldError(
            "goal '\(number.text) \(unit.text)' is too large (over 100000 h)", offset: number.offset
          ))
      }
      return .success(.seconds(Int(seconds)))
    }
    if countUnits.contains(lowered) {
      guard let count = Int(number.text) else {
        return .failure(
          FieldError(
            "a number of workouts must be a whole number, found '\(number.text)'",
            offset: number.offset))
      }
      return .success(.workouts(count))
    }
    let close = suggestion(unit.text, among: unitNames)
    return .failure(
      FieldError(
        "unknown unit '\(unit.text)' in goal"
          + (close.map { "; did you mean '\($0)'?" }
            ?? "; expected km, m, mi, yd, h, min or workouts"),
        offset: unit.offset))
  }

  /// The name `text` is probably a typo of: within 2 edits (1 for names of four letters or fewer).
  static func suggestion(_ text: String, among names: [String]) -> String? {
    let typed = Array(text.lowercased().unicodeScalars)
    return names.first { name in
      let candidate = Array(name.unicodeScalars)
      let limit = min(typed.count, candidate.count) <= 4 ? 1 : 2
      return EditDistance.optimalStringAlignment(typed, candidate, limit: limit) <= limit
    }
  }
}

/// A word of a setting's value and where it starts, in bytes from the value's start.
struct Word: Equatable {
  var text: String
  var offset: Int

  /// The words of `text`, separated by spaces and tabs.
  static func split(_ text: String) -> [Word] {
    var words: [Word] = []
    var start: Int?
    let bytes = Array(text.utf8)
    for index in 0...bytes.count {
      let isBlank = index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x09
      if isBlank, let first = start {
        let word = String(decoding: bytes[first..<index], as: UTF8.self)
        words.append(Word(text: word, offset: first))
        start = nil
      } else if !isBlank, start == nil {
        start = index
      }
    }
    return words
  }
}
