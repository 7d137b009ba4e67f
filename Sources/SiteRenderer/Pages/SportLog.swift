import DiaryCore
import Mustache

/// A type's training log, at the top of its first page (`types/run.html`): its volume per week,
/// month and year, this year against last, its pace per month and its records.
struct SportLog: Codable, Sendable {
  var type: String
  /// Every workout of the type, newest first.
  var workouts: [Workout]
  var span: JournalSpan

  func fields(config: SiteConfig, text: SiteText, path: String) -> MustacheValue {
    let log = Stats.SportLog(
      type: type, workouts: workouts, span: (span.first, span.now), weekStart: config.weekStart)
    let measure = ["measure": text(log.hasDistances ? "log.distance" : "log.time")]
    let weekly = VolumeFields(
      id: "chart-type-weekly", title: text("log.weekly-chart", measure),
      name: { text("log.week-of", ["date": text.date($0)]) },
      axisLabel: { _, start in
        MonthLabels.firstOfMonth(inWeekFrom: start).map { MonthLabels.label($0, text: text) }
      },
      showsDistance: log.hasDistances
    ).make(log.weeks, text: text)
    let monthly = VolumeFields(
      id: "chart-type-monthly", title: text("log.per-month", measure), name: text.monthTitle,
      axisLabel: { index, start in index == 0 || start.month == 1 ? text.year(start.year) : nil },
      showsDistance: log.hasDistances, paceKind: log.paceKind
    ).make(log.months, text: text)
    let yearly = VolumeFields(
      id: "chart-type-yearly", title: text("log.per-year", measure), name: { text.year($0.year) },
      axisLabel: { _, start in text.year(start.year) }, showsDistance: log.hasDistances,
      paceKind: log.paceKind
    ).make(log.years, text: text)
    var fields: MustacheObject = [
      "type": .string(type),
      "weekly": Self.section(
        weekly, "log.per-week", "log.weekly-text", measure, total: log.weeks,
        isTimeOnly: !log.hasDistances, text: text),
      "monthly": Self.section(
        monthly, "log.per-month", "log.monthly-text", measure, total: log.months, text: text),
      "yearly": Self.section(
        yearly, "log.per-year", "log.yearly-text", measure, total: nil, text: text),
    ]
    fields["yearToDate"] =
      log.yearToDate.map { YearToDateFields.make($0, id: "chart-type-ytd", text: text) } ?? .null
    fields["pace"] =
      log.paceKind.map { PaceFields.make(log.paceMonths, kind: $0, text: text) } ?? .null
    fields["records"] =
      log.records.map { .object(["rows": StatsPage.recordRows($0, text: text)]) } ?? .null
    fields["hasRaces"] = .bool(log.races != nil)
    fields["races"] = log.races.map { RacesPage.bests($0, text: text) } ?? .null
    fields["raceTimesText"] = .string(
      text.html(
        "log.race-times-text",
        ["link": "<a href=\"\(rootPrefix(forPath: path))races.html\">", "/link": "</a>"]))
    return .object(fields)
  }

  /// A chart's section: its fields with its heading, its sentence (with the total of
  /// `periods`, when given) and its table's names, each naming the measure (`Distance per
  /// week`).
  private static func section(
    _ chart: MustacheValue, _ heading: String, _ sentence: String, _ measure: [String: String],
    total periods: [Stats.PeriodVolume]?, isTimeOnly: Bool = false, text: SiteText
  ) -> MustacheValue {
    guard case .object(var fields) = chart else { return chart }
    let name = text(heading, measure)
    fields["heading"] = .string(name)
    fields["tableSummary"] = .string(text("table.summary", ["name": name]))
    fields["tableLabel"] = .string(text("table.label", ["name": name]))
    var sentenceText = text(sentence)
    var total = Totals()
    for period in periods ?? [] {
      total.count += period.volume.totals.count
      total.metres += period.volume.totals.metres
      total.seconds += period.volume.totals.seconds
    }
    if total.count > 0 {
      let values = [
        "distance": text.distance(metres: total.metres),
        "time": text.trainingTime(seconds: total.seconds),
        "workouts": text.workouts(total.count),
      ]
      let key =
        total.metres > 0
        ? (total.seconds > 0 ? "log.total" : "log.total-distance")
        : (total.seconds > 0 ? "log.total-time" : "log.total-count")
      let figures = text(key, values)
      sentenceText = text(sentence + "-total", ["total": figures])
    }
    if isTimeOnly { sentenceText += " " + text("log.time-only") }
    fields["text"] = .string(sentenceText)
    return .object(fields)
  }
}

/// The average pace (or speed) per month, as a line with a dot a month and as a table.
enum PaceFields {
  static func make(_ months: [Stats.PeriodVolume], kind: Pace.Kind, text: SiteText)
    -> MustacheValue
  {
    let units = text.units
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
    let isSpeed = kind == .speed
    let name = text.monthTitle
    let figure: (Stats.PeriodVolume) -> String = { month in
      month.volume.secondsPerMetre.map { text.pace(secondsPerMetre: $0, kind: kind) } ?? "–"
    }
    let chart = LineChart(
      id: "chart-type-pace",
      title: text.count(isSpeed ? "log.speed-chart" : "log.pace-chart", months.count),
      description: text(
        isSpeed ? "log.speed-description" : "log.pace-description",
        [
          "first": months.first.map { name($0.start) } ?? "",
          "last": months.last.map { name($0.start) } ?? "",
        ]),
      pointCount: months.count,
      series: [
        .init(
          values: values, className: "line-this",
          tooltips: months.map {
            text("log.pace-tooltip", ["month": name($0.start), "pace": figure($0)])
          })
      ],
      scale: scale,
      tickText: { tick in
        let perMetre = kind == .speed ? 3600 / (tick * perUnit) : tick / perUnit
        return text.pace(secondsPerMetre: perMetre, kind: kind)
      },
      labels: months.enumerated().compactMap { index, month in
        index == 0 || month.start.month == 1 ? (index, text.year(month.start.year)) : nil
      },
      hasDots: true, isMirrored: text.isMirrored)
    return .object([
      "svg": .string(chart.svg()),
      "isSpeed": .bool(isSpeed),
      "heading": .string(text(isSpeed ? "log.speed-title" : "log.pace-title")),
      "text": .string(text.count(isSpeed ? "log.speed-text" : "log.pace-text", months.count)),
      "rows": .list(
        months.reversed().map { month in
          .object([
            "month": .string(name(month.start)),
            "pace": .string(figure(month)),
            "distance": .string(
              month.volume.pacedMetres > 0 ? text.distance(metres: month.volume.pacedMetres) : "–"),
          ])
        }),
    ])
  }
}
