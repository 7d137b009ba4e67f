import DiaryCore
import Mustache

extension StatsPage {
  /// Per type: the longest workout and the best pace.
  static func records(_ records: Stats.PersonalRecords, text: SiteText) -> MustacheValue {
    .list(
      records.types.enumerated().map { index, type in
        .object([
          "id": .string("records-\(index + 1)"),
          "type": .string(type.type),
          "url": .string(Links.type(type.type)),
          "rows": recordRows(type, text: text),
        ])
      })
  }

  /// One type's longest workout and best average pace (or speed).
  static func recordRows(_ type: Stats.PersonalRecords.TypeRecords, text: SiteText)
    -> MustacheValue
  {
    var rows = [
      row(
        text("records.longest"),
        result: type.longest.distance.map { text.distance($0, type: type.type) }, type.longest,
        text: text)
    ]
    if let best = type.bestPace, let kind = type.paceKind {
      let name = text(kind == .speed ? "records.best-speed" : "records.best-pace")
      let pace = text.pace(secondsPerMetre: best.secondsPerMetre, kind: kind)
      rows.append(row(name, result: pace, best.workout, text: text))
    }
    return .list(rows)
  }

  private static func row(_ name: String, result: String?, _ workout: Workout, text: SiteText)
    -> MustacheValue
  {
    var fields: MustacheObject = [
      "record": .string(name),
      "result": .string(result ?? "–"),
      "name": .string(workout.name),
      "url": .string(Links.workout(workout.id)),
      "date": .string(text.date(workout.date)),
      "isoDate": .string(workout.date.description),
    ]
    fields["distance"] =
      workout.distance.map { .string(text.distance($0, type: workout.type)) } ?? .null
    return .object(fields)
  }

  /// The current and longest streaks in days and weeks, with the days they span.
  static func streaks(_ streaks: Stats.Streaks, text: SiteText) -> MustacheValue {
    .list([
      streak("streaks.current-days", streaks.currentDays, inWeeks: false, text: text),
      streak("streaks.longest-days", streaks.longestDays, inWeeks: false, text: text),
      streak("streaks.current-weeks", streaks.currentWeeks, inWeeks: true, text: text),
      streak("streaks.longest-weeks", streaks.longestWeeks, inWeeks: true, text: text),
    ])
  }

  private static func streak(_ key: String, _ streak: Stats.Streak?, inWeeks: Bool, text: SiteText)
    -> MustacheValue
  {
    let label = text(key)
    guard let streak else { return .object(["label": .string(label), "value": .string("–")]) }
    let value = text.count(inWeeks ? "count.weeks" : "count.days", streak.length)
    let dates = ["first": text.date(streak.first), "last": text.date(streak.last)]
    let period: String
    if inWeeks {
      period = text(streak.length == 1 ? "streaks.week" : "streaks.weeks", dates)
    } else {
      period = streak.length == 1 ? dates["first"] ?? "" : text("streaks.days", dates)
    }
    return .object(["label": .string(label), "value": .string(value), "period": .string(period)])
  }
}
