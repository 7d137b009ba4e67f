import DiaryCore
import Mustache

/// A calendar heatmap with its legend and its figures per month as a table.
enum CalendarFields {
  static func make(
    _ calendar: Stats.TrainingCalendar, id: String, title: String, onPageAt path: String,
    text: SiteText
  ) -> MustacheValue {
    let months: [MustacheValue] = calendar.months.reversed().map { month in
      let dayCount = month.last.dayNumber - month.first.dayNumber + 1
      return .object([
        "month": .string(text.monthTitle(month.first)),
        "days": .string(
          text(
            "calendar.days-of",
            ["days": text.number(month.trainingDays), "count": text.number(dayCount)])),
        "workouts": .string(text.number(month.workoutCount)),
        "time": .string(text.trainingTime(seconds: month.seconds)),
      ])
    }
    let levels: [MustacheValue] = (0..<TrainingHeatmap.levelCount).map { level in
      .object(["level": .number(Double(level)), "label": .string(text("calendar.level.\(level)"))])
    }
    let days = calendar.days
    let summary = days.first.flatMap { first in
      days.last.map { last in
        text.count(
          "calendar.summary", days.count,
          [
            "trained": text.number(days.filter(\.isTrainingDay).count),
            "first": text.date(first.date), "last": text.date(last.date),
          ])
      }
    }
    return .object([
      "svg": .string(
        TrainingHeatmap.svg(
          calendar, id: id, title: title, root: rootPrefix(forPath: path), text: text)),
      "summary": .string(summary ?? ""),
      "levels": .list(levels),
      "months": .list(months),
    ])
  }
}
