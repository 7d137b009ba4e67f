import DiaryCore

/// A contribution-style calendar: a column per week, a row per weekday, days shaded by level.
enum TrainingHeatmap {
  static let cell = 11.0
  static let pitch = 14.0
  static let left = 34.0
  static let top = 20.0
  static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// The calendar as SVG; the months' figures are also in the table beside it.
  static func svg(_ calendar: Stats.TrainingCalendar) -> String {
    let width = left + pitch * Double(max(calendar.weeks.count, 1))
    let height = top + pitch * 7
    var parts = [
      SVGText.open(
        id: "chart-calendar", width: width, height: height,
        title: "Days trained, last \(calendar.weeks.count) weeks",
        description: description(calendar))
    ]
    let firstWeekday = calendar.days.first?.date.isoWeekday ?? 1
    for row in stride(from: 0, to: 7, by: 2) {
      let name = weekdayNames[(firstWeekday - 1 + row) % 7]
      parts.append(SVGText.text(name, x: 0, y: top + pitch * Double(row) + cell - 1))
    }
    parts.append(
      contentsOf: MonthLabels.svg(
        weekStarts: calendar.weeks.compactMap { $0.first?.date },
        x: { left + pitch * Double($0) }, y: top - 7, limit: width))
    for (column, week) in calendar.weeks.enumerated() {
      for (row, day) in week.enumerated() {
        parts.append(
          SVGText.rect(
            x: left + pitch * Double(column), y: top + pitch * Double(row), width: cell,
            height: cell, className: "lvl\(day.level)", radius: 2, tooltip: tooltip(day)))
      }
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  static func tooltip(_ day: Stats.TrainingCalendar.Day) -> String {
    let name = weekdayNames[day.date.isoWeekday - 1]
    guard day.isTrainingDay else { return "\(name) \(day.date.displayed): rest" }
    let count = "\(day.workoutCount) workout\(day.workoutCount == 1 ? "" : "s")"
    let time = day.seconds > 0 ? ", \(TrainingTime.text(seconds: day.seconds))" : ""
    return "\(name) \(day.date.displayed): \(count)\(time)"
  }

  static func description(_ calendar: Stats.TrainingCalendar) -> String {
    let days = calendar.days
    guard let first = days.first, let last = days.last else { return "No data." }
    let trained = days.filter(\.isTrainingDay).count
    return "A square for each day from \(first.date.displayed) to \(last.date.displayed), "
      + "a column per week; darker squares mean more training time. "
      + "\(trained) of \(days.count) days had a workout."
  }

  /// What each level means, for the legend.
  static let levelLabels = [
    "rest day", "under 30 min or time not given", "30 to 59 min", "1 h to 1 h 59 min",
    "2 h or more",
  ]
}
