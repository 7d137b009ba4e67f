/// Count, distance and time of a set of workouts.
public struct Totals: Equatable, Sendable {
  public var count = 0
  public var metres = 0.0
  public var seconds = 0

  public init() {}

  public init<S: Sequence<Workout>>(_ workouts: S) {
    for workout in workouts { add(workout) }
  }

  public mutating func add(_ workout: Workout) {
    count += 1
    metres += workout.distance?.metres ?? 0
    seconds += workout.duration?.seconds ?? 0
  }
}
