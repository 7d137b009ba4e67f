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
        title: text.text("track.splits-chart", ["unit": text.unitSymbol]),
        description: description(splits, text: text), className: "chart track-chart")
    ]
    let fastest = splits.map(speed).max() ?? 0
    let room = width - left - right
    let labels = self.labels(splits, text: text)
    let mirror = ChartMirror(width: width, isOn: text.text.isMirrored)
    for (index, split) in splits.enumerated() {
      let top = 2 + row * Double(index)
      let baseline = top + row / 2 + 5
      parts.append(
        SVGText.text(labels[index], x: mirror.x(left - 8), y: baseline, anchor: "end"))
      let length = fastest > 0 ? room * speed(split) / fastest : 0
      parts.append(
        SVGText.rect(
          x: mirror.x(left, width: max(length, 0)), y: top + (row - bar) / 2, width: length,
          height: bar, className: "bar",
          tooltip: tooltip(split, index, label: labels[index], text: text)))
      parts.append(
        SVGText.text(
          text.pace(metres: split.distance, seconds: split.time), x: mirror.x(width),
          y: baseline, anchor: "end"))
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Where each split ends, in km or mi: `3 km`, and `13.27 km` for a last, shorter one.
  static func labels(_ splits: [TrackSummary.Split], text: TrackText) -> [String] {
    var end = 0.0
    return splits.map { split in
      end += split.distance
      return text.along(end)
    }
  }

  static func tooltip(_ split: TrackSummary.Split, _ index: Int, label: String, text: TrackText)
    -> String
  {
    text.text(
      "track.split-tooltip",
      [
        "number": text.text.number(index + 1), "to": label, "time": text.time(split.time),
        "pace": text.pace(metres: split.distance, seconds: split.time),
      ])
  }

  private static func speed(_ split: TrackSummary.Split) -> Double {
    split.time > 0 ? split.distance / split.time : 0
  }

  static func description(_ splits: [TrackSummary.Split], text: TrackText) -> String {
    guard !splits.isEmpty else { return text.text("track.no-splits") }
    var description = text.text("track.splits-description", ["unit": text.unitSymbol])
    let timed = splits.indices.filter { splits[$0].time > 0 && splits[$0].distance > 0 }
    let paces = timed.map { (index: $0, pace: splits[$0].time / splits[$0].distance) }
    if let fastest = paces.min(by: { $0.pace < $1.pace }),
      let slowest = paces.max(by: { $0.pace < $1.pace })
    {
      description +=
        " "
        + text.text(
          "track.splits-extremes",
          [
            "fastest": text.text.number(fastest.index + 1),
            "fastestPace": pace(splits[fastest.index], text),
            "slowest": text.text.number(slowest.index + 1),
            "slowestPace": pace(splits[slowest.index], text),
          ])
    }
    return description
  }

  private static func pace(_ split: TrackSummary.Split, _ text: TrackText) -> String {
    text.pace(metres: split.distance, seconds: split.time)
  }
}
