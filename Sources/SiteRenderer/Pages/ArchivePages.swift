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

    /// `2026` or `November 2026`, as a heading names it.
    func label(_ text: SiteText) -> String {
      guard let month else { return text.year(year) }
      return text.words.monthTitle(month, of: year)
    }

    var url: String { month.map { Links.month(year, $0) } ?? Links.year(year) }

    /// A table row: the period's name, link and totals, plus `extra` fields.
    func row(_ text: SiteText, extra: MustacheObject = [:]) -> MustacheValue {
      var fields = extra
      fields["label"] = .string(label(text))
      fields["url"] = .string(url)
      fields["kind"] = .string(month == nil ? "year" : "month")
      fields["totals"] = TotalsFields.make(totals, text: text)
      return .object(fields)
    }

    func link(_ text: SiteText) -> MustacheValue {
      .object(["label": .string(label(text)), "url": .string(url)])
    }
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
      let text = site.text
      let fields: MustacheObject = [
        "totals": TotalsFields.make(all, text: text),
        "years": .list(
          years.map { year in
            let months = MustacheValue.list(year.months.map { $0.row(text) })
            return year.year.row(text, extra: ["months": months])
          }),
        "isEmpty": .bool(years.isEmpty),
        "emptyText": .string(ListPages.emptyText(text)),
        "columnLabel": .string(text("column.period")),
      ]
      return site.page(path: path, title: text("nav.archive"), fields)
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
      let text = site.text
      var fields = neighbours(newer: newer, older: older, text: text)
      let number = year.year.year
      let yearText = text.year(number)
      fields["calendar"] = CalendarFields.make(
        Stats.TrainingCalendar(workouts, year: number, weekStart: config.weekStart),
        id: "chart-calendar", title: text("calendar.title-year", ["year": yearText]),
        onPageAt: path, text: text)
      let months = Stats.volumes(
        workouts, per: .month, from: LocalDate(firstOfMonth: 1, year: number),
        through: LocalDate(firstOfMonth: 12, year: number), weekStart: config.weekStart)
      let showsDistance = workouts.contains { $0.distance != nil }
      fields["monthsChart"] = VolumeFields(
        id: "chart-months",
        title: text(showsDistance ? "year.chart-distance" : "year.chart-time", ["year": yearText]),
        name: text.monthTitle, axisLabel: { _, date in text.shortMonth(date.month) },
        showsDistance: showsDistance
      ).make(months, text: text)
      fields["totals"] = TotalsFields.make(year.year.totals, text: text)
      fields["months"] = .list(year.months.map { $0.row(text) })
      fields["monthsCaption"] = .string(text("year.months-caption", ["year": yearText]))
      fields["columnLabel"] = .string(text("column.month"))
      fields["neighboursLabel"] = .string(text("neighbours.years"))
      return site.page(path: path, title: yearText, fields)
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
      let text = site.text
      var fields = neighbours(newer: newer, older: older, text: text)
      fields["totals"] = TotalsFields.make(month.totals, text: text)
      fields["year"] = .object([
        "label": .string(text.year(month.year)), "url": .string(Links.year(month.year)),
      ])
      fields["rows"] = try site.rows(workouts, marks: marks, onPageAt: path)
      let name = text.words.month(month.month ?? 1, of: month.year)
      fields["caption"] = .string(text("month.caption", ["month": name]))
      fields["neighboursLabel"] = .string(text("neighbours.months"))
      return site.page(path: path, title: month.label(text), fields)
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
  private static func neighbours(newer: PeriodSummary?, older: PeriodSummary?, text: SiteText)
    -> MustacheObject
  {
    [
      "newer": newer?.link(text) ?? .null,
      "older": older?.link(text) ?? .null,
      "hasNeighbours": .bool(newer != nil || older != nil),
    ]
  }
}
