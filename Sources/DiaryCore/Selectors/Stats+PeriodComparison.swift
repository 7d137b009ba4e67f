extension Stats {
  /// This week, month or year up to the reference day, per type, beside the same days a year
  /// earlier: for a week the same weekdays 52 weeks (364 days) earlier, for a month and a year
  /// the same dates last year (29 February becomes 28 February).
  public struct PeriodComparison: Equatable, Sendable, Codable {
    /// One type's totals in both periods.
    public struct Row: Equatable, Sendable, Codable {
      /// nil for the workouts without a type.
      public var type: String?
      public var current = Totals()
      public var lastYear = Totals()

      public init(type: String?) { self.type = type }
    }

    public var kind: PeriodKind
    /// This period's first day; its last is the reference day.
    public var first: LocalDate
    public var last: LocalDate
    public var lastYearFirst: LocalDate
    public var lastYearLast: LocalDate
    /// The types with a workout in either period: most workouts this period first, then most
    /// last year, then by name; untyped workouts last.
    public var rows: [Row]
    /// Every workout of each period.
    public var all: Row

    init(kind: PeriodKind, now: LocalDate, weekStart: Int) {
      self.kind = kind
      first = kind.start(containing: now, weekStart: weekStart)
      last = now
      switch kind {
      case .week:
        lastYearFirst = first.adding(days: -364)
        lastYearLast = now.adding(days: -364)
      case .month, .year:
        lastYearFirst = first.adding(years: -1)
        lastYearLast = now.adding(years: -1)
      }
      rows = []
      all = Row(type: nil)
    }

    /// The week, the month and the year holding `now`. `workouts` must be newest first: those
    /// older than the earliest period are not looked at.
    public static func make(newestFirst workouts: [Workout], now: LocalDate, weekStart: Int)
      -> [PeriodComparison]
    {
      var periods = PeriodKind.allCases.map {
        PeriodComparison(kind: $0, now: now, weekStart: weekStart)
      }
      let oldest = periods.map(\.lastYearFirst).min() ?? now
      var rowsByType = [[String?: Row]](repeating: [:], count: periods.count)
      for workout in workouts {
        guard workout.date >= oldest else { break }
        for index in periods.indices {
          let period = periods[index]
          let isCurrent = workout.date >= period.first && workout.date <= period.last
          let isLastYear =
            workout.date >= period.lastYearFirst && workout.date <= period.lastYearLast
          guard isCurrent || isLastYear else { continue }
          var row = rowsByType[index][workout.type] ?? Row(type: workout.type)
          if isCurrent {
            row.current.add(workout)
            periods[index].all.current.add(workout)
          } else {
            row.lastYear.add(workout)
            periods[index].all.lastYear.add(workout)
          }
          rowsByType[index][workout.type] = row
        }
      }
      for index in periods.indices {
        periods[index].rows = rowsByType[index].values.sorted(by: isOrderedBefore)
      }
      return periods
    }

    static func isOrderedBefore(_ lhs: Row, _ rhs: Row) -> Bool {
      if (lhs.type == nil) != (rhs.type == nil) { return rhs.type == nil }
      if lhs.current.count != rhs.current.count { return lhs.current.count > rhs.current.count }
      if lhs.lastYear.count != rhs.lastYear.count { return lhs.lastYear.count > rhs.lastYear.count }
      return (lhs.type ?? "") < (rhs.type ?? "")
    }
  }
}
