import DiaryCore
import Mustache

/// The archive: an index of years and months (`archive.html`), a page per year
/// (`2026/index.html`, its months with their totals) and per month (`2026/11/index.html`, its
/// workouts), each with its totals. A year's workouts are listed on its months' pages only: a
/// year of daily training would be a table of hundreds of rows.
enum ArchivePages {
  /// A year or a month with its totals, as a row of a table or a link.
  struct PeriodSummary: Codable, Sendable {
    var year: Int
    var month: Int?
    var totals: Totals

    init(_ period: CalendarPeriod) {
      year = period.year
      month = period.month
      totals = Totals(period.workouts)
    }

    var label: String { ArchivePages.label(year: year, month: month) }
    var url: String { month.map { Links.month(year, $0) } ?? Links.year(year) }

    /// A table row: the period's name, link and totals, plus `extra` fields.
    func row(config: SiteConfig, extra: MustacheObject = [:]) -> MustacheValue {
      var fields = extra
      fields["label"] = .string(label)
      fields["url"] = .string(url)
      fields["kind"] = .string(month == nil ? "year" : "month")
      fields["totals"] = TotalsFields.make(totals, config: config)
      return .object(fields)
    }

    var link: MustacheValue { .object(["label": .string(label), "url": .string(url)]) }
  }

  struct YearSummary: Codable, Sendable {
    var year: PeriodSummary
    var months: [PeriodSummary]
  }

  /// `archive.html`: every year with its months, newest first, each with its totals.
  struct IndexInput: PageInput {
    static let template = "archive"
    var path = Links.archive
    /// Every workout's.
    var all: Totals
    var years: [YearSummary]

    func context(in site: RenderContext) throws -> MustacheValue {
      let config = site.config
      let fields: MustacheObject = [
        "totals": TotalsFields.make(all, config: config),
        "years": .list(
          years.map { year in
            let months = MustacheValue.list(year.months.map { $0.row(config: config) })
            return year.year.row(config: config, extra: ["months": months])
          }),
        "isEmpty": .bool(years.isEmpty),
        "columnLabel": .string("Period"),
      ]
      return site.page(path: path, title: "Archive", fields)
    }
  }

  struct YearInput: PageInput {
    static let template = "year"
    var path: String
    var year: YearSummary
    /// The year's workouts, for its calendar and its months' bars.
    var workouts: [Workout]
    var newer: PeriodSummary?
    var older: PeriodSummary?

    func context(in site: RenderContext) throws -> MustacheValue {
      let config = site.config
      var fields = neighbours(newer: newer, older: older)
      let number = year.year.year
      fields["calendar"] = CalendarFields.make(
        Stats.TrainingCalendar(workouts, year: number, weekStart: config.weekStart),
        id: "chart-calendar", title: "Days trained in \(number)", onPageAt: path)
      let months = Stats.volumes(
        workouts, per: .month, from: LocalDate(firstOfMonth: 1, year: number),
        through: LocalDate(firstOfMonth: 12, year: number), weekStart: config.weekStart)
      let showsDistance = workouts.contains { $0.distance != nil }
      fields["monthsChart"] = VolumeFields(
        id: "chart-months",
        title: showsDistance ? "Distance per month in \(number)" : "Time per month in \(number)",
        name: { "\(LocalDate.monthNames[$0.month - 1]) \($0.year)" },
        axisLabel: { _, date in LocalDate.monthAbbreviations[date.month - 1] },
        showsDistance: showsDistance
      ).make(months, config: config)
      fields["totals"] = TotalsFields.make(year.year.totals, config: config)
      fields["months"] = .list(year.months.map { $0.row(config: config) })
      fields["monthsCaption"] = .string("Months of \(year.year.label), newest first")
      fields["columnLabel"] = .string("Month")
      fields["neighboursLabel"] = .string("Other years")
      return site.page(path: path, title: year.year.label, fields)
    }
  }

  struct MonthInput: PageInput {
    static let template = "month"
    var path: String
    var month: PeriodSummary
    /// Newest first.
    var workouts: [Workout]
    /// The current bests among `workouts`.
    var marks: [Stats.RaceMark]
    var newer: PeriodSummary?
    var older: PeriodSummary?

    func context(in site: RenderContext) throws -> MustacheValue {
      var fields = neighbours(newer: newer, older: older)
      fields["totals"] = TotalsFields.make(month.totals, config: site.config)
      fields["year"] = .object([
        "label": .string(String(month.year)), "url": .string(Links.year(month.year)),
      ])
      fields["rows"] = try site.rows(workouts, marks: marks, onPageAt: path)
      fields["caption"] = .string("Workouts in \(month.label), newest first")
      fields["neighboursLabel"] = .string("Other months")
      return site.page(path: path, title: month.label, fields)
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    let years = data.years.map { year in
      YearSummary(year: PeriodSummary(year), months: year.months.map(PeriodSummary.init))
    }
    let months = data.years.flatMap(\.months)
    let index = IndexInput(all: Totals(data.byDate), years: years)
    var files = [SiteFile(page: index, in: data.context)]
    for (position, year) in years.enumerated() {
      let input = YearInput(
        path: year.year.url, year: year, workouts: data.years[position].workouts,
        newer: position > 0 ? years[position - 1].year : nil,
        older: position + 1 < years.count ? years[position + 1].year : nil)
      files.append(SiteFile(page: input, in: data.context))
    }
    let monthSummaries = years.flatMap(\.months)
    for (position, month) in monthSummaries.enumerated() {
      let input = MonthInput(
        path: month.url, month: month, workouts: months[position].workouts,
        marks: data.races.marks(among: months[position].workouts),
        newer: position > 0 ? monthSummaries[position - 1] : nil,
        older: position + 1 < monthSummaries.count ? monthSummaries[position + 1] : nil)
      files.append(SiteFile(page: input, in: data.context))
    }
    return files
  }

  /// What a year's and a month's page share: the links to the periods before and after.
  private static func neighbours(newer: PeriodSummary?, older: PeriodSummary?) -> MustacheObject {
    [
      "newer": newer?.link ?? .null,
      "older": older?.link ?? .null,
      "hasNeighbours": .bool(newer != nil || older != nil),
    ]
  }

  /// `2026` or `November 2026`.
  static func label(year: Int, month: Int?) -> String {
    guard let month else { return String(year) }
    return "\(LocalDate.monthNames[month - 1]) \(year)"
  }
}
