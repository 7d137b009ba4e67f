import DiaryCore

/// A contribution-style calendar: a column per week, a row per weekday, days shaded by level,
/// each training day a link to its first workout.
enum TrainingHeatmap {
  static let top = 20.0
  /// How many shades a day can have, from a rest day's to the most training's.
  static let levelCount = 5

  /// The calendar as SVG, its links relative to `root`; the months' figures are also in a
  /// table beside it.
  static func svg(
    _ calendar: Stats.TrainingCalendar, id: String, title: String, root: String, text: SiteText
  ) -> String {
    let firstWeekday = (1...7).contains(calendar.weekStart) ? calendar.weekStart : 1
    let names = [0, 3, 6].map { text("weekday.short.\((firstWeekday - 1 + $0) % 7 + 1)") }
    // Room for the weekdays' names at 16 units, as phones show them: 36 units for three letters.
    let left = max(36, Double(names.map(\.count).max() ?? 0) * 7.5 + 4)
    let pitch = (ChartFrame.width - left) / Double(max(calendar.weeks.count, 53))
    let cell = SVGText.number(pitch - 1.5)
    let height = top + pitch * 7
    let mirror = ChartMirror(width: ChartFrame.width, isOn: text.isMirrored)
    var parts = [
      SVGText.open(
        id: id, width: ChartFrame.width, height: height, title: title,
        description: description(calendar, text: text), role: "group")
    ]
    for (index, name) in names.enumerated() {
      let row = Double(index * 3)
      parts.append(SVGText.text(name, x: mirror.x(0), y: top + pitch * row + pitch - 1))
    }
    parts.append(
      contentsOf: MonthLabels.svg(
        weekStarts: calendar.weeks.compactMap { $0.first?.date },
        x: { left + pitch * Double($0) }, y: top - 6, limit: ChartFrame.width, mirror: mirror,
        text: text))
    // A square a day, 371 of them: written as bytes, with the numbers every square shares
    // formatted once.
    var squares: [UInt8] = []
    squares.reserveCapacity(calendar.days.count * 128)
    let radius = SVGText.number(1.5)
    let rows = (0..<7).map { SVGText.number(top + pitch * Double($0)) }
    for (column, week) in calendar.weeks.enumerated() {
      let x = SVGText.number(mirror.x(left + pitch * Double(column), width: pitch - 1.5))
      for day in week {
        squares.append(UInt8(ascii: "\n"))
        let y = rows[calendar.row(of: day.date)]
        guard let workout = day.firstWorkout else {
          SVGText.appendRect(
            to: &squares, x: x, y: y, width: cell, height: cell, className: "lvl0",
            radius: radius, tooltip: tooltip(day, text: text))
          continue
        }
        squares.append(contentsOf: "<a href=\"\(root)\(Links.workout(workout.id))\">".utf8)
        squares.append(contentsOf: SVGText.title(tooltip(day, text: text)).utf8)
        SVGText.appendRect(
          to: &squares, x: x, y: y, width: cell, height: cell, className: "lvl\(day.level)",
          radius: radius, tooltip: nil)
        squares.append(contentsOf: "</a>".utf8)
      }
    }
    return parts.joined(separator: "\n") + String(decoding: squares, as: UTF8.self) + "\n</svg>"
  }

  static func tooltip(_ day: Stats.TrainingCalendar.Day, text: SiteText) -> String {
    var values = [
      "weekday": text("weekday.short.\(day.date.isoWeekday)"), "date": text.date(day.date),
    ]
    guard day.isTrainingDay else { return text("calendar.day-rest", values) }
    values["workouts"] = text.workouts(day.workoutCount)
    guard day.seconds > 0 else { return text("calendar.day", values) }
    values["time"] = text.trainingTime(seconds: day.seconds)
    return text("calendar.day-timed", values)
  }

  static func description(_ calendar: Stats.TrainingCalendar, text: SiteText) -> String {
    let days = calendar.days
    guard let first = days.first, let last = days.last else { return text("chart.no-data") }
    return text.count(
      "calendar.description", days.count,
      [
        "first": text.date(first.date), "last": text.date(last.date),
        "trained": text.number(days.filter(\.isTrainingDay).count),
      ])
  }
}
