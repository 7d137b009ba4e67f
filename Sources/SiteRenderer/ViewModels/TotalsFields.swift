import DiaryCore
import Mustache

/// The template fields for the totals of a set of workouts: count, distance and time, each
/// written as everywhere else on the site (a dash for none).
enum TotalsFields {
  /// `count` ("1,234"), `countLabel` ("3 workouts"), `distance` ("12.5 km", or "1,500 m" for
  /// swims: `type` is the one type of the workouts, when they have one) and `duration`
  /// ("4 h 10 min").
  static func make(_ totals: Totals, text: SiteText, type: String? = nil) -> MustacheValue {
    .object([
      "count": .string(text.number(totals.count)),
      "countLabel": .string(text.workouts(totals.count)),
      "distance": .string(text.distanceOrDash(metres: totals.metres, type: type)),
      "duration": .string(text.trainingTime(seconds: totals.seconds)),
    ])
  }
}
