extension Stats {
  /// Race times and personal bests of runs (type `run`) at the standard distances.
  ///
  /// A run counts for a distance D when its distance is within 2 % of D and it has a duration;
  /// its time is its duration as written. Runs are taken in the order they were done (by day,
  /// then by time of day, a run without a time before the day's timed ones, then by id). A run is
  /// a personal best (PB) when it is strictly faster than every run before it at D, so on a tie
  /// the earlier run keeps the PB; the current best is the last PB.
  public struct RaceRecords: Equatable, Sendable, Codable {
    /// A run and its time at one distance.
    public struct Result: Equatable, Sendable, Codable {
      public var workout: Workout
      public var seconds: Int
    }

    /// Everything about one distance.
    public struct Record: Equatable, Sendable, Codable {
      public var distance: RaceDistance
      /// Every PB, oldest first; the last one is the current best.
      public var progression: [Result]
      /// How many runs counted for the distance.
      public var runCount: Int

      public var best: Result? { progression.last }
    }

    /// One record per standard distance, shortest first, also for distances without a run.
    public var records: [Record]

    /// The type whose workouts count.
    public static let type = "run"

    public init(_ workouts: some Sequence<Workout>) {
      var counted: [(workout: Workout, index: Int)] = []
      for workout in workouts {
        guard workout.type == Self.type, workout.duration != nil,
          let metres = workout.distance?.metres,
          let index = RaceDistance.all.firstIndex(where: { $0.isMatched(byMetres: metres) })
        else { continue }
        counted.append((workout, index))
      }
      counted.sort { Stats.isEarlier($0.workout, $1.workout) }
      records = RaceDistance.all.map { Record(distance: $0, progression: [], runCount: 0) }
      for (workout, index) in counted {
        let seconds = workout.duration?.seconds ?? 0
        records[index].runCount += 1
        if records[index].best.map({ seconds < $0.seconds }) ?? true {
          records[index].progression.append(Result(workout: workout, seconds: seconds))
        }
      }
    }

    /// The distances `workout` holds the current best at (at most one).
    public func currentBest(of workout: Workout) -> RaceDistance? {
      records.first { $0.best.map { isSameRun($0.workout, workout) } ?? false }?.distance
    }

    /// The distance `workout` was a PB at when it was run, whether or not it still is.
    public func personalBest(of workout: Workout) -> RaceDistance? {
      records.first { record in record.progression.contains { isSameRun($0.workout, workout) } }?
        .distance
    }

    /// The marks of the current bests among `workouts`, in their order: what a list shows.
    public func marks(among workouts: [Workout]) -> [RaceMark] {
      let bests = records.compactMap { record in record.best.map { ($0.workout, record.distance) } }
      guard !bests.isEmpty else { return [] }
      return workouts.compactMap { workout in
        bests.first { isSameRun($0.0, workout) }.map {
          RaceMark(id: workout.id, distance: $0.1.name, isCurrentBest: true)
        }
      }
    }

    /// The mark of one workout: its current best, else the PB it was when run; nil for neither.
    public func mark(of workout: Workout) -> RaceMark? {
      if let distance = currentBest(of: workout) {
        return RaceMark(id: workout.id, distance: distance.name, isCurrentBest: true)
      }
      return personalBest(of: workout).map {
        RaceMark(id: workout.id, distance: $0.name, isCurrentBest: false)
      }
    }

    /// The same workout: the day first, a cheap test that rules out nearly every pair.
    private func isSameRun(_ lhs: Workout, _ rhs: Workout) -> Bool {
      lhs.date == rhs.date && lhs.id == rhs.id
    }
  }

  /// A personal best shown beside a workout: the distance, and whether it is still the best.
  public struct RaceMark: Hashable, Sendable, Codable {
    public var id: WorkoutID
    public var distance: String
    public var isCurrentBest: Bool

    public init(id: WorkoutID, distance: String, isCurrentBest: Bool) {
      self.id = id
      self.distance = distance
      self.isCurrentBest = isCurrentBest
    }
  }
}
