import DiaryCore

/// A contribution-style calendar: a column per week, a row per weekday, days shaded by level,
/// each training day a link to its first workout.
enum TrainingHeatmap {
  /// Room for a weekday's name at 16 units, as phones show it.
  static let left = 36.0
  static let top = 20.0
  static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// The calendar as SVG, its links relative to `root`; the months' figures are also in a
  /// table beside it.
  static func svg(_ calendar: Stats.TrainingCalendar, id: String, title: String, root: String)
    -> String
  {
    let pitch = (ChartFrame.width - left) / Double(max(calendar.weeks.count, 53))
    let cell = SVGText.number(pitch - 1.5)
    let height = top + pitch * 7
    var parts = [
      SVGText.open(
        id: id, width: ChartFrame.width, height: height, title: title,
        description: description(calendar), role: "group")
    ]
    let firstWeekday = (1...7).contains(calendar.weekStart) ? calendar.weekStart : 1
    for row in [0, 3, 6] {
      let name = weekdayNames[(firstWeekday - 1 + row) % 7]
      parts.append(SVGText.text(name, x: 0, y: top + pitch * Double(row) + pitch - 1))
    }
    parts.append(
      contentsOf: MonthLabels.svg(
        weekStarts: calendar.weeks.compactMap { $0.first?.date },
        x: { left + pitch * Double($0) }, y: top - 6, limit: ChartFrame.width))
    // A square a day, 371 of them: written as bytes, with the numbers every square shares
    // formatted once.
    var squares: [UInt8] = []
    squares.reserveCapacity(calendar.days.count * 128)
    let radius = SVGText.number(1.5)
    let rows = (0..<7).map { SVGText.number(top + pitch * Double($0)) }
    for (column, week) in calendar.weeks.enumerated() {
      let x = SVGText.number(left + pitch * Double(column))
      for day in week {
        squares.append(UInt8(ascii: "\n"))
        let y = rows[calendar.row(of: day.date)]
        guard let workout = day.firstWorkout else {
          SVGText.appendRect(
            to: &squares, x: x, y: y, width: cell, height: cell, className: "lvl0",
            radius: radius, tooltip: tooltip(day))
          continue
        }
        squares.append(contentsOf: "<a href=\"\(root)\(Links.workout(workout.id))\">".utf8)
        squares.append(contentsOf: SVGText.title(tooltip(day)).utf8)
        SVGText.appendRect(
          to: &squares, x: x, y: y, width: cell, height: cell, className: "lvl\(day.level)",
          radius: radius, tooltip: nil)
        squares.append(contentsOf: "</a>".utf8)
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
      + "a column per week; darker squares mean more training time, and each day with a "
      + "workout links to its first workout. \(trained) of \(days.count) days had a workout."
  }

  /// What each level means, for the legend.
  static let levelLabels = [
    "rest day", "under 30 min or time not given", "30 to 59 min", "1 h to 1 h 59 min",
    "2 h or more",
  ]
}
