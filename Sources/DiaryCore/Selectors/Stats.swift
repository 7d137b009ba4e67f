/// Statistics over the journal. "Now" is never the wall clock: every figure is measured up to the
/// reference day, the date of the newest workout, so the same journal always gives the same stats.
public enum Stats {
  /// The day the stats are measured to: the newest workout's date; nil for an empty journal.
  @inlinable
  public static func referenceDay(of workouts: some Sequence<Workout>) -> LocalDate? {
    workouts.lazy.map(\.date).max()
  }

  /// The first day of the week holding `date`, weeks starting on `weekStart` (1 = Monday …
  /// 7 = Sunday; any other value counts as Monday).
  public static func startOfWeek(containing date: LocalDate, weekStart: Int) -> LocalDate {
    LocalDate(dayNumber: startOfWeek(containingDay: date.dayNumber, weekStart: weekStart))
  }

  /// `startOfWeek(containing:weekStart:)` on day numbers (days since 1970-01-01): no date is
  /// made, for a figure taken of every workout.
  static func startOfWeek(containingDay day: Int, weekStart: Int) -> Int {
    let first = (1...7).contains(weekStart) ? weekStart : 1
    let weekday = (day + 3) % 7  // 1970-01-01 was a Thursday
    let isoWeekday = (weekday < 0 ? weekday + 7 : weekday) + 1
    return day - (isoWeekday - first + 7) % 7
  }

  /// The window of the last `weekCount` weeks: its first day, and the reference day that ends it
  /// (the window's last week is the one holding the reference day). Nil for an empty journal.
  static func window(of workouts: [Workout], weekStart: Int, weekCount: Int)
    -> (first: LocalDate, reference: LocalDate)?
  {
    guard let reference = referenceDay(of: workouts), weekCount > 0 else { return nil }
    let last = startOfWeek(containing: reference, weekStart: weekStart)
    return (last.adding(days: -7 * (weekCount - 1)), reference)
  }

  /// The unit long distances are shown in: kilometres or miles.
  public static func displayUnit(_ units: UnitSystem) -> DistanceUnit { units.long }

  /// The unit short distances (a swim's) are shown in: metres or yards.
  public static func displayShortUnit(_ units: UnitSystem) -> DistanceUnit { units.short }

  /// Whether `lhs` was done before `rhs`: date, then time (untimed first), then id.
  static func isEarlier(_ lhs: Workout, _ rhs: Workout) -> Bool {
    if lhs.date != rhs.date { return lhs.date < rhs.date }
    if lhs.time != rhs.time {
      guard let left = lhs.time else { return true }
      guard let right = rhs.time else { return false }
      return left < right
    }
    return lhs.id < rhs.id
  }
}
