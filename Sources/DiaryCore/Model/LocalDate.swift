/// A calendar day as written in the journal: never shifted by a time zone.
public struct LocalDate: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  public var year: Int
  public var month: Int
  public var day: Int

  /// Returns nil unless the day exists in the proleptic Gregorian calendar (years 1...9999).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...LocalDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `dayNumber` days after 1970-01-01 (negative before).
  public init(dayNumber: Int) {
    // Howard Hinnant's civil_from_days.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    day = doy - (153 * mp + 2) / 5 + 1
    month = mp < 10 ? mp + 3 : mp - 9
    year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  }

  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01.
  public var dayNumber: Int { LocalDate.dayNumber(year: year, month: month, day: day) }

  /// Days since 1970-01-01 of a valid day.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// 1 = Monday ... 7 = Sunday (ISO 8601).
  public var isoWeekday: Int {
    let weekday = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday
    return (weekday < 0 ? weekday + 7 : weekday) + 1
  }

  public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// `2026-11-28`.
  public var description: String {
    guard (0...9999).contains(year) else {
      let yyyy = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
      return "\(yyyy)-\(twoDigits(month))-\(twoDigits(day))"
    }
    // Written digit by digit: dates are formatted for every row of every page.
    func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(value % 10) }
    let bytes: [UInt8] = [
      digit(year / 1000), digit(year / 100), digit(year / 10), digit(year), UInt8(ascii: "-"),
      digit(month / 10), digit(month), UInt8(ascii: "-"), digit(day / 10), digit(day),
    ]
    return String(decoding: bytes, as: UTF8.self)
  }

  public static let monthAbbreviations = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  public static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// `28 Nov 2026`.
  public var displayed: String {
    ASCIIText.make { text in
      text.append(day)
      text.append(UInt8(ascii: " "))
      text.append(LocalDate.monthAbbreviations[month - 1])
      text.append(UInt8(ascii: " "))
      text.append(year)
    }
  }
}

/// A time of day as written, `07:15`.
public struct TimeOfDay: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  public var hour: Int
  public var minute: Int

  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
  }

  public var description: String {
    ASCIIText.make { text in
      text.appendTwoDigits(hour)
      text.append(UInt8(ascii: ":"))
      text.appendTwoDigits(minute)
    }
  }
}
