import DiaryCore
import Mustache

/// What a workout's page shows of its recorded track (`{{#track}}`): the route, the splits,
/// the elevation and heart-rate profiles, each drawn and as a table, and the best efforts.
enum TrackSection {
  static func make(_ summary: TrackSummary, of workout: Workout, config: SiteConfig)
    -> MustacheValue
  {
    let text = TrackText(units: config.units, type: workout.type ?? summary.sport)
    let splits = summary.splits(in: config.units)
    let efforts =
      Stats.RecordedBestEfforts.isRun(workout, summary) ? summary.bestEfforts : []
    return .object([
      "route": summary.route.map { route(summary, $0, workout: workout, text: text) } ?? .null,
      "splits": splits.isEmpty ? .null : self.splits(splits, text: text),
      "elevation": summary.elevation.count < 2 ? .null : elevation(summary.elevation, text: text),
      "heartRate": summary.heartRate.count < 2 ? .null : heartRate(summary.heartRate),
      "efforts": efforts.isEmpty
        ? .null : .object(["rows": .list(efforts.map { effort($0, text: text) })]),
    ])
  }

  static func route(
    _ summary: TrackSummary, _ route: TrackSummary.Route, workout: Workout, text: TrackText
  ) -> MustacheValue {
    let hidden =
      summary.privacyTrim > 0
      ? "The first and last \(text.short(summary.privacyTrim)) are not shown."
      : "The whole recording is shown."
    let recorded = summary.distance.map { " \(text.along($0)) recorded." } ?? ""
    let description =
      "The line of the route, north up; it starts at the open circle and ends at the filled "
      + "one. \(hidden)"
    return .object([
      "svg": .string(
        RouteSVG.svg(route, title: "Route of \(workout.name)", description: description)),
      "caption": .string("North is up; the open circle is the start.\(recorded) \(hidden)"),
    ])
  }

  static func splits(_ splits: [TrackSummary.Split], text: TrackText) -> MustacheValue {
    var end = 0.0
    let rows: [MustacheValue] = splits.map { split in
      end += split.distance
      return .object([
        "to": .string(DecimalFormat.string(end / text.unitMetres, fractionDigits: 2)),
        "time": .string(TrackText.time(split.time)),
        "pace": .string(text.pace(metres: split.distance, seconds: split.time)),
        "climb": .string(split.elevationGain.map(text.altitude) ?? "–"),
        "heartRate": .string(
          split.averageHeartRate.map { DecimalFormat.string($0, fractionDigits: 0) } ?? "–"),
      ])
    }
    return .object([
      "svg": .string(SplitsChart.svg(splits, text: text)),
      "unit": .string(text.unitSymbol),
      "rows": .list(rows),
    ])
  }

  static func elevation(_ points: [TrackSummary.Point], text: TrackText) -> MustacheValue {
    let values = points.map { text.altitudeValue($0.y) }
    let length = (points.last?.x ?? 0) / text.unitMetres
    let symbol = text.altitudeSymbol
    let range = ChartRange(
      smallest: values.min() ?? 0, largest: values.max() ?? 0,
      minimumSpan: text.units == .metric ? 20 : 60)
    let low = values.min() ?? 0
    let high = values.max() ?? 0
    let series = ProfileChart.Series(
      id: "chart-elevation", title: "Elevation over the distance",
      description: "A line of the altitude over the distance from the start, "
        + "from \(text.altitude(points.map(\.y).min() ?? 0)) to "
        + "\(text.altitude(points.map(\.y).max() ?? 0)).",
      points: zip(points, values).map { ($0.x / text.unitMetres, $1) }, length: length,
      xTicks: ProfileChart.ticks(upTo: length) {
        DecimalFormat.string($0, fractionDigits: 2, unit: text.unitSymbol)
      },
      yRange: range, yLabel: { DecimalFormat.string($0, fractionDigits: 0, unit: symbol) },
      isFilled: true)
    return .object([
      "svg": .string(ProfileChart.svg(series)),
      "lowest": .string(DecimalFormat.string(low, fractionDigits: 0, unit: symbol)),
      "highest": .string(DecimalFormat.string(high, fractionDigits: 0, unit: symbol)),
      "rows": .list(
        points.map { point in
          .object(["x": .string(text.along(point.x)), "y": .string(text.altitude(point.y))])
        }),
    ])
  }

  static func heartRate(_ points: [TrackSummary.Point]) -> MustacheValue {
    let minutes = points.map { $0.x / 60 }
    let length = minutes.last ?? 0
    let range = ChartRange(
      smallest: points.map(\.y).min() ?? 0, largest: points.map(\.y).max() ?? 0,
      minimumSpan: 20)
    let series = ProfileChart.Series(
      id: "chart-heart-rate", title: "Heart rate over the time",
      description: "A line of the heart rate over the minutes from the start, from "
        + "\(TrackText.heartRate(points.map(\.y).min() ?? 0)) to "
        + "\(TrackText.heartRate(points.map(\.y).max() ?? 0)).",
      points: zip(minutes, points).map { ($0, $1.y) }, length: length,
      xTicks: ProfileChart.ticks(upTo: length) {
        DecimalFormat.string($0, fractionDigits: 1, unit: "min")
      },
      yRange: range, yLabel: { DecimalFormat.string($0, fractionDigits: 0, unit: "bpm") },
      isFilled: false)
    return .object([
      "svg": .string(ProfileChart.svg(series)),
      "rows": .list(
        points.map { point in
          .object([
            "x": .string(TrackText.time(point.x)), "y": .string(TrackText.heartRate(point.y)),
          ])
        }),
    ])
  }

  static func effort(_ effort: TrackSummary.Effort, text: TrackText) -> MustacheValue {
    let name =
      Stats.RecordedBestEfforts.distances.first { $0.metres == effort.distance }?.name
      ?? text.along(effort.distance)
    return .object([
      "distance": .string(name),
      "time": .string(TrackText.time(effort.time)),
      "pace": .string(text.pace(metres: effort.distance, seconds: effort.time)),
      "from": .string(text.along(effort.startDistance)),
      "to": .string(text.along(effort.startDistance + effort.distance)),
    ])
  }
}
