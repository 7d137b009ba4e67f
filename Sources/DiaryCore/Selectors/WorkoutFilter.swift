/// Which workouts of a list to keep: of a type, with a tag, since a day, at most so many.
public struct WorkoutFilter: Equatable, Sendable {
  /// Lowercase, as types are stored.
  public var type: String?
  /// Lowercase, as tags are stored.
  public var tag: String?
  public var since: LocalDate?
  public var limit: Int?

  public init(type: String? = nil, tag: String? = nil, since: LocalDate? = nil, limit: Int? = nil) {
    self.type = type
    self.tag = tag
    self.since = since
    self.limit = limit
  }

  /// The workouts that pass, in their order, the first `limit` of them.
  public func apply(to workouts: [Workout]) -> [Workout] {
    let kept = workouts.filter { workout in
      (type.map { workout.type == $0 } ?? true) && (tag.map { workout.tags.contains($0) } ?? true)
        && (since.map { workout.date >= $0 } ?? true)
    }
    return limit.map { Array(kept.prefix($0)) } ?? kept
  }
}
