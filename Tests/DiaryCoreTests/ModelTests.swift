import DiaryCore
import Testing

@Suite("Model values")
struct ModelTests {
  @Test(
    "LocalDate accepts only days that exist",
    arguments: [
      (2026, 2, 30, false), (2024, 2, 29, true), (2023, 2, 29, false), (1900, 2, 29, false),
      (2000, 2, 29, true), (2026, 13, 1, false), (0, 0, 0, false), (0, 1, 1, false),
      (2026, 4, 31, false), (2026, 12, 31, true), (2026, 1, 0, false), (1, 1, 1, true),
      (9999, 12, 31, true), (10000, 1, 1, false),
    ])
  func dateValidation(year: Int, month: Int, day: Int, isValid: Bool) {
    let date = LocalDate(year: year, month: month, day: day)
    #expect((date != nil) == isValid)
    if let date { #expect([date.year, date.month, date.day] == [year, month, day]) }
  }

  @Test(
    "dayNumber counts days from 1970-01-01",
    arguments: [
      ("1970-01-01", 0), ("1970-01-02", 1), ("1969-12-31", -1), ("2000-03-01", 11_017),
      ("2026-11-28", 20_785), ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
    ])
  func dayNumber(date: String, number: Int) throws {
    let parsed = try day(date)
    #expect(parsed.dayNumber == number)
    #expect(LocalDate(dayNumber: number) == parsed)
    #expect(parsed.description == date)
  }

  @Test("dayNumber and init(dayNumber:) walk the calendar one day at a time, 1896 to 2104")
  func dayNumberRoundTrip() throws {
    var date = try day("1896-01-01")
    var number = date.dayNumber
    let end = try day("2104-12-31")
    var february29s = 0
    while date < end {
      var next = (date.year, date.month, date.day + 1)
      if next.2 > LocalDate.daysIn(month: next.1, year: next.0) { next = (next.0, next.1 + 1, 1) }
      if next.1 > 12 { next = (next.0 + 1, 1, 1) }
      let expected = try #require(LocalDate(year: next.0, month: next.1, day: next.2))
      number += 1
      #expect(LocalDate(dayNumber: number) == expected)
      #expect(expected.dayNumber == number)
      #expect(date.adding(days: 1) == expected)
      if expected.month == 2 && expected.day == 29 { february29s += 1 }
      date = expected
    }
    // Leap years 1896-2104 except 1900 and 2100.
    #expect(february29s == 51)
  }

  @Test(
    "isoWeekday: 1 is Monday, 7 is Sunday",
    arguments: [
      ("2026-11-28", 6), ("2026-11-30", 1), ("2026-11-29", 7), ("1970-01-01", 4),
      ("1969-12-28", 7), ("2000-02-29", 2), ("0001-01-01", 1),
    ])
  func isoWeekday(date: String, weekday: Int) throws {
    #expect(try day(date).isoWeekday == weekday)
  }

  @Test("displayed reads like '28 Nov 2026'; description like '2026-11-28'")
  func dateText() throws {
    #expect(try day("2026-11-28").displayed == "28 Nov 2026")
    #expect(try day("2026-01-05").displayed == "5 Jan 2026")
    #expect(try day("0042-12-01").description == "0042-12-01")
    #expect(try day("2026-01-05") < day("2026-02-01"))
    #expect(try day("2025-12-31") < day("2026-01-01"))
  }

  @Test("TimeOfDay accepts 00:00 to 23:59 and prints two digits each")
  func timeOfDay() {
    #expect(TimeOfDay(hour: 24, minute: 0) == nil)
    #expect(TimeOfDay(hour: 7, minute: 60) == nil)
    #expect(TimeOfDay(hour: -1, minute: 0) == nil)
    #expect(TimeOfDay(hour: 7, minute: 5)?.description == "07:05")
    #expect(TimeOfDay(hour: 23, minute: 59)?.description == "23:59")
  }

  @Test(
    "WorkoutDuration.formatted: M:SS below an hour, H:MM:SS from an hour on",
    arguments: [
      (0, "0:00"), (59, "0:59"), (60, "1:00"), (3150, "52:30"), (3599, "59:59"),
      (3600, "1:00:00"), (3900, "1:05:00"), (36_000, "10:00:00"), (90_061, "25:01:01"),
    ])
  func durationFormatted(seconds: Int, text: String) {
    #expect(WorkoutDuration(seconds: seconds).formatted == text)
  }

  @Test("WorkoutDuration adds up hours, minutes and seconds")
  func durationParts() {
    #expect(WorkoutDuration(hours: 1, minutes: 5, seconds: 0).seconds == 3900)
    #expect(WorkoutDuration(minutes: 52, seconds: 30).seconds == 3150)
  }

  @Test(
    "Slug.make folds accents and keeps only ASCII letters and digits",
    arguments: [
      ("Morning intervals", "morning-intervals"), ("Café à Zürich", "cafe-a-zurich"),
      ("Łódź", "lodz"), ("Straße", "strasse"), ("Ærøskøbing", "aeroskobing"),
      ("../../etc/passwd", "etc-passwd"), ("", "workout"), ("🏃‍♀️🚴", "workout"),
      ("  --Run--  ", "run"), ("Gym: legs & core", "gym-legs-core"),
      ("5x800m @ 3:50", "5x800m-3-50"), ("İstanbul ŞEHİR", "istanbul-sehir"), ("...", "workout"),
      ("東京 marathon", "marathon"),
    ])
  func slug(text: String, slug: String) {
    #expect(Slug.make(text) == slug)
  }

  @Test("Slug.make stops at 80 characters and takes another fallback")
  func slugLimits() {
    #expect(Slug.make(String(repeating: "a", count: 200)) == String(repeating: "a", count: 80))
    #expect(Slug.make("!!!", fallback: "page") == "page")
  }

  @Test("Slug.make folds decomposed accents like precomposed ones")
  func slugDecomposed() {
    #expect(Slug.make("Zu\u{308}rich Cafe\u{301}") == "zurich-cafe")
  }

  @Test("WorkoutID is made from the date and the slug of the name")
  func workoutIDMaking() throws {
    let id = WorkoutID(date: try day("2026-11-28"), name: "Morning Intervals!")
    #expect(id.rawValue == "2026-11-28-morning-intervals")
    #expect(id.numbered(1) == id)
    #expect(id.numbered(3).rawValue == "2026-11-28-morning-intervals-3")
    #expect(try workout("Run 2", line: 1).baseID.rawValue == "2026-11-28-run-2")
  }

  @Test("Diagnostic prints 'path:line:column: severity: message', or 'path: …' without a line")
  func diagnosticDescription() {
    #expect(
      Diagnostic.error(at: at("a.md", 3, 5), "message").description == "a.md:3:5: error: message")
    #expect(Diagnostic.error(at: at("a.md", 0, 0), "message").description == "a.md: error: message")
    #expect(
      Diagnostic.warning(at: at("j/b.md", 12, 1), "stray").description
        == "j/b.md:12:1: warning: stray")
  }

  @Test("Diagnostics sort by path, line, column, then message; hasErrors ignores warnings")
  func diagnosticOrder() {
    let list: [Diagnostic] = [
      .error(at: at("b.md", 1, 1), "b"), .warning(at: at("a.md", 10, 1), "a10"),
      .error(at: at("a.md", 2, 9), "z"), .error(at: at("a.md", 2, 9), "y"),
      .error(at: at("a.md", 2, 3), "x"),
    ]
    #expect(
      list.sorted().map(\.description) == [
        "a.md:2:3: error: x", "a.md:2:9: error: y", "a.md:2:9: error: z",
        "a.md:10:1: warning: a10", "b.md:1:1: error: b",
      ])
    #expect(list.hasErrors)
    #expect(![Diagnostic.warning(at: at("a.md", 1, 1), "w")].hasErrors)
  }

  @Test("Distance converts to metres; Complexity reads its name in any case")
  func distanceAndComplexity() {
    #expect(Distance(10.5, .kilometres).metres == 10_500)
    #expect(abs(Distance(0.3, .miles).metres - 482.8032) < 1e-9)
    #expect(abs(Distance(800, .yards).metres - 731.52) < 1e-9)
    #expect(Distance(10, .kilometres).metres > Distance(5, .kilometres).metres)
    #expect(Distance(800, .metres).metres > Distance(0.3, .miles).metres)
    #expect(Complexity(name: "HIGH") == .high)
    #expect(Complexity(name: "Low") == .low)
    #expect(Complexity(name: "extreme") == nil)
    #expect(Complexity.allCases.sorted(by: >).map(\.name) == ["high", "medium", "low"])
  }

  @Test(
    "DecimalFormat rounds to the digits asked, drops trailing zeros, and adds the unit",
    arguments: [
      (10.5, 2, "", "10.5"), (10.0, 2, "", "10"), (0.05, 2, "", "0.05"), (5.004, 2, "", "5"),
      (-1.25, 1, "", "-1.3"), (-0.001, 2, "", "0"), (123.456, 0, "", "123"),
      (1e16, 2, "", "10000000000000000"), (Double.nan, 2, "", "0"),
      (Double.infinity, 1, "km", "0 km"), (12.345, 1, "km", "12.3 km"), (3.0, 2, "mi", "3 mi"),
      (0.5, -3, "", "1"), (1.25, 40, "", "1.25"),
    ])
  func decimalFormat(value: Double, digits: Int, unit: String, text: String) {
    #expect(DecimalFormat.string(value, fractionDigits: digits, unit: unit) == text)
    if unit.isEmpty { #expect(DecimalFormat.string(value, fractionDigits: digits) == text) }
  }

  @Test(
    "distances shown to people group thousands: one rule for workouts, totals and axes",
    arguments: [
      (1_234_567.0, nil, "1,235 km"), (999_400, nil, "999 km"), (48_182_300, nil, "48,182 km"),
      (21_097.5, nil, "21.1 km"), (1_500, "swim", "1,500 m"), (18_606, "swim", "18,606 m"),
      (18_606, "run", "18.6 km"), (0, "swim", "–"), (0, nil, "–"),
    ] as [(Double, String?, String)])
  func groupedDistances(metres: Double, type: String?, text: String) {
    #expect(UnitSystem.metric.formatTotal(metres: metres, type: type) == text)
    #expect(
      DecimalFormat.string(12_345.678, fractionDigits: 1, unit: "km", isGrouped: true)
        == "12,345.7 km")
    #expect(DecimalFormat.string(-1234, fractionDigits: 0, unit: "", isGrouped: true) == "-1,234")
  }

  @Test("paces: minutes per km or 100 m with two-digit seconds, speeds to a tenth")
  func paces() {
    #expect(Pace.format(secondsPerMetre: 0.3, kind: .perDistance, units: .metric) == "5:00 /km")
    #expect(
      Pace.format(secondsPerMetre: 1.25, kind: .perHundred, units: .metric) == "2:05 /100 m")
    #expect(
      Pace.format(secondsPerMetre: 3600 / 27_300, kind: .speed, units: .metric) == "27.3 km/h")
    #expect(
      Pace.format(secondsPerMetre: .infinity, kind: .perDistance, units: .imperial) == "– /mi")
  }
}
