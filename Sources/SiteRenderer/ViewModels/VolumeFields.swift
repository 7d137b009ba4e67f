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

  func make(_ periods: [Stats.PeriodVolume], config: SiteConfig) -> MustacheValue {
    let units = config.units
    let unit = Stats.displayUnit(units)
    let bars = periods.enumerated().map { index, period in
      let totals = period.volume.totals
      let value = showsDistance ? totals.metres / unit.metres : Double(totals.seconds) / 3600
      return BarChart.Bar(
        value: value, tooltip: tooltip(period, units: units),
        label: axisLabel(index, period.start))
    }
    let chart = BarChart(
      id: id, title: title, description: description(periods, units: units),
      unit: showsDistance ? unit.symbol : "h", bars: bars)
    var total = Totals()
    for period in periods {
      total.count += period.volume.totals.count
      total.metres += period.volume.totals.metres
      total.seconds += period.volume.totals.seconds
    }
    return .object([
      "svg": .string(chart.svg()),
      "showsDistance": .bool(showsDistance),
      "hasPace": .bool(paceKind != nil),
      "total": PeriodFields.totals(total, config: config),
      "rows": .list(periods.reversed().map { row($0, units: units) }),
    ])
  }

  private func row(_ period: Stats.PeriodVolume, units: UnitSystem) -> MustacheValue {
    let totals = period.volume.totals
    var fields: MustacheObject = [
      "period": .string(name(period.start)),
      "isoDate": .string(period.start.description),
      "workouts": .number(Double(totals.count)),
      "distance": .string(totals.metres > 0 ? units.format(metres: totals.metres) : "–"),
      "time": .string(
        totals.seconds > 0 ? WorkoutDuration(seconds: totals.seconds).formatted : "–"),
    ]
    if let paceKind {
      fields["pace"] = .string(
        period.volume.secondsPerMetre.map {
          Pace.format(secondsPerMetre: $0, kind: paceKind, units: units)
        } ?? "–")
    }
    return .object(fields)
  }

  private func tooltip(_ period: Stats.PeriodVolume, units: UnitSystem) -> String {
    let totals = period.volume.totals
    let figure =
      showsDistance
      ? units.format(metres: totals.metres) : TrainingTime.text(seconds: totals.seconds)
    return "\(name(period.start)): \(figure), \(TotalsFields.countLabel(totals.count))"
  }

  private func description(_ periods: [Stats.PeriodVolume], units: UnitSystem) -> String {
    guard let first = periods.first, let last = periods.last else { return "No data." }
    let measure = showsDistance ? "distance in \(units.longSymbol)" : "training time in hours"
    var text = "Bars of the \(measure) from \(name(first.start)) to \(name(last.start))."
    let figure: (Stats.PeriodVolume) -> Double = {
      showsDistance ? $0.volume.totals.metres : Double($0.volume.totals.seconds)
    }
    if let most = periods.max(by: { figure($0) < figure($1) }), figure(most) > 0 {
      text += " The most was \(tooltip(most, units: units))."
    }
    return text
  }
}
