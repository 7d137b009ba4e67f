import DiaryCore

/// A total of training time, the same way on every page: `45 min`, `1 h 20 min`, `1,131 h
/// 44 min` (rounded to the minute), or a dash for none, in English (`SiteText.trainingTime`
/// writes it the site's way). A single workout's time keeps the journal's `1:37:10`.
enum TrainingTime {
  static func text(seconds: Int) -> String {
    guard seconds > 0 else { return "–" }
    let minutes = (seconds + 30) / 60
    let hours = minutes / 60
    if hours == 0 { return "\(minutes) min" }
    let whole = "\(DecimalFormat.grouped(hours)) h"
    return minutes % 60 == 0 ? whole : "\(whole) \(minutes % 60) min"
  }
}
