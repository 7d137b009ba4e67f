import DiaryCore
import Mustache

/// This year's distance from 1 January against last year's, as two lines and a table of both
/// at each month's end.
enum YearToDateFields {
  static func make(_ ytd: Stats.YearToDate, id: String, config: SiteConfig) -> MustacheValue {
    let units = config.units
    let unit = Stats.displayUnit(units).metres
    let year = ytd.now.year
    let largest = max(ytd.thisYearMetres, ytd.lastYearMetres) / unit
    let chart = LineChart(
      id: id, title: "Distance since 1 January, \(year) against \(year - 1)",
      description: description(ytd, units: units), pointCount: ytd.lastYear.count,
      series: [
        .init(values: ytd.lastYear.map { $0 / unit }, className: "line-last"),
        .init(values: ytd.thisYear.map { $0 / unit }, className: "line-this"),
      ],
      scale: ChartScale(largest: largest),
      tickText: {
        DecimalFormat.string($0, fractionDigits: 2, unit: units.longSymbol, isGrouped: true)
      },
      labels: [1, 4, 7, 10].map { month in
        (
          LocalDate(firstOfMonth: month, year: year - 1).dayOfYear - 1,
          LocalDate.monthAbbreviations[month - 1]
        )
      })
    let rows: [MustacheValue] = ytd.monthEnds.map { end in
      .object([
        "month": .string(LocalDate.monthNames[end.month - 1]),
        "thisYear": .string(end.thisYear.map { units.format(metres: $0) } ?? "–"),
        "lastYear": .string(units.format(metres: end.lastYear)),
      ])
    }
    return .object([
      "svg": .string(chart.svg()),
      "year": .number(Double(year)),
      "lastYear": .number(Double(year - 1)),
      "now": .string(ytd.now.displayed),
      "sameDay": .string(ytd.sameDayLastYear.displayed),
      "thisYearDistance": .string(units.format(metres: ytd.thisYearMetres)),
      "lastYearDistance": .string(units.format(metres: ytd.lastYearToSameDayMetres)),
      "lastYearTotal": .string(units.format(metres: ytd.lastYearMetres)),
      "rows": .list(rows),
    ])
  }

  static func description(_ ytd: Stats.YearToDate, units: UnitSystem) -> String {
    let year = ytd.now.year
    return "Two lines of the distance added up from 1 January: \(year) up to "
      + "\(ytd.now.displayed), \(units.format(metres: ytd.thisYearMetres)); \(year - 1) "
      + "over the whole year, \(units.format(metres: ytd.lastYearToSameDayMetres)) by "
      + "\(ytd.sameDayLastYear.displayed) and \(units.format(metres: ytd.lastYearMetres)) "
      + "in all."
  }
}
