import DiaryCore

/// One bar split into the shares of low, medium and high workouts.
enum ComplexityBar {
  static let width = 600.0
  static let height = 28.0
  static let gap = 2.0

  /// The bar as SVG; the same figures are in the list beside it.
  static func svg(_ distribution: Stats.ComplexityDistribution) -> String {
    var parts = [
      SVGText.open(
        id: "chart-complexity", width: width, height: height, title: "Workouts by complexity",
        description: description(distribution))
    ]
    let visible = distribution.shares.filter { $0.count > 0 }
    let space = width - gap * Double(max(visible.count - 1, 0))
    var x = 0.0
    for share in visible {
      let size = space * share.fraction
      parts.append(
        SVGText.rect(
          x: x, y: 0, width: size, height: height, className: "cx-\(share.complexity.name)",
          tooltip: label(share)))
      x += size + gap
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// `Low: 12 workouts (30 %)`.
  static func label(_ share: Stats.ComplexityDistribution.Share) -> String {
    let name = ComplexityLabel.text(share.complexity)
    return "\(name): \(share.count) workout\(share.count == 1 ? "" : "s") (\(share.percent) %)"
  }

  static func description(_ distribution: Stats.ComplexityDistribution) -> String {
    guard distribution.total > 0 else { return "No workouts yet." }
    return "A bar split by the share of workouts at each complexity: "
      + distribution.shares.map(label).joined(separator: ", ") + "."
  }
}
