import DiaryCore

/// The date and time rules of entry headings, for values given elsewhere (`diary new --date`),
/// with the same messages as the parser.
public enum HeadingValues {
  /// `2026-11-28`: a day that exists in the calendar.
  public static func date(_ text: String) -> Result<LocalDate, FieldError> {
    guard text.utf8.count == 10, HeadingParser.looksLikeDate(Array(text.utf8)) else {
      return .failure(FieldError("expected a date like '2026-11-28', found '\(text)'"))
    }
    switch HeadingParser.parse(text + " x") {
    case .success(let entry): return .success(entry.date)
    case .failure(let error): return .failure(error)
    }
  }

  /// `07:15`: 24-hour hours and minutes.
  public static func time(_ text: String) -> Result<TimeOfDay, FieldError> {
    guard text.utf8.count == 5 else {
      return .failure(FieldError("expected a time like '07:15', found '\(text)'"))
    }
    switch HeadingParser.parse("2000-01-01 \(text) x") {
    case .success(let entry):
      guard let time = entry.time else {
        return .failure(FieldError("expected a time like '07:15', found '\(text)'"))
      }
      return .success(time)
    case .failure(let error):
      return .failure(FieldError(error.message))
    }
  }
}
