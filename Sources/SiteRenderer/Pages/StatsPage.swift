import DiaryCore
import Mustache

/// The stats page: charts of the last 52 weeks, totals, records and streaks, all measured up
/// to the newest workout's day so that the same journal always gives the same page.
enum StatsPage {
  struct Input: PageInput {
    static let template = "stats"
    var path = Links.stats
    /// Newest first.
    var workouts: [Workout]

    func context(in site: RenderContext) throws -> MustacheValue {
      // Oldest first, from the date order the site already made: no other order is sorted.
      let oldestFirst = Array(workouts.reversed())
      return site.page(path: path, title: "Stats", fields(oldestFirst, config: site.config))
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    [SiteFile(page: Input(workouts: data.byDate), in: data.context)]
  }

  /// The stats of `workouts`, oldest first.
  static func fields(_ workouts: [Workout], config: SiteConfig) -> MustacheObject {
    let weekStart = config.weekStart
    var fields: MustacheObject = [
      "isEmpty": .bool(workouts.isEmpty),
      "weekStart": .string(weekdayNames[(1...7).contains(weekStart) ? weekStart - 1 : 0]),
    ]
    guard let first = workouts.first?.date, let reference = Stats.referenceDay(of: workouts)
    else { return fields }
    fields["asOf"] = .string(reference.displayed)
    fields["asOfISO"] = .string(reference.description)
    let streaks = Stats.Streaks(workouts, weekStart: weekStart)
    let byType = WorkoutGroup.byType(workouts)
    let typeTotals = Stats.TypeTotals(workouts, byType: byType)
    fields["summary"] = summary(typeTotals.all, streaks, config: config)
    fields["weekly"] = weekly(
      Stats.WeeklyDistance(workouts, weekStart: weekStart), units: config.units)
    fields["sports"] = .list(
      typeTotals.rows.compactMap(\.type).map { type in
        .object(["type": .string(type), "url": .string(Links.typeSection(type, "weekly"))])
      })
    fields["calendar"] = CalendarFields.make(
      Stats.TrainingCalendar(workouts, weekStart: weekStart), id: "chart-calendar",
      title: "Days trained, last 52 weeks", onPageAt: Links.stats)
    fields["years"] = years(workouts, from: first, through: reference, config: config)
    fields["yearToDate"] = YearToDateFields.make(
      Stats.YearToDate(workouts, now: reference), id: "chart-ytd", config: config)
    fields["goals"] = GoalFields.make(
      Stats.GoalProgress.make(
        newestFirst: workouts.reversed(), goals: config.goals, now: reference, firstDay: first,
        weekStart: weekStart),
      config: config)
    fields["complexity"] = complexity(Stats.ComplexityDistribution(workouts))
    fields["types"] = self.typeTotals(typeTotals, units: config.units)
    fields["records"] = records(Stats.PersonalRecords(byType: byType), units: config.units)
    fields["races"] = RacesPage.bests(Stats.RaceRecords(workouts), units: config.units)
    fields["streaks"] = self.streaks(streaks)
    return fields
  }

  /// Distance per year over every year of the journal, as bars, and each year's totals per
  /// type, newest first.
  static func years(
    _ workouts: [Workout], from first: LocalDate, through now: LocalDate, config: SiteConfig
  ) -> MustacheValue {
    let chart = VolumeFields(
      id: "chart-years", title: "Distance per year", name: { String($0.year) },
      axisLabel: { _, start in String(start.year) }, showsDistance: true
    ).make(
      Stats.volumes(workouts, per: .year, from: first, through: now, weekStart: config.weekStart),
      config: config)
    let years: [MustacheValue] = Stats.typeTotalsByYear(workouts, from: first, through: now)
      .map { year, totals in
        .object([
          "label": .string(String(year)), "url": .string(Links.year(year)),
          "hasWorkouts": .bool(totals.all.count > 0),
          "totals": TotalsFields.make(totals.all, config: config),
          "types": .list(
            totals.rows.map { row in
              .object([
                "label": .string(row.type ?? "no type"),
                "totals": TotalsFields.make(row.totals, config: config),
              ])
            }),
        ])
      }
    return .object(["svg": chart["svg"] ?? .null, "years": .list(years)])
  }

