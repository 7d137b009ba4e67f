import DiaryCore

/// Bars from a zero baseline, one per period, each with a tooltip; some labelled below.
struct BarChart {
  struct Bar {
    /// In the axis's unit.
    var value: Double
    var tooltip: String
    /// Written under the bar's left edge; nil for none.
    var label: String?
  }

  var id: String
  var title: String
  var description: String
  /// After each tick's number: `km`, `h`.
  var unit: String
  var bars: [Bar]
  var text: SiteText
  var height = 200.0

  func svg() -> String {
    let scale = ChartScale(largest: bars.map(\.value).max() ?? 0)
    let frame = ChartFrame(height: height, scale: scale, isMirrored: text.isMirrored) {
      text.measure(DecimalFormat.string($0, fractionDigits: 2, unit: unit, isGrouped: true))
    }
    var parts = [
      SVGText.open(
        id: id, width: ChartFrame.width, height: height, title: title, description: description)
    ]
    parts += frame.axis()
    // A few bars (one year of a new journal) stay bar-wide, not a block across the chart.
    let slot = min(frame.plotWidth / Double(max(bars.count, 1)), 48)
    let width = max(slot * 0.75, 1)
    for (index, bar) in bars.enumerated() where bar.value > 0 {
      let top = frame.y(bar.value)
      parts.append(
        SVGText.rect(
          x: frame.mirror.x(frame.left + slot * Double(index) + (slot - width) / 2, width: width),
          y: top, width: width,
          height: frame.baseline - top, className: "bar", tooltip: bar.tooltip))
    }
    parts += frame.bottomLabels(
      bars.enumerated().compactMap { index, bar in
        bar.label.map { (frame.left + slot * Double(index), $0) }
      })
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }
}
