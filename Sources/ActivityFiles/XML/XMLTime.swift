/// Parses the ISO 8601 times of GPX and TCX files: `2019-04-18T14:12:19Z`,
/// `2019-04-18T14:12:19.123Z`, `2019-04-18T16:12:19+02:00` (or `+0200`), and a time without a
/// zone, which is taken as UTC (the GPX and TCX schemas say times are UTC).
enum XMLTime {
  /// A parsed time: UTC seconds since 1970, and the offset written after it (local − UTC, in
  /// seconds) when it was an explicit offset rather than `Z` or nothing.
  struct Value: Equatable {
    let utc: Double
    let offset: Int?
  }

  /// The time written in `bytes`, or `nil` when they are not such a time (spaces around it are
  /// ignored).
  static func parse(_ bytes: ArraySlice<UInt8>) -> Value? {
    var scanner = Scanner(bytes)
    scanner.skipSpaces()
    guard let year = scanner.digits(4), scanner.take(UInt8(ascii: "-")),
      let month = scanner.digits(2), scanner.take(UInt8(ascii: "-")),
      let day = scanner.digits(2), scanner.take(UInt8(ascii: "T")) || scanner.take(0x20),
      let hour = scanner.digits(2), scanner.take(UInt8(ascii: ":")),
      let minute = scanner.digits(2), scanner.take(UInt8(ascii: ":")),
      let second = scanner.digits(2),
      (1...12).contains(month), (1...31).contains(day), hour <= 24, minute <= 59, second <= 60
    else { return nil }
    var fraction = 0.0
    if scanner.take(UInt8(ascii: ".")) || scanner.take(UInt8(ascii: ",")) {
      var scale = 0.1
      var any = false
      while let digit = scanner.digit() {
        fraction += Double(digit) * scale
        scale /= 10
        any = true
      }
      guard any else { return nil }
    }
    var offset: Int?
    if scanner.take(UInt8(ascii: "Z")) || scanner.take(UInt8(ascii: "z")) {
      offset = nil
    } else if let sign = scanner.sign() {
      guard let hours = scanner.digits(2) else { return nil }
      _ = scanner.take(UInt8(ascii: ":"))
      let minutes = scanner.digits(2) ?? 0
      guard hours <= 14, minutes <= 59 else { return nil }
      offset = sign * (hours * 3600 + minutes * 60)
    }
    scanner.skipSpaces()
    guard scanner.atEnd else { return nil }
    let days = CivilDate.days(year: year, month: month, day: day)
    let local = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
    return Value(utc: local - Double(offset ?? 0), offset: offset)
  }

  /// A cursor over ASCII bytes.
  private struct Scanner {
    let bytes: ArraySlice<UInt8>
    var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      index = bytes.startIndex
    }

    var atEnd: Bool { index == bytes.endIndex }

    mutating func skipSpaces() {
      while index < bytes.endIndex && (bytes[index] == 0x20 || (9...13).contains(bytes[index])) {
        index += 1
      }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.endIndex && bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func digit() -> Int? {
      guard index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) else { return nil }
      index += 1
      return Int(bytes[index - 1] - 0x30)
    }

    mutating func digits(_ count: Int) -> Int? {
      var value = 0
      for _ in 0..<count {
        guard let digit = digit() else { return nil }
        value = value * 10 + digit
      }
      return value
    }

    mutating func sign() -> Int? {
      if take(UInt8(ascii: "+")) { return 1 }
      if take(UInt8(ascii: "-")) { return -1 }
      return nil
    }
  }
}

/// Days between 1970-01-01 and a date of the proleptic Gregorian calendar.
enum CivilDate {
  /// The number of days from 1970-01-01 to `year-month-day` (negative before it).
  static func days(year: Int, month: Int, day: Int) -> Int {
    // Count from 0000-03-01 so that the leap day ends each 4-year cycle; 719,468 days lie
    // between that date and 1970-01-01.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
