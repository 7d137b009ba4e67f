import DiaryCore
import Mustache

/// This year's distance from 1 January against last year's, as two lines and a table of both
/// at each month's end.
enum YearToDateFields {
  static func make(_ ytd: Stats.YearToDate, id: String, text: SiteText) -> MustacheValue {
    let unit = Stats.displayUnit(text.units).metres
    let year = ytd.now.year
    let largest = max(ytd.thisYearMetres, ytd.lastYearMetres) / unit
    let values = self.values(ytd, text: text)
    let chart = LineChart(
      id: id, title: text("ytd.chart", values),
      description: text("ytd.description", values), pointCount: ytd.lastYear.count,
      series: [
        .init(values: ytd.lastYear.map { $0 / unit }, className: "line-last"),
        .init(values: ytd.thisYear.map { $0 / unit }, className: "line-this"),
      ],
      scale: ChartScale(largest: largest),
      tickText: {
        text.measure(
          DecimalFormat.string(
            $0, fractionDigits: 2, unit: text.units.longSymbol, isGrouped: true))
      },
      labels: [1, 4, 7, 10].map { month in
        (LocalDate(firstOfMonth: month, year: year - 1).dayOfYear - 1, text.shortMonth(month))
      }, isMirrored: text.isMirrored)
    let rows: [MustacheValue] = ytd.monthEnds.map { end in
      .object([
        "month": .string(text("month.long.\(end.month)")),
        "thisYear": .string(end.thisYear.map { text.distance(metres: $0) } ?? "–"),
        "lastYear": .string(text.distance(metres: end.lastYear)),
      ])
    }
    return .object([
      "svg": .string(chart.svg()),
      "year": .string(values["year"] ?? ""),
      "lastYear": .string(values["lastYear"] ?? ""),
      "summary": .string(text("ytd.summary", values)),
      "caption": .string(text("ytd.caption", values)),
      "rows": .list(rows),
    ])
  }

  /// What the sentences about this year and last fill in: the years, the days and the
  /// distances.
  static func values(_ ytd: Stats.YearToDate, text: SiteText) -> [String: String] {
    [
      "year": text.year(ytd.now.year), "lastYear": text.year(ytd.now.year - 1),
      "now": text.date(ytd.now), "sameDay": text.date(ytd.sameDayLastYear),
      "this": text.distance(metres: ytd.thisYearMetres),
      "last": text.distance(metres: ytd.lastYearToSameDayMetres),
      "lastTotal": text.distance(metres: ytd.lastYearMetres),
    ]
  }
}
