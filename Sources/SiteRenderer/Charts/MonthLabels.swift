import DiaryCore

/// Month names along a time axis of weeks, at the week holding each month's first day.
enum MonthLabels {
  /// Roughly how wide a character of a label is at 16 units (the size phones use).
  static let characterWidth = 8.5

  /// `<text>` labels; `x` gives a week's left edge before `mirror`. January also names its
  /// year. A label that would overlap the one before or run past `limit` is left out.
  static func svg(
    weekStarts: [LocalDate], x: (Int) -> Double, y: Double, limit: Double, mirror: ChartMirror,
    text: SiteText
  ) -> [String] {
    var labels: [String] = []
    var free = -Double.infinity
    for (index, start) in weekStarts.enumerated() {
      guard let first = firstOfMonth(inWeekFrom: start) else { continue }
      let label = self.label(first, text: text)
      let left = x(index)
      let right = left + Double(label.count) * characterWidth
      guard left >= free, right <= limit else { continue }
      labels.append(SVGText.text(label, x: mirror.x(left), y: y))
      free = right + characterWidth
    }
    return labels
  }

  /// `Mar`, or `Jan 2026` for a year's first month.
  static func label(_ first: LocalDate, text: SiteText) -> String {
    let name = text.shortMonth(first.month)
    return first.month == 1
      ? text("date.month-short", ["month": name, "year": text.year(first.year)]) : name
  }

  /// The first day of a month within the seven days from `start`, if there is one.
  static func firstOfMonth(inWeekFrom start: LocalDate) -> LocalDate? {
    if start.day == 1 { return start }
    let end = start.adding(days: 6)
    return end.day < start.day ? LocalDate(year: end.year, month: end.month, day: 1) : nil
  }
}
