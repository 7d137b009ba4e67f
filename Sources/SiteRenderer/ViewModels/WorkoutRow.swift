import DiaryCore
import Mustache

/// The data a template shows for one workout in a list.
enum WorkoutRow {
  static func make(_ workout: Workout, config: SiteConfig) -> MustacheValue {
    // Sized once: growing a dictionary of 15 fields rehashes it twice.
    var fields = MustacheObject(minimumCapacity: 16)
    fields["id"] = .string(workout.id.rawValue)
    fields["url"] = .string(Links.workout(workout.id))
    fields["name"] = .string(workout.name)
    fields["date"] = .string(workout.date.displayed)
    fields["isoDate"] = .string(workout.date.description)
    fields["complexity"] = .string(workout.complexity.name)
    fields["complexityLabel"] = .string(ComplexityLabel.text(workout.complexity))
    fields["tags"] = .list(workout.tags.map(tag))
    fields["hasTags"] = .bool(!workout.tags.isEmpty)
    fields["time"] = workout.time.map { .string($0.description) } ?? .null
    fields["type"] = workout.type.map { .string($0) } ?? .null
    fields["typeURL"] = workout.type.map { .string(Links.type($0)) } ?? .null
    fields["distance"] =
      workout.distance.map { .string(config.units.format($0, type: workout.type)) } ?? .null
    fields["duration"] = workout.duration.map { .string($0.formatted) } ?? .null
    fields["pace"] = Pace.formatted(workout, units: config.units).map { .string($0) } ?? .null
    return .object(fields)
  }

  static func tag(_ name: String) -> MustacheValue {
    .object(["name": .string(name), "url": .string(Links.tag(name))])
  }
}

/// The word shown beside a complexity colour, so colour is never the only signal.
enum ComplexityLabel {
  static func text(_ complexity: Complexity) -> String {
    switch complexity {
    case .low: "Low"
    case .medium: "Medium"
    case .high: "High"
    }
  }
}
