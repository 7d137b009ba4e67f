import DiaryCore

/// A bar chart of the distance per week, each bar stacked low, medium and high from the bottom.
enum WeeklyDistanceChart {
  static let width = 720.0
  static let height = 240.0
  static let left = 64.0
  static let right = 6.0
  static let top = 10.0
  static let bottom = 26.0

  /// The chart as SVG; its data is also in the table beside it.
  static func svg(_ weekly: Stats.WeeklyDistance, units: UnitSystem) -> String {
    let unit = Stats.displayUnit(units)
    let scale = ChartScale(largest: weekly.longestWeekMetres / unit.metres)
    let plotHeight = height - top - bottom
    let slot = (width - left - right) / Double(max(weekly.weeks.count, 1))
    var parts = [
      SVGText.open(
        id: "chart-weekly", width: width, height: height,
        title: "Distance per week, last \(weekly.weeks.count) weeks",
        description: description(weekly, units: units))
    ]
    for tick in scale.ticks {
      let y = top + plotHeight * (1 - scale.fraction(tick))
      parts.append(
        "<line class=\"grid\" x1=\"\(SVGText.number(left))\" x2=\"\(SVGText.number(width - right))\""
          + " y1=\"\(SVGText.number(y))\" y2=\"\(SVGText.number(y))\"/>")
      let label = DecimalFormat.string(tick, fractionDigits: 2, unit: unit.symbol, isGrouped: true)
      parts.append(SVGText.text(label, x: left - 6, y: y + 4, anchor: "end"))
    }
    for (index, week) in weekly.weeks.enumerated() where week.totalMetres > 0 {
      let x = left + slot * Double(index)
      parts.append(bar(week, x: x + slot * 0.125, width: slot * 0.75, scale: scale, units: units))
    }
    parts.append(
      contentsOf: MonthLabels.svg(
        weekStarts: weekly.weeks.map(\.start), x: { left + slot * Double($0) }, y: height - 8,
        limit: width))
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// One week's stacked bar, with a tooltip; nothing for a week without distance.
  static func bar(
    _ week: Stats.WeeklyDistance.Week, x: Double, width: Double, scale: ChartScale,
    units: UnitSystem
  ) -> String {
    guard week.totalMetres > 0 else { return "" }
    let plotHeight = height - top - bottom
    let unit = Stats.displayUnit(units).metres
    var base = height - bottom
    var rects: [String] = []
    for complexity in Complexity.allCases where week.metres(complexity) > 0 {
      let size = plotHeight * scale.fraction(week.metres(complexity) / unit)
      base -= size
      rects.append(
        SVGText.rect(x: x, y: base, width: width, height: size, className: "cx-\(complexity.name)"))
    }
    return "<g>" + SVGText.title(tooltip(week, units: units)) + rects.joined() + "</g>"
  }

  static func tooltip(_ week: Stats.WeeklyDistance.Week, units: UnitSystem) -> String {
    let parts = Complexity.allCases.filter { week.metres($0) > 0 }.map {
      "\($0.name) \(units.format(metres: week.metres($0)))"
    }
    let count = "\(week.workoutCount) workout\(week.workoutCount == 1 ? "" : "s")"
    return "Week of \(week.start.displayed): \(units.format(metres: week.totalMetres)), "
      + "\(count) (\(parts.joined(separator: ", ")))"
  }

  static func description(_ weekly: Stats.WeeklyDistance, units: UnitSystem) -> String {
    guard let first = weekly.weeks.first, let last = weekly.weeks.last else { return "No data." }
    var text =
      "Bars of the distance in \(units.longSymbol) for each week from the week of "
      + "\(first.start.displayed) to the week of \(last.start.displayed), each split into low, "
      + "medium and high complexity from the bottom up."
    let longest = weekly.weeks.filter { $0.totalMetres == weekly.longestWeekMetres }.first
    if let longest, longest.totalMetres > 0 {
      text +=
        " The longest week was the week of \(longest.start.displayed) with "
        + "\(units.format(metres: longest.totalMetres))."
    }
    return text
  }
}
