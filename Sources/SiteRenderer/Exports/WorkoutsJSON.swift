import DiaryCore

/// `workouts.json`: every workout with every field, typed, newest first. Written by hand in a
/// fixed key order, so the same journal always gives the same bytes; strict JSON (no NaN).
enum WorkoutsJSON {
  static let path = Links.json
  static let version = 1

  static func make(_ state: AppState) -> [OutputFile] {
    let workouts = state.workouts(sortedBy: .date)
    var text = "{\n  \"version\": \(version),\n  \"workouts\": ["
    for (index, workout) in workouts.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += object(workout)
    }
    text += workouts.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return [OutputFile(path: path, text: text)]
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
    let body = members.map { "      \(string($0.0)): \($0.1)" }.joined(separator: ",\n")
    return "    {\n\(body)\n    }"
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

  /// A JSON string literal. Quotes, backslashes and control characters are escaped, and so are
  /// `<`, `>`, `&`, U+2028 and U+2029, so the file is also safe to paste into HTML or script.
  static func string(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = [0x22]
    out.reserveCapacity(bytes.count + bytes.count / 8 + 2)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if appendEscape(of: byte, to: &out) { continue }
      if byte == 0xE2, index + 1 < bytes.count, bytes[index] == 0x80,
        bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9
      {
        // U+2028 and U+2029 end lines in JavaScript.
        appendUnicodeEscape(bytes[index + 1] == 0xA8 ? 0x2028 : 0x2029, to: &out)
        index += 2
        continue
      }
      out.append(byte)
    }
    out.append(0x22)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the escape of an ASCII byte that may not appear as is; false for the others.
  private static func appendEscape(of byte: UInt8, to out: inout [UInt8]) -> Bool {
    let short: UInt8
    switch byte {
    case 0x22, 0x5C: short = byte
    case 0x0A: short = UInt8(ascii: "n")
    case 0x0D: short = UInt8(ascii: "r")
    case 0x09: short = UInt8(ascii: "t")
    case 0x3C, 0x3E, 0x26, 0x7F, 0x00..<0x20:
      appendUnicodeEscape(UInt32(byte), to: &out)
      return true
    default: return false
    }
    out.append(0x5C)
    out.append(short)
    return true
  }

  /// `\u003c`: lowercase hex, four digits.
  private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    out.append(0x5C)
    out.append(UInt8(ascii: "u"))
    for shift in [12, 8, 4, 0] { out.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
  }

}
