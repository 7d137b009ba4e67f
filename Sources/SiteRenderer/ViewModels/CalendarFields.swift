import DiaryCore
import Mustache

/// A calendar heatmap with its legend and its figures per month as a table.
enum CalendarFields {
  static func make(
    _ calendar: Stats.TrainingCalendar, id: String, title: String, onPageAt path: String
  ) -> MustacheValue {
    let months: [MustacheValue] = calendar.months.reversed().map { month in
      .object([
        "month": .string("\(LocalDate.monthNames[month.month - 1]) \(month.year)"),
        "days": .number(Double(month.trainingDays)),
        "dayCount": .number(Double(month.last.dayNumber - month.first.dayNumber + 1)),
        "workouts": .number(Double(month.workoutCount)),
        "time": .string(TrainingTime.text(seconds: month.seconds)),
      ])
    }
    let levels: [MustacheValue] = TrainingHeatmap.levelLabels.enumerated().map {
      .object(["level": .number(Double($0.offset)), "label": .string($0.element)])
    }
    let days = calendar.days
    return .object([
      "svg": .string(
        TrainingHeatmap.svg(calendar, id: id, title: title, root: rootPrefix(forPath: path))),
      "first": .string(days.first?.date.displayed ?? ""),
      "last": .string(days.last?.date.displayed ?? ""),
      "trained": .number(Double(days.filter(\.isTrainingDay).count)),
      "dayCount": .number(Double(days.count)),
      "levels": .list(levels),
      "months": .list(months),
    ])
  }
}
