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
      let text = site.text
      return site.page(
        path: path, title: text("nav.stats"),
        fields(oldestFirst, config: site.config, text: text))
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    [SiteFile(page: Input(workouts: data.byDate), in: data.context)]
  }

  /// The stats of `workouts`, oldest first.
  static func fields(_ workouts: [Workout], config: SiteConfig, text: SiteText)
    -> MustacheObject
  {
    let weekStart = config.weekStart
    let weekday = text.words.weekday((1...7).contains(weekStart) ? weekStart : 1)
    var fields: MustacheObject = [
      "isEmpty": .bool(workouts.isEmpty),
      "emptyText": .string(ListPages.emptyText(text, key: "stats.empty")),
      "streaksText": .string(text("stats.streaks-text", ["weekday": weekday])),
      "raceTimesText": .string(
        text.html("stats.race-times-text", ["link": "<a href=\"races.html\">", "/link": "</a>"])),
    ]
    guard let first = workouts.first?.date, let reference = Stats.referenceDay(of: workouts)
    else { return fields }
    let streaks = Stats.Streaks(workouts, weekStart: weekStart)
    let byType = WorkoutGroup.byType(workouts)
    let typeTotals = Stats.TypeTotals(workouts, byType: byType)
    fields["summary"] = summary(typeTotals.all, streaks, asOf: reference, text: text)
    fields["weekly"] = weekly(Stats.WeeklyDistance(workouts, weekStart: weekStart), text: text)
    fields["sports"] = .list(
      typeTotals.rows.compactMap(\.type).map { type in
        .object(["type": .string(type), "url": .string(Links.typeSection(type, "weekly"))])
      })
    fields["calendar"] = CalendarFields.make(
      Stats.TrainingCalendar(workouts, weekStart: weekStart), id: "chart-calendar",
      title: text("calendar.title-weeks"), onPageAt: Links.stats, text: text)
    fields["years"] = years(workouts, from: first, through: reference, config: config, text: text)
    fields["yearToDate"] = YearToDateFields.make(
      Stats.YearToDate(workouts, now: reference), id: "chart-ytd", text: text)
    fields["goals"] = GoalFields.make(
      Stats.GoalProgress.make(
        newestFirst: workouts.reversed(), goals: config.goals, now: reference, firstDay: first,
        weekStart: weekStart),
      text: text)
    fields["complexity"] = complexity(Stats.ComplexityDistribution(workouts), text: text)
    fields["types"] = self.typeTotals(typeTotals, text: text)
    fields["records"] = records(Stats.PersonalRecords(byType: byType), text: text)
    fields["races"] = RacesPage.bests(Stats.RaceRecords(workouts), text: text)
    fields["streaks"] = self.streaks(streaks, text: text)
    return fields
  }

  /// Distance per year over every year of the journal, as bars, and each year's totals per
  /// type, newest first.
  static func years(
    _ workouts: [Workout], from first: LocalDate, through now: LocalDate, config: SiteConfig,
    text: SiteText
  ) -> MustacheValue {
    let chart = VolumeFields(
      id: "chart-years", title: text("stats.years-chart"), name: { text.year($0.year) },
      axisLabel: { _, start in text.year(start.year) }, showsDistance: true
    ).make(
      Stats.volumes(workouts, per: .year, from: first, through: now, weekStart: config.weekStart),
      text: text)
    let years: [MustacheValue] = Stats.typeTotalsByYear(workouts, from: first, through: now)
      .map { year, totals in
        .object([
          "label": .string(text.year(year)), "url": .string(Links.year(year)),
          "hasWorkouts": .bool(totals.all.count > 0),
          "totals": TotalsFields.make(totals.all, text: text),
          "types": .list(
            totals.rows.map { row in
              .object([
                "label": .string(text.type(row.type)),
                "totals": TotalsFields.make(row.totals, text: text),
              ])
            }),
        ])
      }
    return .object(["svg": chart["svg"] ?? .null, "years": .list(years)])
  }

  static func summary(
    _ totals: Totals, _ streaks: Stats.Streaks, asOf day: LocalDate, text: SiteText
  ) -> MustacheValue {
    .string(
      text.html(
        "stats.summary",
        [
          "date": text.timeHTML(day), "workouts": escapeHTML(text.workouts(totals.count)),
          "distance": escapeHTML(text.distance(metres: totals.metres)),
          "time": escapeHTML(text.trainingTime(seconds: totals.seconds)),
          "days": escapeHTML(text.count("stats.days", streaks.trainingDays)),
          "weeks": escapeHTML(text.count("stats.weeks", streaks.trainingWeeks)),
        ]))
  }

  static func weekly(_ weekly: Stats.WeeklyDistance, text: SiteText) -> MustacheValue {
    let rows: [MustacheValue] = weekly.weeks.reversed().map { week in
      .object([
        "week": .string(text.date(week.start)),
        "isoDate": .string(week.start.description),
        "workouts": .string(text.number(week.workoutCount)),
        "distance": .string(text.distance(metres: week.totalMetres)),
        "low": .string(metresOrDash(week.metres(.low), text: text)),
        "medium": .string(metresOrDash(week.metres(.medium), text: text)),
        "high": .string(metresOrDash(week.metres(.high), text: text)),
      ])
    }
    return .object([
      "svg": .string(WeeklyDistanceChart.svg(weekly, text: text)),
      "summary": .string(
        text.count(
          "stats.weekly-summary", weekly.weeks.count,
          [
            "total": text.distance(metres: weekly.totalMetres),
            "workouts": text.workouts(weekly.workoutCount),
          ])),
      "rows": .list(rows),
    ])
  }

  /// A distance in km or mi, or a dash for none.
  static func metresOrDash(_ metres: Double, text: SiteText) -> String {
    metres > 0 ? text.distance(metres: metres) : "–"
  }

  static func complexity(_ distribution: Stats.ComplexityDistribution, text: SiteText)
    -> MustacheValue
  {
    .object([
      "svg": .string(ComplexityBar.svg(distribution, text: text)),
      "shares": .list(
        distribution.shares.map { share in
          .object([
            "complexity": .string(share.complexity.name),
            "label": .string(ComplexityBar.label(share, text: text)),
          ])
        }),
    ])
  }

  static func typeTotals(_ totals: Stats.TypeTotals, text: SiteText) -> MustacheValue {
    let rows: [MustacheValue] = totals.rows.map { row in
      var fields: MustacheObject = [
        "type": .string(text.type(row.type)),
        "workouts": .string(text.number(row.totals.count)),
        "time": .string(text.trainingTime(seconds: row.totals.seconds)),
        "distance": .string(
          row.totals.metres > 0
            ? text.distance(Distance(row.totals.metres, .metres), type: row.type) : "–"),
        "pace": .string(averagePace(row, text: text) ?? "–"),
      ]
      fields["url"] = row.type.map { .string(Links.type($0)) } ?? .null
      return .object(fields)
    }
    return .object([
      "rows": .list(rows),
      "workouts": .string(text.number(totals.all.count)),
      "distance": .string(text.distance(metres: totals.all.metres)),
      "time": .string(text.trainingTime(seconds: totals.all.seconds)),
    ])
  }

  /// The type's average pace in the site's units; nil when the type has none.
  static func averagePace(_ row: Stats.TypeTotals.Row, text: SiteText) -> String? {
    guard let kind = Pace.kind(forType: row.type), let perMetre = row.secondsPerMetre else {
      return nil
    }
    return text.pace(secondsPerMetre: perMetre, kind: kind)
  }
}
