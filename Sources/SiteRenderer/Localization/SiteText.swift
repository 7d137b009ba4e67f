import DiaryCore
import Mustache

/// The site's words and figures as its language writes them, in its units: every text the
/// pages and charts make in Swift comes from here. Figures are made the English way by
/// DiaryCore's formatters, then written the language's way (`Localization.measure`), so the
/// data exports keep one code path and stay English.
struct SiteText: Sendable {
  let words: Localization
  let units: UnitSystem
  /// The words beside the complexity colours, by `Complexity.rawValue`: on every row.
  private let complexities: [String]

  init(_ words: Localization, units: UnitSystem) {
    self.words = words
    self.units = units
    complexities = Complexity.allCases.map { words.text("complexity.\($0.name)") }
  }

  static let english = SiteText(.english, units: .metric)
  static let englishImperial = SiteText(.english, units: .imperial)

  /// Whether charts mirror their time axis (newest on the left) for a right-to-left language.
  var isMirrored: Bool { words.direction == .rightToLeft }

  // MARK: Words

  /// The text of `key`, its `{name}`s filled by `values`.
  func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
    values.isEmpty ? words.text(key) : words.text(key, values)
  }

  /// The form of `key` for `count` (`count.workouts` gives "1 workout", "2 workouts").
  func count(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
    words.count(key, count, values)
  }

  /// "3 workouts".
  func workouts(_ count: Int) -> String { words.count("count.workouts", count) }

  /// The text of `key` as HTML, each `{name}` replaced by the HTML in `html`.
  func html(_ key: String, _ html: [String: String]) -> String { words.html(key, html) }

  /// `Low`, `Medium`, `High`: the word beside a complexity colour.
  func complexity(_ complexity: Complexity) -> String { complexities[complexity.rawValue] }

  /// A race distance's name (`5 km`, `half marathon`) as the language says it.
  func race(_ name: String) -> String { words.text("race.\(Slug.make(name, fallback: "race"))") }

  /// A best effort's distance (`1 km`, `Half marathon`) as the language says it.
  func effort(_ name: String) -> String {
    words.text("effort.\(Slug.make(name, fallback: "effort"))")
  }

  /// `run`, or `no type` for workouts without one.
  func type(_ type: String?) -> String { type ?? words.text("type.none") }

  // MARK: Figures

  /// An English figure (`10.5 km`, `5:00 /km`) written the language's way.
  func measure(_ english: String) -> String { words.measure(english) }

  /// `1,234`, grouped as the language groups it.
  func number(_ value: Int) -> String { words.number(DecimalFormat.grouped(value)) }

  /// A workout's distance: swims in metres or yards, anything else in km or mi.
  func distance(_ distance: Distance, type: String?) -> String {
    measure(units.format(distance, type: type))
  }

  /// `5.25 km`, `21.1 km`, `1,235 km`.
  func distance(metres: Double) -> String { measure(units.format(metres: metres)) }

  /// A distance, or a dash for none.
  func distanceOrDash(metres: Double, type: String? = nil) -> String {
    measure(units.formatTotal(metres: metres, type: type))
  }

  /// A workout's time as written: `52:30`, `1:49:32`.
  func duration(_ duration: WorkoutDuration) -> String { measure(duration.formatted) }

  /// A total of training time: `45 min`, `1 h 20 min`; a dash for none.
  func trainingTime(seconds: Int) -> String { measure(TrainingTime.text(seconds: seconds)) }

  /// The workout's pace or speed in the form its sport uses; nil without one.
  func pace(_ workout: Workout) -> String? {
    Pace.formatted(workout, units: units).map(measure)
  }

  func pace(secondsPerMetre: Double, kind: Pace.Kind) -> String {
    measure(Pace.format(secondsPerMetre: secondsPerMetre, kind: kind, units: units))
  }

  /// `28 Nov 2026`.
  func date(_ date: LocalDate) -> String { words.date(date) }

  /// `November 2026` in a sentence.
  func month(_ date: LocalDate) -> String { words.month(date.month, of: date.year) }

  /// `November 2026` as a heading or a table's row names it.
  func monthTitle(_ date: LocalDate) -> String { words.monthTitle(date.month, of: date.year) }

  /// `Nov`.
  func shortMonth(_ month: Int) -> String { words.text("month.short.\(month)") }

  /// `2026`: a year as the language writes its digits, never grouped.
  func year(_ year: Int) -> String { words.number(String(year)) }

  /// `30 Mar – 3 Apr 2026`.
  func range(_ first: LocalDate, _ last: LocalDate) -> String { words.range(first, last) }

  /// `<time datetime="2026-11-28">28 Nov 2026</time>`, for a date inside a sentence.
  func timeHTML(_ date: LocalDate) -> String {
    "<time datetime=\"\(date)\">\(escapeHTML(self.date(date)))</time>"
  }
}
