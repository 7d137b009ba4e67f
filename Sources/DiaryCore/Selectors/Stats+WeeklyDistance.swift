extension Stats {
  /// Distance per week, split by complexity, for the weeks ending with the reference day's week.
  public struct WeeklyDistance: Equatable, Sendable {
    /// One calendar week of training.
    public struct Week: Equatable, Sendable {
      /// The week's first day (the configured week start).
      public var start: LocalDate
      public var workoutCount = 0
      /// Metres done at each complexity, indexed by `Complexity.rawValue`.
      var metresByComplexity = [0.0, 0.0, 0.0]

      public init(start: LocalDate) { self.start = start }

      /// The week's last day.
      public var end: LocalDate { start.adding(days: 6) }

      public func metres(_ complexity: Complexity) -> Double {
        metresByComplexity[complexity.rawValue]
      }

      public var totalMetres: Double { metresByComplexity.reduce(0, +) }

      mutating func add(_ workout: Workout) {
        workoutCount += 1
        metresByComplexity[workout.complexity.rawValue] += workout.distance?.metres ?? 0
      }
    }

    /// Oldest first; empty when the journal is.
    public var weeks: [Week]

    public init(_ state: AppState, weekCount: Int = 52) {
      self.init(state.workouts, weekStart: state.config.weekStart, weekCount: weekCount)
    }

    public init(_ workouts: [Workout], weekStart: Int, weekCount: Int = 52) {
      guard
        let first = Stats.window(of: workouts, weekStart: weekStart, weekCount: weekCount)?.first
      else {
        weeks = []
        return
      }
      var weeks = (0..<weekCount).map { Week(start: first.adding(days: 7 * $0)) }
      for workout in workouts {
        let index = (workout.date.dayNumber - first.dayNumber) / 7
        if workout.date >= first, weeks.indices.contains(index) { weeks[index].add(workout) }
      }
      self.weeks = weeks
    }

    /// The most metres done in one of the weeks; 0 when there are none.
    public var longestWeekMetres: Double { weeks.map(\.totalMetres).max() ?? 0 }

    public var totalMetres: Double { weeks.reduce(0) { $0 + $1.totalMetres } }

    public var workoutCount: Int { weeks.reduce(0) { $0 + $1.workoutCount } }
  }
}
