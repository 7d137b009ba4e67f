import DiaryCore
import Mustache

/// A bar chart of the distance (or, for workouts without distances, the time) per period, with
/// the same figures as a table, newest first.
struct VolumeFields {
  var id: String
  var title: String
  /// Each period's name in the table and the tooltips: `Week of 30 Mar 2026`, `March 2026`.
  var name: (LocalDate) -> String
  /// The label under a period's bar, if any.
  var axisLabel: (Int, LocalDate) -> String?
  /// Whether the bars show distance; time otherwise.
  var showsDistance: Bool
  /// Whether the table has an average pace column, of this kind.
  var paceKind: Pace.Kind? = nil

  func make(_ periods: [Stats.PeriodVolume], text: SiteText) -> MustacheValue {
    let unit = Stats.displayUnit(text.units)
    let bars = periods.enumerated().map { index, period in
      let totals = period.volume.totals
      let value = showsDistance ? totals.metres / unit.metres : Double(totals.seconds) / 3600
      return BarChart.Bar(
        value: value, tooltip: tooltip(period, text: text),
        label: axisLabel(index, period.start))
    }
    let chart = BarChart(
      id: id, title: title, description: description(periods, text: text),
      unit: showsDistance ? unit.symbol : "h", bars: bars, text: text)
    return .object([
      "svg": .string(chart.svg()),
      "showsDistance": .bool(showsDistance),
      "hasPace": .bool(paceKind != nil),
      "rows": .list(periods.reversed().map { row($0, text: text) }),
    ])
  }

  private func row(_ period: Stats.PeriodVolume, text: SiteText) -> MustacheValue {
    let totals = period.volume.totals
    var fields: MustacheObject = [
      "period": .string(name(period.start)),
      "isoDate": .string(period.start.description),
      "workouts": .string(text.number(totals.count)),
      "distance": .string(totals.metres > 0 ? text.distance(metres: totals.metres) : "–"),
      "time": .string(
        totals.seconds > 0 ? text.duration(WorkoutDuration(seconds: totals.seconds)) : "–"),
    ]
    if let paceKind {
      fields["pace"] = .string(
        period.volume.secondsPerMetre.map { text.pace(secondsPerMetre: $0, kind: paceKind) }
          ?? "–")
    }
    return .object(fields)
  }

  private func tooltip(_ period: Stats.PeriodVolume, text: SiteText) -> String {
    let totals = period.volume.totals
    let figure =
      showsDistance
      ? text.distance(metres: totals.metres) : text.trainingTime(seconds: totals.seconds)
    return text(
      "chart.bar-tooltip",
      ["name": name(period.start), "figure": figure, "workouts": text.workouts(totals.count)])
  }

  private func description(_ periods: [Stats.PeriodVolume], text: SiteText) -> String {
    guard let first = periods.first, let last = periods.last else {
      return text("chart.no-data")
    }
    var description = text(
      showsDistance ? "chart.bars-distance" : "chart.bars-time",
      [
        "unit": text.measure(text.units.longSymbol), "first": name(first.start),
        "last": name(last.start),
      ])
    let figure: (Stats.PeriodVolume) -> Double = {
      showsDistance ? $0.volume.totals.metres : Double($0.volume.totals.seconds)
    }
    if let most = periods.max(by: { figure($0) < figure($1) }), figure(most) > 0 {
      description += " " + text("chart.bars-most", ["tooltip": tooltip(most, text: text)])
    }
    return description
  }
}
