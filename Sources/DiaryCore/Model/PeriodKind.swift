/// A kind of calendar period: a week (starting on the configured weekday), a month or a year.
public enum PeriodKind: String, CaseIterable, Hashable, Sendable, Codable {
  case week, month, year

  /// The first day of the period of this kind holding `date`.
  public func start(containing date: LocalDate, weekStart: Int) -> LocalDate {
    switch self {
    case .week: Stats.startOfWeek(containing: date, weekStart: weekStart)
    case .month: LocalDate(firstOfMonth: date.month, year: date.year)
    case .year: LocalDate(firstOfMonth: 1, year: date.year)
    }
  }

  /// The first day of the period `count` periods after the one starting on `start` (before it
  /// when `count` is negative).
  public func start(_ count: Int, after start: LocalDate) -> LocalDate {
    switch self {
    case .week: return start.adding(days: 7 * count)
    case .month:
      let months = start.year * 12 + start.month - 1 + count
      let year = months >= 0 ? months / 12 : (months - 11) / 12
      return LocalDate(firstOfMonth: months - year * 12 + 1, year: year)
    case .year: return LocalDate(firstOfMonth: 1, year: start.year + count)
    }
  }

  /// How many periods of this kind the period holding `date` is after the one starting on
  /// `start` (a period start of this kind): 0 for the same period.
  public func index(of date: LocalDate, from start: LocalDate) -> Int {
    switch self {
    case .week:
      let days = date.dayNumber - start.dayNumber
      return days >= 0 ? days / 7 : (days - 6) / 7
    case .month: return (date.year - start.year) * 12 + date.month - start.month
    case .year: return date.year - start.year
    }
  }
}

extension LocalDate {
  /// The first day of a month (1...12) of a year.
  public init(firstOfMonth month: Int, year: Int) {
    self.init(dayNumber: LocalDate.dayNumber(year: year, month: month, day: 1))
  }

  /// The same month and day `years` years later (earlier when negative); 29 February becomes
  /// 28 February in a year that has none.
  public func adding(years: Int) -> LocalDate {
    let year = self.year + years
    let day = min(self.day, LocalDate.daysIn(month: month, year: year))
    return LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: month, day: day))
  }

  /// The day of the year, 1 for 1 January.
  public var dayOfYear: Int { dayNumber - LocalDate(firstOfMonth: 1, year: year).dayNumber + 1 }
}
