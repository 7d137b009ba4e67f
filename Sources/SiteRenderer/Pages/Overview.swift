import DiaryCore
import Mustache

/// The top of `index.html`: this week, month and year per type beside the same days last year,
/// and the goals' progress. Holds the selectors' results, so the home page is rendered again
/// only when a figure changes.
struct Overview: Codable, Sendable {
  var periods: [Stats.PeriodComparison]
  var goals: [Stats.GoalProgress]

  /// Nil for an empty journal.
  init?(_ data: SiteData) {
    guard let span = data.span else { return nil }
    let weekStart = data.config.weekStart
    periods = Stats.PeriodComparison.make(
      newestFirst: data.byDate, now: span.now, weekStart: weekStart)
    goals = Stats.GoalProgress.make(
      newestFirst: data.byDate, goals: data.config.goals, now: span.now, firstDay: span.first,
      weekStart: weekStart)
  }

  func fields(config: SiteConfig) -> MustacheValue {
    .object([
      "periods": .list(periods.map { PeriodFields.make($0, config: config) }),
      "goals": GoalFields.make(goals, config: config),
    ])
  }
}

/// A period beside last year's: its days and each type's totals in both.
enum PeriodFields {
  static func make(_ period: Stats.PeriodComparison, config: SiteConfig) -> MustacheValue {
    .object([
      "kind": .string(period.kind.rawValue),
      "range": .string(range(period.first, period.last)),
      "lastYearRange": .string(range(period.lastYearFirst, period.lastYearLast)),
      "rows": .list(period.rows.map { row($0, config: config) }),
      "all": row(period.all, config: config),
      "hasRows": .bool(!period.rows.isEmpty),
    ])
  }

  private static func row(_ row: Stats.PeriodComparison.Row, config: SiteConfig) -> MustacheValue {
    var fields: MustacheObject = [
      "type": .string(row.type ?? "no type"),
      "current": totals(row.current, config: config),
      "lastYear": totals(row.lastYear, config: config),
    ]
    fields["url"] = row.type.map { .string(Links.type($0)) } ?? .null
    return .object(fields)
  }

  /// The distance and the training time (each nil without one) and the count of some
  /// workouts; nil for none.
  static func totals(_ totals: Totals, config: SiteConfig) -> MustacheValue {
    guard totals.count > 0 else { return .null }
    var fields: MustacheObject = [
      "countLabel": .string(TotalsFields.countLabel(totals.count))
    ]
    fields["time"] =
      totals.seconds > 0 ? .string(TrainingTime.text(seconds: totals.seconds)) : .null
    fields["distance"] =
      totals.metres > 0 ? .string(config.units.format(metres: totals.metres)) : .null
    return .object(fields)
  }

  /// `30 Mar – 3 Apr 2026`, `3 Apr 2026` for one day.
  static func range(_ first: LocalDate, _ last: LocalDate) -> String {
    guard first != last else { return last.displayed }
    let start =
      first.year == last.year
      ? "\(first.day) \(LocalDate.monthAbbreviations[first.month - 1])" : first.displayed
    return "\(start) – \(last.displayed)"
  }
}

/// Each goal's progress in the current period, and how often it was met before.
enum GoalFields {
  static func make(_ goals: [Stats.GoalProgress], config: SiteConfig) -> MustacheValue {
    guard !goals.isEmpty else { return .null }
    let items: [MustacheValue] =
      goals.enumerated().map { index, progress in
        let goal = progress.goal
        let fraction = goal.target > 0 ? min(progress.done / goal.target, 1) : 0
        var fields: MustacheObject = [
          "id": .string("goal-\(index + 1)"),
          "text": .string(goal.text),
          "period": .string(goal.period.rawValue),
          "range": .string(PeriodFields.range(progress.first, progress.last)),
          "done": .string(done(progress.done, of: goal, config: config)),
          "target": .string(target(of: goal)),
          "fraction": .string(DecimalFormat.string(fraction, fractionDigits: 3)),
          "percent": .string(percent(progress.done, of: goal.target)),
          "isMet": .bool(progress.isMet),
        ]
        fields["history"] =
          progress.periodCount > 0
          ? .object([
            "met": .number(Double(progress.metCount)),
            "of": .number(Double(progress.periodCount)),
            "periods": .string(
              progress.periodCount == 1 ? goal.period.rawValue : "\(goal.period.rawValue)s"),
          ]) : .null
        return .object(fields)
      }
    return .object(["items": .list(items)])
  }

  /// What was done, in the goal's measure: a distance in the site's units, a training time, a
  /// count.
  static func done(_ value: Double, of goal: Goal, config: SiteConfig) -> String {
    switch goal.amount {
    case .distance: config.units.format(metres: value)
    case .seconds: TrainingTime.text(seconds: Int(value))
    case .workouts: DecimalFormat.grouped(Int(value))
    }
  }

  /// The goal's target: a distance as written, a training time, a count.
  static func target(of goal: Goal) -> String {
    switch goal.amount {
    case .distance(let distance):
      DecimalFormat.string(distance.value, fractionDigits: 3, unit: distance.unit.symbol)
    case .seconds(let seconds): TrainingTime.text(seconds: seconds)
    case .workouts(let count): DecimalFormat.grouped(count)
    }
  }

  /// Whole percent done, rounded down (so 100 means the goal was reached); at most a million.
  static func percent(_ done: Double, of target: Double) -> String {
    guard target > 0, done.isFinite else { return "0" }
    return String(Int(min(done / target * 100, 1_000_000).rounded(.down)))
  }
}
