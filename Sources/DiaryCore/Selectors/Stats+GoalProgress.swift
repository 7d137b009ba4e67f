extension Stats {
  /// How far a goal is met in the period holding the reference day (from its first day to the
  /// reference day), and for a weekly or monthly goal in how many of the full periods before it:
  /// the last 52 weeks or 12 months, none before the period of the journal's first workout.
  public struct GoalProgress: Equatable, Sendable, Codable {
    public var goal: Goal
    /// The current period's first day; its last is the reference day.
    public var first: LocalDate
    public var last: LocalDate
    /// In the goal's measure: metres, seconds or workouts.
    public var done: Double
    /// How many of the full periods before the current one met the goal, and how many there were.
    public var metCount: Int
    public var periodCount: Int

    /// Whether the current period has reached the target.
    public var isMet: Bool { done >= goal.target }

    /// How many full periods before the current one are looked back on.
    public static func historyLength(_ period: PeriodKind) -> Int {
      switch period {
      case .week: 52
      case .month: 12
      case .year: 0
      }
    }

    /// The progress of each goal, in their order. `workouts` must be newest first; `firstDay`
    /// is the journal's oldest workout's day.
    public static func make(
      newestFirst workouts: [Workout], goals: [Goal], now: LocalDate, firstDay: LocalDate,
      weekStart: Int
    ) -> [GoalProgress] {
      goals.map { goal in
        let kind = goal.period
        let current = kind.start(containing: now, weekStart: weekStart)
        let journalStart = kind.start(containing: firstDay, weekStart: weekStart)
        let back = kind.start(-historyLength(kind), after: current)
        let from = max(back, journalStart)
        let counted = workouts.lazy.prefix { $0.date >= from }.filter(goal.counts)
        let periods = Stats.volumes(
          counted, per: kind, from: from, through: now, weekStart: weekStart)
        let history = periods.dropLast()
        return GoalProgress(
          goal: goal, first: current, last: now,
          done: periods.last.map { goal.measure($0.volume.totals) } ?? 0,
          metCount: history.filter { goal.measure($0.volume.totals) >= goal.target }.count,
          periodCount: history.count)
      }
    }
  }
}
