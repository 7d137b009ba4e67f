import DiaryCore
import Mustache

/// The template fields for the totals of a set of workouts: count, distance and time, each
/// written as everywhere else on the site (a dash for none).
enum TotalsFields {
  /// `count` ("1,234"), `countLabel` ("3 workouts"), `distance` ("12.5 km", or "1,500 m" for
  /// swims: `type` is the one type of the workouts, when they have one) and `duration`
  /// ("4 h 10 min").
  static func make(_ totals: Totals, config: SiteConfig, type: String? = nil) -> MustacheValue {
    .object([
      "count": .string(DecimalFormat.grouped(totals.count)),
      "countLabel": .string(countLabel(totals.count)),
      "distance": .string(config.units.formatTotal(metres: totals.metres, type: type)),
      "duration": .string(TrainingTime.text(seconds: totals.seconds)),
    ])
  }

  /// "1 workout", "2,345 workouts".
  static func countLabel(_ count: Int) -> String {
    "\(DecimalFormat.grouped(count)) workout\(count == 1 ? "" : "s")"
  }
}
