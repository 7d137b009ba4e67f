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
    // A square a day, 371 of them: written as bytes, with the numbers every square shares
    // formatted once.
    var squares: [UInt8] = []
    squares.reserveCapacity(calendar.days.count * 128)
    let size = SVGText.number(cell)
    let radius = SVGText.number(2)
    let rows = (0..<7).map { SVGText.number(top + pitch * Double($0)) }
    for (column, week) in calendar.weeks.enumerated() {
      let x = SVGText.number(left + pitch * Double(column))
      for (row, day) in week.enumerated() {
        let y = row < rows.count ? rows[row] : SVGText.number(top + pitch * Double(row))
        squares.append(UInt8(ascii: "\n"))
        SVGText.appendRect(
          to: &squares, x: x, y: y, width: size, height: size, className: "lvl\(day.level)",
          radius: radius, tooltip: tooltip(day))
      }
    }
    return parts.joined(separator: "\n") + String(decoding: squares, as: UTF8.self) + "\n</svg>"
  }

  static func tooltip(_ day: Stats.TrainingCalendar.Day) -> String {
    var text = weekdayNames[day.date.isoWeekday - 1]
    text += " "
    text += day.date.displayed
    guard day.isTrainingDay else { return text + ": rest" }
    text += ": "
    text += String(day.workoutCount)
    text += day.workoutCount == 1 ? " workout" : " workouts"
    if day.seconds > 0 {
      text += ", "
      text += TrainingTime.text(seconds: day.seconds)
    }
    return text
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
