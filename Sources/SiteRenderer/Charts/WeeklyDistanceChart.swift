import DiaryCore

/// A bar chart of the distance per week, each bar stacked low, medium and high from the bottom.
enum WeeklyDistanceChart {
  static let height = 200.0

  /// The chart as SVG; its data is also in the table beside it.
  static func svg(_ weekly: Stats.WeeklyDistance, units: UnitSystem) -> String {
    let unit = Stats.displayUnit(units)
    let frame = ChartFrame(
      height: height, scale: ChartScale(largest: weekly.longestWeekMetres / unit.metres)
    ) { DecimalFormat.string($0, fractionDigits: 2, unit: unit.symbol, isGrouped: true) }
    let slot = frame.plotWidth / Double(max(weekly.weeks.count, 1))
    var parts = [
      SVGText.open(
        id: "chart-weekly", width: ChartFrame.width, height: height,
        title: "Distance per week, last \(weekly.weeks.count) weeks",
        description: description(weekly, units: units))
    ]
    parts += frame.axis()
    for (index, week) in weekly.weeks.enumerated() where week.totalMetres > 0 {
      let x = frame.left + slot * Double(index)
      parts.append(bar(week, x: x + slot * 0.125, width: slot * 0.75, frame: frame, units: units))
    }
    parts.append(
      contentsOf: MonthLabels.svg(
        weekStarts: weekly.weeks.map(\.start), x: { frame.left + slot * Double($0) },
        y: height - 6, limit: ChartFrame.width))
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// One week's stacked bar, with a tooltip; nothing for a week without distance.
  static func bar(
    _ week: Stats.WeeklyDistance.Week, x: Double, width: Double, frame: ChartFrame,
    units: UnitSystem
  ) -> String {
    guard week.totalMetres > 0 else { return "" }
    let unit = Stats.displayUnit(units).metres
    var base = frame.baseline
    var rects: [String] = []
    for complexity in Complexity.allCases where week.metres(complexity) > 0 {
      let size = frame.plotHeight * frame.scale.fraction(week.metres(complexity) / unit)
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
