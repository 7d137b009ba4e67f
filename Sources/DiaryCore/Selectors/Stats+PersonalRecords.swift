extension Stats {
  /// Per type: the longest workout, the best average pace, and for run-like types the fastest
  /// average pace over a workout of at least each common race distance (there are no splits).
  public struct PersonalRecords: Equatable, Sendable {
    /// A workout and the pace it was done at.
    public struct PacedWorkout: Equatable, Sendable {
      public var workout: Workout
      public var secondsPerMetre: Double
    }

    /// The fastest average pace over a workout at least `distance.metres` long.
    public struct BestEffort: Equatable, Sendable {
      public var distance: StandardDistance
      public var best: PacedWorkout
    }

    /// The records of one type.
    public struct TypeRecords: Equatable, Sendable {
      public var type: String
      public var paceKind: Pace.Kind?
      public var longest: Workout
      /// nil when the type has no pace or no workout has both a distance and a time.
      public var bestPace: PacedWorkout?
      /// Only for run-like types, and only the distances some workout reached.
      public var bestEfforts: [BestEffort]
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

    /// In one pass over the type's workouts, each record kept as it is beaten.
    static func records(type: String, _ workouts: [Workout]) -> TypeRecords? {
      let kind = Pace.kind(forType: type)
      let distances = kind == .perDistance ? StandardDistance.all : []
      var longest: Workout?
      var bestPace: PacedWorkout?
      var efforts = [PacedWorkout?](repeating: nil, count: distances.count)
      for workout in workouts {
        if workout.distance != nil, longest.map({ isLonger(workout, $0) }) ?? true {
          longest = workout
        }
        guard kind != nil, let paced = paced(workout) else { continue }
        if bestPace.map({ isFaster(paced, $0) }) ?? true { bestPace = paced }
        for index in distances.indices where distances[index].isReached(by: workout) {
          if efforts[index].map({ isFaster(paced, $0) }) ?? true { efforts[index] = paced }
        }
      }
      guard let longest else { return nil }
      return TypeRecords(
        type: type, paceKind: kind, longest: longest, bestPace: bestPace,
        bestEfforts: distances.indices.compactMap { index in
          efforts[index].map { BestEffort(distance: distances[index], best: $0) }
        })
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
