extension AppState {
  /// What the workout's track file holds; nil without a `track:` or when it was not read.
  public func track(of workout: Workout) -> Track? {
    workout.track.flatMap { tracks[$0] }
  }
}

extension Stats {
  /// The fastest continuous stretch of each standard distance recorded inside any run, with
  /// its run: measured on the recordings (`TrackSummary.bestEfforts`), apart from race times,
  /// which are a workout's whole distance and time.
  ///
  /// - A workout counts when it is a run: its type is `run`, or it has no type and its
  ///   recording's sport is a run. Recordings without positions (treadmills) have no efforts,
  ///   and no effort spans a gap of more than 30 s in its recording.
  /// - The best at a distance is the shortest time; on a tie, the run done first keeps it.
  /// - Consistent: from the shortest distance up, a best that takes less time than the best
  ///   of a shorter distance is left out (the same rule each recording's efforts follow).
  public struct RecordedBestEfforts: Equatable, Sendable {
    /// A distance efforts are listed for.
    public struct Distance: Equatable, Sendable {
      public var name: String
      public var metres: Double
    }

    /// The best effort at one distance.
    public struct Best: Equatable, Sendable {
      public var distance: Distance
      public var workout: Workout
      public var effort: TrackSummary.Effort
    }

    /// 1 km, 1 mile, 5 km, 10 km and the half marathon: the distances the recordings'
    /// efforts are measured at.
    public static let distances = [
      Distance(name: "1 km", metres: 1000), Distance(name: "1 mile", metres: 1609.344),
      Distance(name: "5 km", metres: 5000), Distance(name: "10 km", metres: 10_000),
      Distance(name: "Half marathon", metres: 21_097.5),
    ]

    /// By distance, shortest first; only the distances some run covered.
    public var bests: [Best]

    public init(_ state: AppState) { self.init(state.workouts, tracks: state.tracks) }

    /// From the workouts and the tracks they name.
    public init(_ workouts: [Workout], tracks: [String: Track]) {
      var found = [Best?](repeating: nil, count: Self.distances.count)
      for workout in workouts {
        guard let path = workout.track, let summary = tracks[path]?.summary,
          Self.isRun(workout, summary)
        else { continue }
        for effort in summary.bestEfforts {
          guard let index = Self.distances.firstIndex(where: { $0.metres == effort.distance })
          else { continue }
          let candidate = Best(distance: Self.distances[index], workout: workout, effort: effort)
          if found[index].map({ Self.isFaster(candidate, $0) }) ?? true { found[index] = candidate }
        }
      }
      bests = []
      for best in found.compactMap({ $0 }) {
        if let shorter = bests.last, best.effort.time < shorter.effort.time { continue }
        bests.append(best)
      }
    }

    /// Whether the workout's efforts count: it is a run, by its type or, without one, by its
    /// recording's sport.
    public static func isRun(_ workout: Workout, _ summary: TrackSummary) -> Bool {
      (workout.type ?? summary.sport) == "run"
    }

    /// The shorter time first; on a tie the one done first.
    static func isFaster(_ lhs: Best, _ rhs: Best) -> Bool {
      lhs.effort.time != rhs.effort.time
        ? lhs.effort.time < rhs.effort.time : Stats.isEarlier(lhs.workout, rhs.workout)
    }
  }
}
