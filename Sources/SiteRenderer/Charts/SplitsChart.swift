import DiaryCore

/// A recording's splits as horizontal bars, one row per km or mile, each as long as the split
/// was fast (zero-based, so bars compare as speeds do), its pace written at the row's end.
enum SplitsChart {
  static let width = 400.0
  static let row = 24.0
  static let bar = 16.0
  static let left = 70.0
  static let right = 86.0

  /// The chart as SVG; its data is in the table beside it.
  static func svg(_ splits: [TrackSummary.Split], text: TrackText) -> String {
    let height = row * Double(max(splits.count, 1)) + 4
    var parts = [
      SVGText.open(
        id: "chart-splits", width: width, height: height,
        title: "Pace per \(text.unitSymbol)", description: description(splits, text: text),
        className: "chart track-chart")
    ]
    let fastest = splits.map(speed).max() ?? 0
    let room = width - left - right
    let labels = self.labels(splits, text: text)
    for (index, split) in splits.enumerated() {
      let top = 2 + row * Double(index)
      let baseline = top + row / 2 + 5
      parts.append(SVGText.text(labels[index], x: left - 8, y: baseline, anchor: "end"))
      let length = fastest > 0 ? room * speed(split) / fastest : 0
      parts.append(
        SVGText.rect(
          x: left, y: top + (row - bar) / 2, width: length, height: bar, className: "bar",
          tooltip: tooltip(split, index, label: labels[index], text: text)))
      parts.append(
        SVGText.text(
          text.pace(metres: split.distance, seconds: split.time), x: width, y: baseline,
          anchor: "end"))
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Where each split ends, in km or mi: `3 km`, and `13.27 km` for a last, shorter one.
  static func labels(_ splits: [TrackSummary.Split], text: TrackText) -> [String] {
    var end = 0.0
    return splits.map { split in
      end += split.distance
      return DecimalFormat.string(end / text.unitMetres, fractionDigits: 2, unit: text.unitSymbol)
    }
  }

  static func tooltip(_ split: TrackSummary.Split, _ index: Int, label: String, text: TrackText)
    -> String
  {
    "Split \(index + 1) (to \(label)): \(TrackText.time(split.time)), "
      + text.pace(metres: split.distance, seconds: split.time)
  }

  private static func speed(_ split: TrackSummary.Split) -> Double {
    split.time > 0 ? split.distance / split.time : 0
  }

  static func description(_ splits: [TrackSummary.Split], text: TrackText) -> String {
    guard !splits.isEmpty else { return "No splits." }
    var textParts =
      "A bar for each \(text.unitSymbol) of the recording, longer for faster, with its pace."
    let timed = splits.indices.filter { splits[$0].time > 0 && splits[$0].distance > 0 }
    let paces = timed.map { (index: $0, pace: splits[$0].time / splits[$0].distance) }
    if let fastest = paces.min(by: { $0.pace < $1.pace }),
      let slowest = paces.max(by: { $0.pace < $1.pace })
    {
      textParts +=
        " Fastest: split \(fastest.index + 1) at \(pace(splits[fastest.index], text)); slowest: "
        + "split \(slowest.index + 1) at \(pace(splits[slowest.index], text))."
    }
    return textParts
  }

  private static func pace(_ split: TrackSummary.Split, _ text: TrackText) -> String {
    text.pace(metres: split.distance, seconds: split.time)
  }
}
