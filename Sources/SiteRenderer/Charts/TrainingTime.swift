import DiaryCore

/// A total of training time, the same way on every page: `45 min`, `1 h 20 min`, `1,131 h
/// 44 min` (rounded to the minute), or a dash for none. A number and its unit are joined by a
/// no-break space, so a narrow cell wraps it only between the hours and the minutes. A single
/// workout's time keeps the journal's `1:37:10`.
enum TrainingTime {
  static func text(seconds: Int) -> String {
    guard seconds > 0 else { return "–" }
    let minutes = (seconds + 30) / 60
    let hours = minutes / 60
    if hours == 0 { return "\(minutes)\u{A0}min" }
    let whole = "\(DecimalFormat.grouped(hours))\u{A0}h"
    return minutes % 60 == 0 ? whole : "\(whole) \(minutes % 60)\u{A0}min"
  }
}
