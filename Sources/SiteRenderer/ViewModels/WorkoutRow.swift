import DiaryCore
import Mustache

/// The data a template shows for one workout in a list, and on its page.
enum WorkoutRow {
  /// `best`: the race distance the workout holds the current best at, if any.
  static func make(_ workout: Workout, text: SiteText, best: String? = nil) -> MustacheValue {
    let type = workout.type
    // Each field set once, by a name whose hash is made once for every row.
    var fields = MustacheObject(minimumCapacity: 17)
    fields.append(.string(workout.id.rawValue), for: Key.id)
    fields.append(.string(Links.workout(workout.id)), for: Key.url)
    fields.append(.string(workout.name), for: Key.name)
    fields.append(.string(text.date(workout.date)), for: Key.date)
    fields.append(.string(workout.date.description), for: Key.isoDate)
    fields.append(.string(workout.complexity.name), for: Key.complexity)
    fields.append(.string(text.complexity(workout.complexity)), for: Key.complexityLabel)
    fields.append(.list(workout.tags.map(tag)), for: Key.tags)
    fields.append(.bool(!workout.tags.isEmpty), for: Key.hasTags)
    fields.append(workout.time.map { .string($0.description) } ?? .null, for: Key.time)
    fields.append(
      workout.time.map { .string(text.measure($0.description)) } ?? .null, for: Key.timeText)
    fields.append(type.map { .string($0) } ?? .null, for: Key.type)
    fields.append(type.map { .string(Links.type($0)) } ?? .null, for: Key.typeURL)
    fields.append(
      workout.distance.map { .string(text.distance($0, type: type)) } ?? .null,
      for: Key.distance)
    fields.append(
      workout.duration.map { .string(text.duration($0)) } ?? .null, for: Key.duration)
    fields.append(text.pace(workout).map { .string($0) } ?? .null, for: Key.pace)
    fields.append(best.map { .string(text.race($0)) } ?? .null, for: Key.best)
    return .object(fields)
  }

  static func tag(_ name: String) -> MustacheValue {
    var fields = MustacheObject(minimumCapacity: 2)
    fields.append(.string(name), for: Key.name)
    fields.append(.string(Links.tag(name)), for: Key.url)
    return .object(fields)
  }

  private enum Key {
    static let id = MustacheKey("id")
    static let url = MustacheKey("url")
    static let name = MustacheKey("name")
    static let date = MustacheKey("date")
    static let isoDate = MustacheKey("isoDate")
    static let complexity = MustacheKey("complexity")
    static let complexityLabel = MustacheKey("complexityLabel")
    static let tags = MustacheKey("tags")
    static let hasTags = MustacheKey("hasTags")
    static let time = MustacheKey("time")
    static let timeText = MustacheKey("timeText")
    static let type = MustacheKey("type")
    static let typeURL = MustacheKey("typeURL")
    static let distance = MustacheKey("distance")
    static let duration = MustacheKey("duration")
    static let pace = MustacheKey("pace")
    static let best = MustacheKey("best")
  }
}
