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

  func fields(config: SiteConfig, text: SiteText) -> MustacheValue {
    .object([
      "periods": .list(periods.map { PeriodFields.make($0, text: text) }),
      "goals": GoalFields.make(goals, text: text),
    ])
  }
}

/// A period beside last year's: its days and each type's totals in both.
enum PeriodFields {
  static func make(_ period: Stats.PeriodComparison, text: SiteText) -> MustacheValue {
    let kind = period.kind.rawValue
    let this = text("overview.this.\(kind)")
    return .object([
      "this": .string(this),
      "caption": .string(
        text.html(
          "overview.caption.\(kind)",
          [
            "strong": "<strong>", "/strong": "</strong>",
            "range": escapeHTML(text.range(period.first, period.last)),
            "last": escapeHTML(text.range(period.lastYearFirst, period.lastYearLast)),
          ])),
      "rows": .list(period.rows.map { row($0, text: text) }),
      "all": row(period.all, text: text),
      "hasRows": .bool(!period.rows.isEmpty),
    ])
  }

  private static func row(_ row: Stats.PeriodComparison.Row, text: SiteText) -> MustacheValue {
    var fields: MustacheObject = [
      "type": .string(text.type(row.type)),
      "current": totals(row.current, text: text),
      "lastYear": totals(row.lastYear, text: text),
    ]
    fields["url"] = row.type.map { .string(Links.type($0)) } ?? .null
    return .object(fields)
  }

  /// The distance and the training time (each nil without one) and the count of some
  /// workouts; nil for none.
  static func totals(_ totals: Totals, text: SiteText) -> MustacheValue {
    guard totals.count > 0 else { return .null }
    var fields: MustacheObject = ["countLabel": .string(text.workouts(totals.count))]
    fields["time"] =
      totals.seconds > 0 ? .string(text.trainingTime(seconds: totals.seconds)) : .null
    fields["distance"] = totals.metres > 0 ? .string(text.distance(metres: totals.metres)) : .null
    return .object(fields)
  }
}

/// Each goal's progress in the current period, and how often it was met before.
enum GoalFields {
  static func make(_ goals: [Stats.GoalProgress], text: SiteText) -> MustacheValue {
    guard !goals.isEmpty else { return .null }
    let items: [MustacheValue] =
      goals.enumerated().map { index, progress in
        let goal = progress.goal
        let period = goal.period.rawValue
        let fraction = goal.target > 0 ? min(progress.done / goal.target, 1) : 0
        let percent = percent(progress.done, of: goal.target)
        let done = text(
          "goals.progress.\(period)",
          [
            "done": done(progress.done, of: goal, text: text),
            "target": target(of: goal, text: text),
            "range": text.range(progress.first, progress.last), "percent": text.measure(percent),
          ])
        var fields: MustacheObject = [
          "id": .string("goal-\(index + 1)"),
          "text": .string(goal.text),
          "progress": .string(progress.isMet ? text("goals.reached", ["progress": done]) : done),
          "fraction": .string(DecimalFormat.string(fraction, fractionDigits: 3)),
          "percent": .string(text.measure(percent)),
          "isMet": .bool(progress.isMet),
        ]
        fields["history"] =
          progress.periodCount > 0
          ? .string(
            text.count(
              "goals.history.\(period)", progress.periodCount,
              ["met": text.number(progress.metCount)])) : .null
        return .object(fields)
      }
    return .object(["items": .list(items)])
  }

  /// What was done, in the goal's measure: a distance in the site's units, a training time, a
  /// count.
  static func done(_ value: Double, of goal: Goal, text: SiteText) -> String {
    switch goal.amount {
    case .distance: text.distance(metres: value)
    case .seconds: text.trainingTime(seconds: Int(value))
    case .workouts: text.number(Int(value))
    }
  }

  /// The goal's target: a distance as written, a training time, a count.
  static func target(of goal: Goal, text: SiteText) -> String {
    switch goal.amount {
    case .distance(let distance):
      text.measure(
        DecimalFormat.string(distance.value, fractionDigits: 3, unit: distance.unit.symbol))
    case .seconds(let seconds): text.trainingTime(seconds: seconds)
    case .workouts(let count): text.number(count)
    }
  }

  /// Whole percent done, rounded down (so 100 means the goal was reached); at most a million.
  static func percent(_ done: Double, of target: Double) -> String {
    guard target > 0, done.isFinite else { return "0" }
    return String(Int(min(done / target * 100, 1_000_000).rounded(.down)))
  }
}
