import DiaryCore
import Mustache

extension StatsPage {
  /// Per type: the longest workout and the best pace.
  static func records(_ records: Stats.PersonalRecords, units: UnitSystem) -> MustacheValue {
    .list(
      records.types.enumerated().map { index, type in
        .object([
          "id": .string("records-\(index + 1)"),
          "type": .string(type.type),
          "url": .string(Links.type(type.type)),
          "rows": recordRows(type, units: units),
        ])
      })
  }

  /// One type's longest workout and best average pace (or speed).
  static func recordRows(_ type: Stats.PersonalRecords.TypeRecords, units: UnitSystem)
    -> MustacheValue
  {
    var rows = [
      row(
        "Longest", result: type.longest.distance.map { units.format($0, type: type.type) },
        type.longest, units: units)
    ]
    if let best = type.bestPace, let kind = type.paceKind {
      let name = kind == .speed ? "Best average speed" : "Best average pace"
      rows.append(row(name, paced: best, kind: kind, units: units))
    }
    return .list(rows)
  }

  private static func row(
    _ name: String, paced: Stats.PersonalRecords.PacedWorkout, kind: Pace.Kind, units: UnitSystem
  ) -> MustacheValue {
    let pace = Pace.format(secondsPerMetre: paced.secondsPerMetre, kind: kind, units: units)
    return row(name, result: pace, paced.workout, units: units)
  }

  private static func row(_ name: String, result: String?, _ workout: Workout, units: UnitSystem)
    -> MustacheValue
  {
    var fields: MustacheObject = [
      "record": .string(name),
      "result": .string(result ?? "–"),
      "name": .string(workout.name),
      "url": .string(Links.workout(workout.id)),
      "date": .string(workout.date.displayed),
      "isoDate": .string(workout.date.description),
    ]
    fields["distance"] =
      workout.distance.map { .string(units.format($0, type: workout.type)) } ?? .null
    return .object(fields)
  }

  /// The current and longest streaks in days and weeks, with the days they span.
  static func streaks(_ streaks: Stats.Streaks) -> MustacheValue {
    .list([
      streak("Current streak", streaks.currentDays, unit: "day", inWeeks: false),
      streak("Longest streak", streaks.longestDays, unit: "day", inWeeks: false),
      streak("Current weekly streak", streaks.currentWeeks, unit: "week", inWeeks: true),
      streak("Longest weekly streak", streaks.longestWeeks, unit: "week", inWeeks: true),
    ])
  }

  private static func streak(_ label: String, _ streak: Stats.Streak?, unit: String, inWeeks: Bool)
    -> MustacheValue
  {
    guard let streak else { return .object(["label": .string(label), "value": .string("–")]) }
    let value = "\(streak.length) \(unit)\(streak.length == 1 ? "" : "s")"
    let period: String
    if inWeeks {
      period =
        streak.length == 1
        ? "the week of \(streak.first.displayed)"
        : "the weeks of \(streak.first.displayed) to \(streak.last.displayed)"
    } else {
      period =
        streak.length == 1
        ? streak.first.displayed : "\(streak.first.displayed) to \(streak.last.displayed)"
    }
    return .object(["label": .string(label), "value": .string(value), "period": .string(period)])
  }
}
