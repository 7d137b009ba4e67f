import DiaryCore
import Mustache

/// The template fields for the totals of a set of workouts: count, distance and time.
enum TotalsFields {
  /// `count` ("1,234"), `countLabel` ("3 workouts"), `distance` ("12.5 km") and `duration` ("1:02:30").
  static func make(_ totals: Totals, config: SiteConfig) -> MustacheValue {
    .object([
      "count": .string(DecimalFormat.grouped(totals.count)),
      "countLabel": .string(countLabel(totals.count)),
      "distance": .string(config.units.format(metres: totals.metres)),
      "duration": .string(WorkoutDuration(seconds: totals.seconds).formatted),
    ])
  }

  /// "1 workout", "2,345 workouts".
  static func countLabel(_ count: Int) -> String {
    "\(DecimalFormat.grouped(count)) workout\(count == 1 ? "" : "s")"
  }
}
