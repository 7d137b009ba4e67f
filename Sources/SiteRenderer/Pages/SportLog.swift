import DiaryCore
import Mustache

/// A type's training log, at the top of its first page (`types/run.html`): its volume per week,
/// month and year, this year against last, its pace per month and its records.
struct SportLog: Codable, Sendable {
  var type: String
  /// Every workout of the type, newest first.
  var workouts: [Workout]
  var span: JournalSpan

  func fields(config: SiteConfig, path: String) -> MustacheValue {
    let log = Stats.SportLog(
      type: type, workouts: workouts, span: (span.first, span.now), weekStart: config.weekStart)
    let measure = log.hasDistances ? "Distance" : "Time"
    var fields: MustacheObject = [
      "type": .string(type),
      "measure": .string(measure),
      "weekly": VolumeFields(
        id: "chart-type-weekly", title: "\(measure) per week, last 52 weeks",
        name: { "Week of \($0.displayed)" },
        axisLabel: { _, start in MonthLabels.firstOfMonth(inWeekFrom: start).map(Self.monthLabel) },
        showsDistance: log.hasDistances
      ).make(log.weeks, config: config),
      "monthly": VolumeFields(
        id: "chart-type-monthly", title: "\(measure) per month",
        name: { "\(LocalDate.monthNames[$0.month - 1]) \($0.year)" },
        axisLabel: { index, start in index == 0 || start.month == 1 ? String(start.year) : nil },
        showsDistance: log.hasDistances, paceKind: log.paceKind
      ).make(log.months, config: config),
      "yearly": VolumeFields(
        id: "chart-type-yearly", title: "\(measure) per year", name: { String($0.year) },
        axisLabel: { _, start in String(start.year) }, showsDistance: log.hasDistances,
        paceKind: log.paceKind
      ).make(log.years, config: config),
    ]
    fields["yearToDate"] =
      log.yearToDate.map { YearToDateFields.make($0, id: "chart-type-ytd", config: config) }
      ?? .null
    fields["pace"] =
      log.paceKind.map { PaceFields.make(log.paceMonths, kind: $0, config: config) } ?? .null
    fields["records"] =
      log.records.map { .object(["rows": StatsPage.recordRows($0, units: config.units)]) }
      ?? .null
    fields["hasRaces"] = .bool(log.races != nil)
    fields["races"] = log.races.map { RacesPage.bests($0, units: config.units) } ?? .null
    return .object(fields)
  }

  /// `Mar`, or `Jan 2026` for a year's first month.
  static func monthLabel(_ first: LocalDate) -> String {
    let name = LocalDate.monthAbbreviations[first.month - 1]
    return first.month == 1 ? "\(name) \(first.year)" : name
  }
}

/// The average pace (or speed) per month, as a line with a dot a month and as a table.
enum PaceFields {
  static func make(_ months: [Stats.PeriodVolume], kind: Pace.Kind, config: SiteConfig)
    -> MustacheValue
  {
    let units = config.units
    // Per km (mi) or per 100 m (yd) in seconds, or a speed.
    let perUnit =
      kind == .perHundred
      ? Stats.displayShortUnit(units).metres * 100 : Stats.displayUnit(units).metres
    let values: [Double?] = months.map { month in
      month.volume.secondsPerMetre.map { kind == .speed ? 3600 / ($0 * perUnit) : $0 * perUnit }
    }
    let present = values.compactMap { $0 }
    let scale =
      kind == .speed
      ? ChartScale(largest: present.max() ?? 0)
      : ChartScale.seconds(from: present.min() ?? 0, to: present.max() ?? 0)
    let name: (LocalDate) -> String = { "\(LocalDate.monthNames[$0.month - 1]) \($0.year)" }
    let text: (Stats.PeriodVolume) -> String = { month in
      month.volume.secondsPerMetre.map {
        Pace.format(secondsPerMetre: $0, kind: kind, units: units)
      } ?? "–"
    }
    let title = kind == .speed ? "Average speed per month" : "Average pace per month"
    let chart = LineChart(
      id: "chart-type-pace", title: "\(title), last \(months.count) months",
      description: "A dot for each month from \(months.first.map { name($0.start) } ?? "") to "
        + "\(months.last.map { name($0.start) } ?? ""), at its average "
        + (kind == .speed ? "speed" : "pace") + "; months without a timed distance have none.",
      pointCount: months.count,
      series: [
        .init(
          values: values, className: "line-this",
          tooltips: months.map { "\(name($0.start)): \(text($0))" })
      ],
      scale: scale,
      tickText: { tick in
        let perMetre = kind == .speed ? 3600 / (tick * perUnit) : tick / perUnit
        return Pace.format(secondsPerMetre: perMetre, kind: kind, units: units)
      },
      labels: months.enumerated().compactMap { index, month in
        index == 0 || month.start.month == 1 ? (index, String(month.start.year)) : nil
      },
      hasDots: true)
    return .object([
      "svg": .string(chart.svg()),
      "isSpeed": .bool(kind == .speed),
      "count": .number(Double(months.count)),
      "rows": .list(
        months.reversed().map { month in
          .object([
            "month": .string(name(month.start)),
            "pace": .string(text(month)),
            "distance": .string(
              month.volume.pacedMetres > 0 ? units.format(metres: month.volume.pacedMetres) : "–"),
          ])
        }),
    ])
  }
}
