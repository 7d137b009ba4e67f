import DiaryCore

/// Parses the values of the known fields; the same rules serve the journal and `diary new`.
public enum FieldValues {
  /// The largest distance accepted, in metres: more is surely a typo and would overflow totals.
  static let maximumMetres = 100_000_000.0

  /// `10.5 km`, `1500 m`, `6.2mi`, `800 yd`; a bare number means kilometres.
  public static func distance(_ text: String) -> Result<Distance, FieldError> {
    let bytes = Array(text.utf8)
    let lowered = text.lowercased()
    if ["nan", "inf", "infinity", "+inf", "-inf", "+infinity", "-infinity"].contains(lowered) {
      return .failure(FieldError("distance '\(text)' is not a finite number"))
    }
    if bytes.first == UInt8(ascii: "-") {
      return .failure(FieldError("distance '\(text)' must not be negative"))
    }
    let numberEnd = bytes.firstIndex { !isNumberByte($0) } ?? bytes.count
    guard numberEnd > 0, let value = Double(String(decoding: bytes[..<numberEnd], as: UTF8.self))
    else {
      return .failure(FieldError("expected a distance like '10.5 km', found '\(text)'"))
    }
    let unitStart =
      bytes[numberEnd...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      ?? bytes.count
    let unitText = String(decoding: bytes[unitStart...], as: UTF8.self)
    if unitStart == numberEnd, isExponent(bytes[unitStart...]) {
      return .failure(
        FieldError("distance '\(text)' must be a plain decimal number, like '10.5 km'"))
    }
    let unit: DistanceUnit
    if unitText.isEmpty {
      unit = .kilometres
    } else if let known = DistanceUnit(rawValue: unitText.lowercased()) {
      unit = known
    } else {
      return .failure(
        FieldError("unknown unit '\(unitText)'; expected km, m, mi or yd", offset: unitStart))
    }
    let distance = Distance(value, unit)
    guard value.isFinite, distance.metres.isFinite else {
      return .failure(FieldError("distance '\(text)' is not a finite number"))
    }
    guard value > 0 else {
      return .failure(
        FieldError("distance must be greater than zero; leave the field out when there is none"))
    }
    guard distance.metres <= maximumMetres else {
      return .failure(FieldError("distance '\(text)' is too large (over 100000 km)"))
    }
    return .success(distance)
  }

  /// `e400`, `E-3`, `e+5 km`: scientific notation right after the digits.
  private static func isExponent(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let first = bytes.first, first | 0x20 == UInt8(ascii: "e") else { return false }
    let rest = bytes.dropFirst().drop { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
    return rest.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
  }

  /// `52:30` (minutes and seconds) or `1:52:30` (hours, minutes and seconds).
  public static func duration(_ text: String) -> Result<WorkoutDuration, FieldError> {
    if text.hasPrefix("-") {
      return .failure(FieldError("duration '\(text)' must not be negative"))
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let numbers = parts.map { part in
      part.utf8.count <= 6 && part.allSatisfy(\.isASCIIDigit) ? Int(part) : nil
    }
    guard (2...3).contains(parts.count), parts.dropFirst().allSatisfy({ $0.utf8.count == 2 }),
      numbers.allSatisfy({ $0 != nil })
    else {
      return .failure(FieldError("expected a duration like '52:30' or '1:05:00', found '\(text)'"))
    }
    let values = numbers.compactMap { $0 }
    let seconds = values[values.count - 1]
    let minutes = values[values.count - 2]
    let hours = values.count == 3 ? values[0] : 0
    if seconds >= 60 {
      return .failure(FieldError("invalid duration '\(text)': seconds must be below 60"))
    }
    if values.count == 3 && minutes >= 60 {
      return .failure(FieldError("invalid duration '\(text)': minutes must be below 60"))
    }
    let duration = WorkoutDuration(hours: hours, minutes: minutes, seconds: seconds)
    guard duration.seconds > 0 else {
      return .failure(FieldError("duration must be greater than zero"))
    }
    return .success(duration)
  }

  /// `low`, `medium` or `high`, in any case.
  public static func complexity(_ text: String) -> Result<Complexity, FieldError> {
    guard let complexity = Complexity(name: text) else {
      return .failure(
        FieldError("unknown complexity '\(text)'; expected low, medium or high"))
    }
    return .success(complexity)
  }

  /// One word such as `run`; stored in lowercase.
  public static func type(_ text: String) -> Result<String, FieldError> {
    guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      return .failure(FieldError("type must be one word, like 'run', found '\(text)'"))
    }
    return .success(text.lowercased())
  }

  /// Comma-separated tags, trimmed, in lowercase, without repeats.
  public static func tags(_ text: String) -> Result<[String], FieldError> {
    var tags: [String] = []
    for part in text.split(separator: ",") {
      let tag = part.trimmingBlanks.lowercased()
      if !tag.isEmpty && !tags.contains(tag) { tags.append(tag) }
    }
    return .success(tags)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  var trimmingBlanks: String {
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
    let string = String(self)
    let bytes = string.utf8
    guard let start = bytes.firstIndex(where: { !isBlank($0) }),
      let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(decoding: bytes[start...last], as: UTF8.self)
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
