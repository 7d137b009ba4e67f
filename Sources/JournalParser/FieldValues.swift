import DiaryCore

/// Parses the values of the known fields; the same rules serve the journal and `diary new`.
public enum FieldValues {
  /// The largest distance accepted, in metres: more is surely a typo and would overflow totals.
  static let maximumMetres = 100_000_000.0

  /// `10.5 km`, `1500 m`, `6.2mi`, `800 yd`; a bare number means kilometres.
  public static func distance(_ text: String) -> Result<Distance, FieldError> {
    let bytes = Array(text.utf8)
    // Each of these has an "n": other text is not looked up among them.
    if bytes.contains(where: { $0 | 0x20 == UInt8(ascii: "n") }),
      ["nan", "inf", "infinity", "+inf", "-inf", "+infinity", "-infinity"].contains(
        text.lowercased())
    {
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
    if let message = commaMessage(text, bytes, numberEnd: numberEnd) {
      return .failure(FieldError(message, offset: numberEnd))
    }
    // `1e3`, `0x10 km`, `5k2`: digits and letters run together.
    if unitStart == numberEnd,
      isExponent(bytes[unitStart...]) || bytes[unitStart...].contains(where: isDigit)
    {
      return .failure(
        FieldError("distance '\(text)' must be a plain decimal number, like '10.5 km'"))
    }
    let unit: DistanceUnit
    if unitText.isEmpty {
      unit = .kilometres
    } else if let known = DistanceUnit(rawValue: unitText.lowercasedIfNeeded) {
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

  /// The message for a comma right after the number's digits: a decimal comma (`10,5 km`), or
  /// a thousands separator (`1,500 m`, three digits after it).
  private static func commaMessage(_ text: String, _ bytes: [UInt8], numberEnd: Int) -> String? {
    guard numberEnd > 0, numberEnd + 1 < bytes.count, bytes[numberEnd] == UInt8(ascii: ","),
      isDigit(bytes[numberEnd + 1])
    else { return nil }
    if bytes[..<numberEnd].contains(UInt8(ascii: ".")) {
      return "distance '\(text)' has a comma; use a dot for decimals, like '10.5 km'"
    }
    var dotted = bytes
    dotted[numberEnd] = UInt8(ascii: ".")
    let withDot = String(decoding: dotted, as: UTF8.self)
    guard bytes[(numberEnd + 1)...].prefix(while: isDigit).count == 3 else {
      return "distance '\(text)' has a decimal comma; use a dot for decimals: '\(withDot)'"
    }
    dotted.remove(at: numberEnd)
    let joined = String(decoding: dotted, as: UTF8.self)
    return "distance '\(text)' has a comma; use a dot for decimals ('\(withDot)') and no "
      + "thousands separator ('\(joined)')"
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: ".")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// `52:30` (minutes and seconds) or `1:52:30` (hours, minutes and seconds).
  public static func duration(_ text: String) -> Result<WorkoutDuration, FieldError> {
    if let plain = plainDuration(text) { return .success(plain) }
    return fullDuration(text)
  }

  /// The duration rules on characters, with a message for each way to get it wrong.
  static func fullDuration(_ text: String) -> Result<WorkoutDuration, FieldError> {
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

  /// The common case read from the bytes: `M:SS` or `H:MM:SS` in ASCII digits, each part at most
  /// six digits, seconds and minutes below 60, more than zero. Anything else (nil) goes through
  /// the full rules and their messages.
  static func plainDuration(_ text: String) -> WorkoutDuration? {
    var parts: (Int, Int, Int) = (0, 0, 0)
    var count = 1
    var digits = 0
    var current = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ":") {
        // The first part has digits; the minutes between two colons have exactly two.
        guard count == 1 ? digits > 0 : digits == 2, count < 3 else { return nil }
        if count == 1 { parts.0 = current } else { parts.1 = current }
        count += 1
        current = 0
        digits = 0
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        digits += 1
        guard digits <= 6, count == 1 || digits <= 2 else { return nil }
        current = current * 10 + Int(byte - UInt8(ascii: "0"))
      } else {
        return nil
      }
    }
    guard count >= 2, digits == 2 else { return nil }
    let duration: WorkoutDuration
    if count == 2 {
      guard current < 60 else { return nil }
      duration = WorkoutDuration(minutes: parts.0, seconds: current)
    } else {
      guard parts.1 < 60, current < 60 else { return nil }
      duration = WorkoutDuration(hours: parts.0, minutes: parts.1, seconds: current)
    }
    return duration.seconds > 0 ? duration : nil
  }

  /// `low`, `medium` or `high`, in any case.
  public static func complexity(_ text: String) -> Result<Complexity, FieldError> {
    guard let complexity = Complexity(name: text) else {
      return .failure(
        FieldError("unknown complexity '\(text)'; expected low, medium or high"))
    }
    return .success(complexity)
  }

  /// One word such as `run`, `бег`, `جري` or `🏊`: any text without spaces or control
  /// characters; stored in lowercase.
  public static func type(_ text: String) -> Result<String, FieldError> {
    // Most types are already one lowercase ASCII word: kept as they are.
    let isPlain = text.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
    if isPlain && !text.isEmpty { return .success(text) }
    let isOneWord = text.unicodeScalars.allSatisfy { scalar in
      !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
    }
    guard isOneWord else {
      return .failure(FieldError("type must be one word, like 'run', found '\(text)'"))
    }
    return .success(text.lowercased())
  }

  /// Comma-separated tags, trimmed, in lowercase, without repeats.
  public static func tags(_ text: String) -> Result<[String], FieldError> {
    if let plain = plainTags(text) { return .success(plain) }
    return fullTags(text)
  }

  /// The tag rules on characters.
  static func fullTags(_ text: String) -> Result<[String], FieldError> {
    var tags: [String] = []
    for part in text.split(separator: ",") {
      let tag = part.trimmingBlanks.lowercased()
      if !tag.isEmpty && !tags.contains(tag) { tags.append(tag) }
    }
    return .success(tags)
  }
}

extension FieldValues {
  /// Tags in lowercase ASCII (the common case), split and trimmed on the bytes; nil for any
  /// other text, which the full rules take (a comma may join the character after it).
  static func plainTags(_ text: String) -> [String]? {
    text.withUTF8Buffer { bytes -> [String]? in
      var tags: [String] = []
      // Each tag runs from `start` to the next comma, its blanks at both ends left out.
      var start = 0
      for end in 0...bytes.count {
        guard end == bytes.count || bytes[end] == UInt8(ascii: ",") else {
          let byte = bytes[end]
          let plain =
            byte.isBlank
            || (0x21..<0x7F).contains(byte)
              && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          if !plain { return nil }
          continue
        }
        var first = start
        var last = end
        while first < last, bytes[first].isBlank { first += 1 }
        while last > first, bytes[last - 1].isBlank { last -= 1 }
        if first < last {
          let name = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self)
          if !tags.contains(name) { tags.append(name) }
        }
        start = end + 1
      }
      return tags
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  var trimmingBlanks: String {
    let string = String(self)
    // Most text has nothing to trim.
    if let first = string.utf8.first, let last = string.utf8.last, !first.isBlank, !last.isBlank {
      return string
    }
    let bytes = string.utf8
    guard let start = bytes.firstIndex(where: { !$0.isBlank }),
      let last = bytes.lastIndex(where: { !$0.isBlank })
    else { return "" }
    return String(decoding: bytes[start...last], as: UTF8.self)
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
