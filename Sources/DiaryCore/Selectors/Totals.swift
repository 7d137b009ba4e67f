/// Count, distance and time of a set of workouts.
public struct Totals: Equatable, Sendable, Codable {
  public var count = 0
  public var metres = 0.0
  public var seconds = 0

  public init() {}

  // Inlinable: pages sum many workouts, and the generic version (through witness tables)
  // was several times slower than this one specialised where it is called.
  @inlinable
  public init<S: Sequence<Workout>>(_ workouts: S) {
    for workout in workouts { add(workout) }
  }

  @inlinable
  public mutating func add(_ workout: Workout) {
    count += 1
    metres += workout.distance?.metres ?? 0
    seconds += workout.duration?.seconds ?? 0
  }
}
