import DiaryCore
import Mustache

/// What a workout's page shows of its recorded track (`{{#track}}`): the route, the splits,
/// the elevation and heart-rate profiles, each drawn and as a table, and the best efforts.
enum TrackSection {
  static func make(_ summary: TrackSummary, of workout: Workout, text siteText: SiteText)
    -> MustacheValue
  {
    let text = TrackText(siteText, type: workout.type ?? summary.sport)
    let splits = summary.splits(in: siteText.units)
    let efforts =
      Stats.RecordedBestEfforts.isRun(workout, summary) ? summary.bestEfforts : []
    return .object([
      "route": summary.route.map { route(summary, $0, workout: workout, text: text) } ?? .null,
      "splits": splits.isEmpty ? .null : self.splits(splits, text: text),
      "elevation": summary.elevation.count < 2 ? .null : elevation(summary.elevation, text: text),
      "heartRate": summary.heartRate.count < 2 ? .null : heartRate(summary.heartRate, text: text),
      "efforts": efforts.isEmpty
        ? .null : .object(["rows": .list(efforts.map { effort($0, text: text) })]),
    ])
  }

  static func route(
    _ summary: TrackSummary, _ route: TrackSummary.Route, workout: Workout, text: TrackText
  ) -> MustacheValue {
    let words = text.text
    let hidden =
      summary.privacyTrim > 0
      ? words("track.hidden", ["trim": text.short(summary.privacyTrim)])
      : words("track.whole")
    let recorded = summary.distance.map { words("track.recorded", ["distance": text.along($0)]) }
    let caption = [words("track.route-caption")] + (recorded.map { [$0] } ?? []) + [hidden]
    return .object([
      "svg": .string(
        RouteSVG.svg(
          route, title: words("track.route-title", ["name": workout.name]),
          description: words("track.route-description") + " " + hidden)),
      "caption": .string(caption.joined(separator: " ")),
    ])
  }

  static func splits(_ splits: [TrackSummary.Split], text: TrackText) -> MustacheValue {
    var end = 0.0
    let rows: [MustacheValue] = splits.map { split in
      end += split.distance
      return .object([
        "to": .string(text.number(end / text.unitMetres)),
        "time": .string(text.time(split.time)),
        "pace": .string(text.pace(metres: split.distance, seconds: split.time)),
        "climb": .string(split.elevationGain.map(text.altitude) ?? "–"),
        "heartRate": .string(
          split.averageHeartRate.map { text.number($0, fractionDigits: 0) } ?? "–"),
      ])
    }
    let unit = ["unit": text.unitSymbol]
    return .object([
      "svg": .string(SplitsChart.svg(splits, text: text)),
      "unit": .string(text.unitSymbol),
      "figureCaption": .string(text.text("track.splits-figure", unit)),
      "caption": .string(text.text("track.splits-caption", unit)),
      "heartRateColumn": .string(
        text.text("column.heart-rate-unit", ["unit": text.text.measure("bpm")])),
      "rows": .list(rows),
    ])
  }

  static func elevation(_ points: [TrackSummary.Point], text: TrackText) -> MustacheValue {
    let values = points.map { text.altitudeValue($0.y) }
    let length = (points.last?.x ?? 0) / text.unitMetres
    let symbol = text.altitudeUnit
    let range = ChartRange(
      smallest: values.min() ?? 0, largest: values.max() ?? 0,
      minimumSpan: text.units == .metric ? 20 : 60)
    let low = values.min() ?? 0
    let high = values.max() ?? 0
    let words = text.text
    let series = ProfileChart.Series(
      id: "chart-elevation", title: words("track.elevation-chart"),
      description: words(
        "track.elevation-description",
        [
          "low": text.altitude(points.map(\.y).min() ?? 0),
          "high": text.altitude(points.map(\.y).max() ?? 0),
        ]),
      points: zip(points, values).map { ($0.x / text.unitMetres, $1) }, length: length,
      xTicks: ProfileChart.ticks(upTo: length) { text.inUnit($0) },
      yRange: range,
      yLabel: { words.measure(DecimalFormat.string($0, fractionDigits: 0, unit: symbol)) },
      isFilled: true, isMirrored: words.isMirrored)
    let figure = { words.measure(DecimalFormat.string($0, fractionDigits: 0, unit: symbol)) }
    return .object([
      "svg": .string(ProfileChart.svg(series)),
      "text": .string(words("track.elevation-text", ["low": figure(low), "high": figure(high)])),
      "rows": .list(
        points.map { point in
          .object(["x": .string(text.along(point.x)), "y": .string(text.altitude(point.y))])
        }),
    ])
  }

  static func heartRate(_ points: [TrackSummary.Point], text: TrackText) -> MustacheValue {
    let minutes = points.map { $0.x / 60 }
    let length = minutes.last ?? 0
    let range = ChartRange(
      smallest: points.map(\.y).min() ?? 0, largest: points.map(\.y).max() ?? 0,
      minimumSpan: 20)
    let words = text.text
    let series = ProfileChart.Series(
      id: "chart-heart-rate", title: words("track.heart-rate-chart"),
      description: words(
        "track.heart-rate-description",
        [
          "low": text.heartRate(points.map(\.y).min() ?? 0),
          "high": text.heartRate(points.map(\.y).max() ?? 0),
        ]),
      points: zip(minutes, points).map { ($0, $1.y) }, length: length,
      xTicks: ProfileChart.ticks(upTo: length) {
        words.measure(DecimalFormat.string($0, fractionDigits: 1, unit: "min"))
      },
      yRange: range, yLabel: text.heartRate, isFilled: false, isMirrored: words.isMirrored)
    return .object([
      "svg": .string(ProfileChart.svg(series)),
      "rows": .list(
        points.map { point in
          .object(["x": .string(text.time(point.x)), "y": .string(text.heartRate(point.y))])
        }),
    ])
  }

  static func effort(_ effort: TrackSummary.Effort, text: TrackText) -> MustacheValue {
    let words = text.text
    let name =
      Stats.RecordedBestEfforts.distances.first { $0.metres == effort.distance }
      .map { words.effort($0.name) } ?? text.along(effort.distance)
    return .object([
      "distance": .string(name),
      "time": .string(text.time(effort.time)),
      "pace": .string(text.pace(metres: effort.distance, seconds: effort.time)),
      "where": .string(
        words(
          "track.from-to",
          [
            "from": text.along(effort.startDistance),
            "to": text.along(effort.startDistance + effort.distance),
          ])),
    ])
  }
}
