extension Stats {
  /// Per type: the longest workout and the best average pace. Race times are kept apart
  /// (`RaceRecords`): an average pace over a longer workout says nothing of a race time.
  public struct PersonalRecords: Equatable, Sendable {
    /// A workout and the pace it was done at.
    public struct PacedWorkout: Equatable, Sendable {
      public var workout: Workout
      public var secondsPerMetre: Double
    }

    /// The records of one type.
    public struct TypeRecords: Equatable, Sendable {
      public var type: String
      public var paceKind: Pace.Kind?
      public var longest: Workout
      /// nil when the type has no pace or no workout has both a distance and a time.
      public var bestPace: PacedWorkout?
    }

    /// Types with at least one distance, most workouts first, then by name.
    public var types: [TypeRecords]

    public init(_ state: AppState) { self.init(state.workouts) }

    public init(_ workouts: [Workout]) { self.init(byType: WorkoutGroup.byType(workouts)) }

    /// From the workouts grouped by type.
    public init(byType: [WorkoutGroup]) {
      let ordered = byType.sorted { lhs, rhs in
        lhs.workouts.count != rhs.workouts.count
          ? lhs.workouts.count > rhs.workouts.count : lhs.name < rhs.name
      }
      types = ordered.compactMap { Self.records(type: $0.name, $0.workouts) }
    }

    /// In one pass over the type's workouts, each record kept as it is beaten; nil when none of
    /// them has a distance.
    public static func records(type: String, _ workouts: [Workout]) -> TypeRecords? {
      let kind = Pace.kind(forType: type)
      var longest: Workout?
      var bestPace: PacedWorkout?
      for workout in workouts {
        if workout.distance != nil, longest.map({ isLonger(workout, $0) }) ?? true {
          longest = workout
        }
        guard kind != nil, let paced = paced(workout) else { continue }
        if bestPace.map({ isFaster(paced, $0) }) ?? true { bestPace = paced }
      }
      guard let longest else { return nil }
      return TypeRecords(type: type, paceKind: kind, longest: longest, bestPace: bestPace)
    }

    static func paced(_ workout: Workout) -> PacedWorkout? {
      Pace.secondsPerMetre(workout).map { PacedWorkout(workout: workout, secondsPerMetre: $0) }
    }

    /// The lower seconds per metre first; on a tie the one done first.
    static func isFaster(_ lhs: PacedWorkout, _ rhs: PacedWorkout) -> Bool {
      if lhs.secondsPerMetre != rhs.secondsPerMetre {
        return lhs.secondsPerMetre < rhs.secondsPerMetre
      }
      return Stats.isEarlier(lhs.workout, rhs.workout)
    }

    /// The longer distance first; on a tie the one done first.
    static func isLonger(_ lhs: Workout, _ rhs: Workout) -> Bool {
      let left = lhs.distance?.metres ?? 0
      let right = rhs.distance?.metres ?? 0
      return left != right ? left > right : Stats.isEarlier(lhs, rhs)
    }
  }
}
