import DiaryCore

/// A profile of a recording as a line over its length: the elevation over the distance (with
/// the area under it shaded), or the heart rate over the time.
enum ProfileChart {
  static let width = 400.0
  static let height = 190.0
  static let left = 64.0
  static let right = 10.0
  static let top = 10.0
  static let bottom = 28.0

  /// What one chart shows: its points in display units, its axes and its words.
  struct Series {
    var id: String
    var title: String
    var description: String
    /// x from 0, in display units (km or mi; minutes).
    var points: [(x: Double, y: Double)]
    /// The x axis's end: the last point's x.
    var length: Double
    /// The x ticks: values and labels.
    var xTicks: [(value: Double, label: String)]
    var yRange: ChartRange
    var yLabel: (Double) -> String
    var isFilled: Bool
    /// Whether the chart runs from the right, on a right-to-left page.
    var isMirrored = false
  }

  /// The chart as SVG; its points are in the table beside it.
  static func svg(_ series: Series) -> String {
    var parts = [
      SVGText.open(
        id: series.id, width: width, height: height, title: series.title,
        description: series.description, className: "chart track-chart")
    ]
    let plotWidth = width - left - right
    let plotBottom = height - bottom
    let scale = series.length > 0 ? plotWidth / series.length : 0
    let mirror = ChartMirror(width: width, isOn: series.isMirrored)
    let x = { (value: Double) in mirror.x(left + scale * value) }
    let y = { (value: Double) in plotBottom - (plotBottom - top) * series.yRange.fraction(value) }
    for tick in series.yRange.ticks {
      let position = SVGText.number(y(tick))
      parts.append(
        "<line class=\"grid\" x1=\"\(SVGText.number(mirror.x(left)))\" x2=\""
          + "\(SVGText.number(mirror.x(width - right)))\""
          + " y1=\"\(position)\" y2=\"\(position)\"/>")
      parts.append(
        SVGText.text(series.yLabel(tick), x: mirror.x(left - 6), y: y(tick) + 5, anchor: "end"))
    }
    for tick in series.xTicks {
      let anchor = tick.value == 0 ? "start" : tick.value >= series.length * 0.9 ? "end" : "middle"
      parts.append(SVGText.text(tick.label, x: x(tick.value), y: height - 6, anchor: anchor))
    }
    var line = ""
    for (index, point) in series.points.enumerated() {
      line +=
        (index == 0 ? "M" : "L") + SVGText.number(x(point.x)) + " "
        + SVGText.number(y(point.y))
    }
    if series.isFilled, let first = series.points.first, let last = series.points.last {
      let area =
        line + "L" + SVGText.number(x(last.x)) + " " + SVGText.number(plotBottom) + "L"
        + SVGText.number(x(first.x)) + " " + SVGText.number(plotBottom) + "Z"
      parts.append("<path class=\"area\" d=\"\(area)\"/>")
    }
    parts.append("<path class=\"line\" d=\"\(line)\"/>")
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Ticks at round multiples up to `length`: at most about `count` of them, labelled by
  /// `label`.
  static func ticks(upTo length: Double, count: Int = 4, label: (Double) -> String)
    -> [(value: Double, label: String)]
  {
    guard length.isFinite, length > 0 else { return [(0, label(0))] }
    let step = ChartScale(largest: length, steps: count).step
    var ticks: [(value: Double, label: String)] = []
    var value = 0.0
    while value <= length * (1 + 1e-9) && ticks.count <= count * 2 {
      ticks.append((value, label(value)))
      value += step
    }
    return ticks
  }
}
