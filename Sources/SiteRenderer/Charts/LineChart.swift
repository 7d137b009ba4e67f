import DiaryCore

/// Lines over evenly spaced points (days, months), with gaps where a value is missing and a dot
/// on each point of a short series.
struct LineChart {
  struct Series {
    /// One per point, nil for none; may be shorter than the chart.
    var values: [Double?]
    /// `line-this`, `line-last`: the line's colour and dashes.
    var className: String
    /// Each dot's tooltip, when the chart has dots.
    var tooltips: [String] = []
  }

  var id: String
  var title: String
  var description: String
  var pointCount: Int
  var series: [Series]
  var scale: ChartScale
  var tickText: (Double) -> String
  /// Written under the given points.
  var labels: [(index: Int, text: String)]
  /// Whether each point gets a dot (for a few points, as months).
  var hasDots = false
  var isMirrored = false
  var height = 200.0

  func svg() -> String {
    let frame = ChartFrame(
      height: height, scale: scale, isMirrored: isMirrored, tickText: tickText)
    let step = frame.plotWidth / Double(max(pointCount - 1, 1))
    func x(_ index: Int) -> Double { frame.left + step * Double(index) }
    func placed(_ index: Int) -> Double { frame.mirror.x(x(index)) }
    var parts = [
      SVGText.open(
        id: id, width: ChartFrame.width, height: height, title: title, description: description)
    ]
    parts += frame.axis()
    for series in series {
      var run: [String] = []
      func close() {
        if run.count > 1 {
          parts.append(
            "<polyline class=\"\(series.className)\" points=\"\(run.joined(separator: " "))\"/>")
        }
        run = []
      }
      for (index, value) in series.values.enumerated() {
        guard let value else {
          close()
          continue
        }
        let point = "\(SVGText.number(placed(index))),\(SVGText.number(frame.y(value)))"
        run.append(point)
        if hasDots {
          let tooltip = index < series.tooltips.count ? SVGText.title(series.tooltips[index]) : ""
          parts.append(
            "<circle class=\"\(series.className)\" cx=\"\(SVGText.number(placed(index)))\" cy=\""
              + "\(SVGText.number(frame.y(value)))\" r=\"3\">\(tooltip)</circle>")
        }
      }
      close()
    }
    parts += frame.bottomLabels(labels.map { (x($0.index), $0.text) })
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }
}
