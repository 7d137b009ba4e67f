import DiaryCore
import Mustache

/// The archive: an index of years and months (`archive.html`), a page per year
/// (`2026/index.html`, its months with their totals) and per month (`2026/11/index.html`, its
/// workouts), each with its totals. A year's workouts are listed on its months' pages only: a
/// year of daily training would be a table of hundreds of rows.
enum ArchivePages {
  static func make(_ state: AppState) -> [Page] {
    make(SiteData(state: state))
  }

  static func make(_ data: SiteData) -> [Page] {
    let years = ArchivePeriod.years(data.byDate)
    let months = years.flatMap(\.months)
    var pages = [index(years, data: data)]
    for (position, year) in years.enumerated() {
      let newer = position > 0 ? years[position - 1] : nil
      let older = position + 1 < years.count ? years[position + 1] : nil
      pages.append(page(year: year, newer: newer, older: older, data: data))
    }
    for (position, month) in months.enumerated() {
      let newer = position > 0 ? months[position - 1] : nil
      let older = position + 1 < months.count ? months[position + 1] : nil
      pages.append(page(month: month, newer: newer, older: older, data: data))
    }
    return pages
  }

  /// `archive.html`: every year with its months, newest first, each with its totals.
  static func index(_ years: [ArchivePeriod], data: SiteData) -> Page {
    let path = Links.archive
    let config = data.config
    return Page(path: path, template: "archive", key: data.keyOfAllRows()) {
      let fields: MustacheObject = [
        "totals": TotalsFields.make(Totals(years.flatMap(\.workouts)), config: config),
        "years": .list(
          years.map { year in
            let months = MustacheValue.list(year.months.map { row($0, config: config) })
            return row(year, config: config, extra: ["months": months])
          }),
        "isEmpty": .bool(years.isEmpty),
        "columnLabel": .string("Period"),
      ]
      return PageContext.make(path: path, title: "Archive", site: data.site, fields)
    }
  }

  static func page(
    year: ArchivePeriod, newer: ArchivePeriod?, older: ArchivePeriod?, data: SiteData
  ) -> Page {
    let path = year.url
    let config = data.config
    let key = data.key("period", newer?.url ?? "-", older?.url ?? "-", rows: year.workouts)
    return Page(path: path, template: "year", key: key) {
      var fields = periodFields(year, newer: newer, older: older, config: config)
      fields["months"] = .list(year.months.map { row($0, config: config) })
      fields["monthsCaption"] = .string("Months of \(year.label), newest first")
      fields["columnLabel"] = .string("Month")
      fields["neighboursLabel"] = .string("Other years")
      return PageContext.make(path: path, title: year.label, site: data.site, fields)
    }
  }

  static func page(
    month: ArchivePeriod, newer: ArchivePeriod?, older: ArchivePeriod?, data: SiteData
  ) -> Page {
    let path = month.url
    let config = data.config
    let key = data.key("period", newer?.url ?? "-", older?.url ?? "-", rows: month.workouts)
    return Page(
      path: path, template: "month", key: key,
      newestRowDay: month.workouts.first?.date.dayNumber,
      contextWithPlaceholders: { placeholders in
        var fields = periodFields(month, newer: newer, older: older, config: config)
        fields["year"] = .object([
          "label": .string(String(month.year)), "url": .string(Links.year(month.year)),
        ])
        fields["rows"] = data.rows.identifiedRows(month.workouts, placeholders: placeholders)
        fields["caption"] = .string("Workouts in \(month.label), newest first")
        fields["neighboursLabel"] = .string("Other months")
        return PageContext.make(path: path, title: month.label, site: data.site, fields)
      })
  }

  /// What a year's and a month's page share: totals, the workout table, the neighbours.
  private static func periodFields(
    _ period: ArchivePeriod, newer: ArchivePeriod?, older: ArchivePeriod?, config: SiteConfig
  ) -> MustacheObject {
    [
      "totals": TotalsFields.make(Totals(period.workouts), config: config),
      "newer": newer.map(link) ?? .null,
      "older": older.map(link) ?? .null,
      "hasNeighbours": .bool(newer != nil || older != nil),
    ]
  }

  /// A table row: the period's name, link and totals, plus `extra` fields.
  static func row(
    _ period: ArchivePeriod, config: SiteConfig, extra: MustacheObject = [:]
  ) -> MustacheValue {
    var fields = extra
    fields["label"] = .string(period.label)
    fields["url"] = .string(period.url)
    fields["kind"] = .string(period.month == nil ? "year" : "month")
    fields["totals"] = TotalsFields.make(Totals(period.workouts), config: config)
    return .object(fields)
  }

  private static func link(_ period: ArchivePeriod) -> MustacheValue {
    .object(["label": .string(period.label), "url": .string(period.url)])
  }
}

/// The workouts of one calendar year or month, newest first.
struct ArchivePeriod: Equatable, Sendable {
  var year: Int
  /// 1...12 for a month; nil for a whole year.
  var month: Int?
  var workouts: [Workout]

  /// `2026` or `November 2026`.
  var label: String {
    guard let month else { return String(year) }
    return "\(LocalDate.monthNames[month - 1]) \(year)"
  }

  var url: String { month.map { Links.month(year, $0) } ?? Links.year(year) }

  /// The months of a year that have workouts, newest first.
  var months: [ArchivePeriod] {
    guard month == nil else { return [] }
    return Self.runs(of: workouts, by: { $0.date.month }).map { workouts in
      ArchivePeriod(year: year, month: workouts[0].date.month, workouts: workouts)
    }
  }

  /// The years that have workouts, newest first; `workouts` must be sorted newest first.
  static func years(_ workouts: [Workout]) -> [ArchivePeriod] {
    runs(of: workouts, by: { $0.date.year }).map { workouts in
      ArchivePeriod(year: workouts[0].date.year, month: nil, workouts: workouts)
    }
  }

  /// Consecutive workouts sharing a key, in order; never an empty run. Each workout's key is
  /// taken once, and each run copied out whole.
  private static func runs(of workouts: [Workout], by key: (Workout) -> Int) -> [[Workout]] {
    guard let first = workouts.first else { return [] }
    var runs: [[Workout]] = []
    var start = workouts.startIndex
    var current = key(first)
    for index in workouts.indices.dropFirst() {
      let next = key(workouts[index])
      guard next != current else { continue }
      runs.append(Array(workouts[start..<index]))
      start = index
      current = next
    }
    runs.append(Array(workouts[start...]))
    return runs
  }
}
