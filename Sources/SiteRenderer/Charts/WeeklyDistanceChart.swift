import DiaryCore

/// A bar chart of the distance per week, each bar stacked low, medium and high from the bottom.
enum WeeklyDistanceChart {
  static let height = 200.0

  /// The chart as SVG; its data is also in the table beside it.
  static func svg(_ weekly: Stats.WeeklyDistance, text: SiteText) -> String {
    let unit = Stats.displayUnit(text.units)
    let frame = ChartFrame(
      height: height, scale: ChartScale(largest: weekly.longestWeekMetres / unit.metres),
      isMirrored: text.isMirrored
    ) {
      text.measure(DecimalFormat.string($0, fractionDigits: 2, unit: unit.symbol, isGrouped: true))
    }
    let slot = frame.plotWidth / Double(max(weekly.weeks.count, 1))
    var parts = [
      SVGText.open(
        id: "chart-weekly", width: ChartFrame.width, height: height,
        title: text.count("stats.weekly-chart", weekly.weeks.count),
        description: description(weekly, text: text))
    ]
    parts += frame.axis()
    for (index, week) in weekly.weeks.enumerated() where week.totalMetres > 0 {
      let x = frame.mirror.x(frame.left + slot * Double(index) + slot * 0.125, width: slot * 0.75)
      parts.append(bar(week, x: x, width: slot * 0.75, frame: frame, text: text))
    }
    parts.append(
      contentsOf: MonthLabels.svg(
        weekStarts: weekly.weeks.map(\.start), x: { frame.left + slot * Double($0) },
        y: height - 6, limit: ChartFrame.width, mirror: frame.mirror, text: text))
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// One week's stacked bar, with a tooltip; nothing for a week without distance.
  static func bar(
    _ week: Stats.WeeklyDistance.Week, x: Double, width: Double, frame: ChartFrame,
    text: SiteText
  ) -> String {
    guard week.totalMetres > 0 else { return "" }
    let unit = Stats.displayUnit(text.units).metres
    var base = frame.baseline
    var rects: [String] = []
    for complexity in Complexity.allCases where week.metres(complexity) > 0 {
      let size = frame.plotHeight * frame.scale.fraction(week.metres(complexity) / unit)
      base -= size
      rects.append(
        SVGText.rect(x: x, y: base, width: width, height: size, className: "cx-\(complexity.name)"))
    }
    return "<g>" + SVGText.title(tooltip(week, text: text)) + rects.joined() + "</g>"
  }

  static func tooltip(_ week: Stats.WeeklyDistance.Week, text: SiteText) -> String {
    let parts = Complexity.allCases.filter { week.metres($0) > 0 }.map {
      text(
        "stats.weekly-part",
        ["complexity": text("complexity.lower.\($0.name)"), "distance": distance(week, $0, text)])
    }
    return text(
      "stats.weekly-tooltip",
      [
        "date": text.date(week.start), "distance": text.distance(metres: week.totalMetres),
        "workouts": text.workouts(week.workoutCount),
        "parts": parts.joined(separator: text("comma") + " "),
      ])
  }

  private static func distance(
    _ week: Stats.WeeklyDistance.Week, _ complexity: Complexity, _ text: SiteText
  ) -> String {
    text.distance(metres: week.metres(complexity))
  }

  static func description(_ weekly: Stats.WeeklyDistance, text: SiteText) -> String {
    guard let first = weekly.weeks.first, let last = weekly.weeks.last else {
      return text("chart.no-data")
    }
    var description = text(
      "stats.weekly-description",
      [
        "unit": text.measure(text.units.longSymbol), "first": text.date(first.start),
        "last": text.date(last.start),
      ])
    let longest = weekly.weeks.filter { $0.totalMetres == weekly.longestWeekMetres }.first
    if let longest, longest.totalMetres > 0 {
      description +=
        " "
        + text(
          "stats.weekly-longest",
          [
            "date": text.date(longest.start),
            "distance": text.distance(metres: longest.totalMetres),
          ]
        )
    }
    return description
  }
}