  static let weekdayNames = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]

  static func summary(_ totals: Totals, _ streaks: Stats.Streaks, config: SiteConfig)
    -> MustacheValue
  {
    .object([
      "workouts": .string(DecimalFormat.grouped(totals.count)),
      "distance": .string(config.units.format(metres: totals.metres)),
      "time": .string(TrainingTime.text(seconds: totals.seconds)),
      "days": .string(DecimalFormat.grouped(streaks.trainingDays)),
      "weeks": .string(DecimalFormat.grouped(streaks.trainingWeeks)),
    ])
  }

  static func weekly(_ weekly: Stats.WeeklyDistance, units: UnitSystem) -> MustacheValue {
    let rows: [MustacheValue] = weekly.weeks.reversed().map { week in
      .object([
        "week": .string(week.start.displayed),
        "isoDate": .string(week.start.description),
        "workouts": .number(Double(week.workoutCount)),
        "distance": .string(units.format(metres: week.totalMetres)),
        "low": .string(metresOrDash(week.metres(.low), units: units)),
        "medium": .string(metresOrDash(week.metres(.medium), units: units)),
        "high": .string(metresOrDash(week.metres(.high), units: units)),
      ])
    }
    return .object([
      "svg": .string(WeeklyDistanceChart.svg(weekly, units: units)),
      "weekCount": .number(Double(weekly.weeks.count)),
      "total": .string(units.format(metres: weekly.totalMetres)),
      "workouts": .number(Double(weekly.workoutCount)),
      "rows": .list(rows),
    ])
  }

  /// A distance in km or mi, or a dash for none.
  static func metresOrDash(_ metres: Double, units: UnitSystem) -> String {
    metres > 0 ? units.format(metres: metres) : "–"
  }

  static func complexity(_ distribution: Stats.ComplexityDistribution) -> MustacheValue {
    .object([
      "svg": .string(ComplexityBar.svg(distribution)),
      "shares": .list(
        distribution.shares.map { share in
          .object([
            "complexity": .string(share.complexity.name),
            "label": .string(ComplexityLabel.text(share.complexity)),
            "count": .number(Double(share.count)),
            "percent": .number(Double(share.percent)),
          ])
        }),
    ])
  }

  static func typeTotals(_ totals: Stats.TypeTotals, units: UnitSystem) -> MustacheValue {
    let rows: [MustacheValue] = totals.rows.map { row in
      var fields: MustacheObject = [
        "type": .string(row.type ?? "no type"),
        "workouts": .number(Double(row.totals.count)),
        "time": .string(
          row.totals.seconds > 0 ? TrainingTime.text(seconds: row.totals.seconds) : "–"),
        "distance": .string(
          row.totals.metres > 0
            ? units.format(Distance(row.totals.metres, .metres), type: row.type) : "–"),
        "pace": .string(averagePace(row, units: units) ?? "–"),
      ]
      fields["url"] = row.type.map { .string(Links.type($0)) } ?? .null
      return .object(fields)
    }
    return .object([
      "rows": .list(rows),
      "workouts": .number(Double(totals.all.count)),
      "distance": .string(units.format(metres: totals.all.metres)),
      "time": .string(TrainingTime.text(seconds: totals.all.seconds)),
    ])
  }

  /// The type's average pace in the site's units; nil when the type has none.
  static func averagePace(_ row: Stats.TypeTotals.Row, units: UnitSystem) -> String? {
    guard let kind = Pace.kind(forType: row.type), let perMetre = row.secondsPerMetre else {
      return nil
    }
    return Pace.format(secondsPerMetre: perMetre, kind: kind, units: units)
  }
}
