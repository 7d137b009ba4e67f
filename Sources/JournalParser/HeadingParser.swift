import DiaryCore

/// Reads an entry heading's text: `2026-11-28 Morning intervals` or `2026-11-28 07:15 Swim`.
enum HeadingParser {
  struct Entry: Equatable {
    var date: LocalDate
    var time: TimeOfDay?
    var name: String
  }

  /// The entry, or an error with the byte offset into `text` where it starts.
  static func parse(_ text: String) -> Result<Entry, FieldError> {
    let bytes = Array(text.utf8)
    guard let date = parseDate(bytes) else {
      if looksLikeDate(bytes) {
        return .failure(
          FieldError("invalid date '\(text.prefix(10))': no such day in the calendar"))
      }
      let shown = text.count > 40 ? text.prefix(40) + "…" : text[...]
      return .failure(
        FieldError("a workout heading must start with a date like '2026-11-28', found '\(shown)'"))
    }
    var rest = bytes[10...]
    guard rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t")
    else {
      return .failure(FieldError("expected a space after the date", offset: 10))
    }
    rest = rest.trimmingLeadingBlanks
    var time: TimeOfDay?
    if rest.count >= 5, isTimeShaped(rest.prefix(5)),
      rest.count == 5 || rest.dropFirst(5).first == UInt8(ascii: " ")
    {
      let digits = Array(rest.prefix(5))
      guard let parsed = TimeOfDay(hour: number(digits[0..<2]), minute: number(digits[3..<5]))
      else {
        let shown = String(decoding: digits, as: UTF8.self)
        return .failure(FieldError("invalid time '\(shown)'", offset: rest.startIndex))
      }
      time = parsed
      rest = rest.dropFirst(5).trimmingLeadingBlanks
    }
    let name = rest.text.trimmingBlanks
    guard !name.isEmpty else {
      return .failure(FieldError("expected the workout's name after the date", offset: 10))
    }
    return .success(Entry(date: date, time: time, name: name))
  }

  static func parseDate(_ bytes: [UInt8]) -> LocalDate? {
    guard looksLikeDate(bytes) else { return nil }
    return LocalDate(
      year: number(bytes[0..<4]), month: number(bytes[5..<7]), day: number(bytes[8..<10]))
  }

  static func looksLikeDate(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 10 else { return false }
    return bytes[0..<10].enumerated().allSatisfy { index, byte in
      index == 4 || index == 7 ? byte == UInt8(ascii: "-") : isDigit(byte)
    }
  }

  private static func isTimeShaped(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.enumerated().allSatisfy { index, byte in
      index == 2 ? byte == UInt8(ascii: ":") : isDigit(byte)
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int {
    digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
  }
}
