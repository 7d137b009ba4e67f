import DiaryCore

/// The size every chart is drawn at, and its value axis. Charts are 460 units wide: on a
/// 390 px phone (358 px of page) a 16-unit label is 12.5 px tall, and on a wide screen, where a
/// chart is at most 40 rem wide, a 11-unit label is about 15 px.
struct ChartFrame {
  static let width = 460.0
  static let right = 4.0
  static let top = 12.0
  static let bottom = 24.0

  var height: Double
  /// Where the plot starts: room for the longest tick label.
  var left: Double
  var scale: ChartScale
  /// The ticks' labels.
  var tickLabels: [String]
  /// Where the x coordinates below go: mirrored on a right-to-left page.
  var mirror: ChartMirror

  init(height: Double, scale: ChartScale, isMirrored: Bool, tickText: (Double) -> String) {
    self.height = height
    self.scale = scale
    mirror = ChartMirror(width: Self.width, isOn: isMirrored)
    tickLabels = scale.ticks.map(tickText)
    // A tick's label ends 6 units left of the plot, and a character at 16 units (on phones)
    // is up to 10 units wide.
    let longest = tickLabels.map(\.count).max() ?? 1
    left = Double(longest) * 10 + 10
  }

  var plotWidth: Double { Self.width - left - Self.right }
  var plotHeight: Double { height - Self.top - Self.bottom }
  /// The baseline's y.
  var baseline: Double { height - Self.bottom }

  /// The y of a value.
  func y(_ value: Double) -> Double { Self.top + plotHeight * (1 - scale.fraction(value)) }

  /// The grid lines and their labels.
  func axis() -> [String] {
    zip(scale.ticks, tickLabels).flatMap { tick, label -> [String] in
      let y = SVGText.number(self.y(tick))
      return [
        "<line class=\"grid\" x1=\"\(SVGText.number(mirror.x(left)))\" x2=\""
          + "\(SVGText.number(mirror.x(Self.width - Self.right)))\" y1=\"\(y)\" y2=\"\(y)\"/>",
        SVGText.text(label, x: mirror.x(left - 6), y: self.y(tick) + 4, anchor: "end"),
      ]
    }
  }

  /// Labels along the bottom at the given x positions (before mirroring), left out where they would overlap the
  /// one before or run past the chart's right edge.
  func bottomLabels(_ labels: [(x: Double, text: String)]) -> [String] {
    var free = -Double.infinity
    return labels.compactMap { label in
      let right = label.x + Double(label.text.count) * MonthLabels.characterWidth
      guard label.x >= free, right <= Self.width else { return nil }
      free = right + MonthLabels.characterWidth
      return SVGText.text(label.text, x: mirror.x(label.x), y: height - 6)
    }
  }
}
