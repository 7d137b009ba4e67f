import DiaryCore

/// One bar split into the shares of low, medium and high workouts.
enum ComplexityBar {
  static let width = 600.0
  static let height = 28.0
  static let gap = 2.0

  /// The bar as SVG; the same figures are in the list beside it.
  static func svg(_ distribution: Stats.ComplexityDistribution, text: SiteText) -> String {
    var parts = [
      SVGText.open(
        id: "chart-complexity", width: width, height: height,
        title: text("stats.complexity-chart"), description: description(distribution, text: text))
    ]
    let visible = distribution.shares.filter { $0.count > 0 }
    let space = width - gap * Double(max(visible.count - 1, 0))
    let mirror = ChartMirror(width: width, isOn: text.isMirrored)
    var x = 0.0
    for share in visible {
      let size = space * share.fraction
      parts.append(
        SVGText.rect(
          x: mirror.x(x, width: size), y: 0, width: size, height: height,
          className: "cx-\(share.complexity.name)", tooltip: label(share, text: text)))
      x += size + gap
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// `Low: 12 workouts (30 %)`.
  static func label(_ share: Stats.ComplexityDistribution.Share, text: SiteText) -> String {
    text(
      "stats.complexity-share",
      [
        "complexity": text.complexity(share.complexity), "workouts": text.workouts(share.count),
        "percent": text.number(share.percent),
      ])
  }

  static func description(_ distribution: Stats.ComplexityDistribution, text: SiteText)
    -> String
  {
    guard distribution.total > 0 else { return text("chart.no-workouts") }
    let shares = distribution.shares.map { label($0, text: text) }
    return text(
      "stats.complexity-description", ["shares": shares.joined(separator: text("comma") + " ")])
  }
}
