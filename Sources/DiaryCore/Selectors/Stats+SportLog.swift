extension Stats {
  /// One type's training log, measured up to the journal's reference day: its volume per week
  /// over the last 52 weeks, per month and per year over every year of the journal, its average
  /// pace per month over the last 24 months, this year against last year, and its records.
  public struct SportLog: Equatable, Sendable {
    public var type: String
    /// Whether some workout of the type has a distance: its charts show distance, else time.
    public var hasDistances: Bool
    public var paceKind: Pace.Kind?
    /// The 52 weeks ending with the reference day's week.
    public var weeks: [PeriodVolume]
    /// Every month and every year from the journal's first workout's to the reference day's.
    public var months: [PeriodVolume]
    public var years: [PeriodVolume]
    /// The last 24 months (those of the journal only); empty for a type without a pace.
    public var paceMonths: [PeriodVolume]
    /// Nil for a type without distances.
    public var yearToDate: YearToDate?
    public var records: PersonalRecords.TypeRecords?
    /// Only for runs.
    public var races: RaceRecords?

    /// `span`: the journal's first and last (reference) days.
    public init(
      type: String, workouts: [Workout], span: (first: LocalDate, now: LocalDate), weekStart: Int
    ) {
      self.type = type
      hasDistances = workouts.contains { $0.distance != nil }
      paceKind = hasDistances ? Pace.kind(forType: type) : nil
      let now = span.now
      let lastWeek = PeriodKind.week.start(containing: now, weekStart: weekStart)
      weeks = Stats.volumes(
        workouts, per: .week, from: PeriodKind.week.start(-51, after: lastWeek), through: now,
        weekStart: weekStart)
      months = Stats.volumes(
        workouts, per: .month, from: span.first, through: now, weekStart: weekStart)
      years = Stats.volumes(
        workouts, per: .year, from: span.first, through: now, weekStart: weekStart)
      paceMonths = paceKind == nil ? [] : Array(months.suffix(24))
      yearToDate = hasDistances ? YearToDate(workouts, now: now) : nil
      records = PersonalRecords.records(type: type, workouts)
      races = type == RaceRecords.type ? RaceRecords(workouts) : nil
    }
  }
}
