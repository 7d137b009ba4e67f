extension AppState {
  /// A warning for each workout dated after `today`, at its heading: probably a typo of the
  /// year, which would make the stats (counted up to the newest workout's day) end in that
  /// year. The commands give the machine's day; the site itself never reads a clock.
  public func futureDateWarnings(today: LocalDate) -> [Diagnostic] {
    workoutsByFile.values.joined().filter { $0.date > today }.map { workout in
      .warning(
        at: workout.location,
        "the date \(workout.date) is after today (\(today)); the stats end at the newest "
          + "workout's day")
    }
  }
}
