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

    public init(_ workouts: [Workout]) {
      var byType: [String: [Workout]] = [:]
      for workout in workouts {
        if let type = workout.type { byType[type, default: []].append(workout) }
      }
      let ordered = byType.sorted { lhs, rhs in
        lhs.value.count != rhs.value.count ? lhs.value.count > rhs.value.count : lhs.key < rhs.key
      }
      types = ordered.compactMap { Self.records(type: $0.key, $0.value) }
    }

    static func records(type: String, _ workouts: [Workout]) -> TypeRecords? {
      let measured = workouts.filter { $0.distance != nil }
      guard let longest = measured.min(by: isLonger) else { return nil }
      let kind = Pace.kind(forType: type)
      let paced = kind == nil ? [] : workouts.compactMap(paced)
      let efforts =
        kind == .perDistance
        ? StandardDistance.all.compactMap { distance in
          fastest(paced.filter { distance.isReached(by: $0.workout) }).map {
            BestEffort(distance: distance, best: $0)
          }
        } : []
      return TypeRecords(
        type: type, paceKind: kind, longest: longest, bestPace: fastest(paced),
        bestEfforts: efforts)
    }

    static func paced(_ workout: Workout) -> PacedWorkout? {
      Pace.secondsPerMetre(workout).map { PacedWorkout(workout: workout, secondsPerMetre: $0) }
    }

    /// The lowest seconds per metre; on a tie the one done first.
    static func fastest(_ paced: [PacedWorkout]) -> PacedWorkout? {
      paced.min { lhs, rhs in
        if lhs.secondsPerMetre != rhs.secondsPerMetre {
          return lhs.secondsPerMetre < rhs.secondsPerMetre
        }
        return Stats.isEarlier(lhs.workout, rhs.workout)
      }
    }

    /// The longer distance first; on a tie the one done first.
    static func isLonger(_ lhs: Workout, _ rhs: Workout) -> Bool {
      let left = lhs.distance?.metres ?? 0
      let right = rhs.distance?.metres ?? 0
      return left != right ? left > right : Stats.isEarlier(lhs, rhs)
    }
  }
}
