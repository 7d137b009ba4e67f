extension Stats {
  /// Every year from the first day's year to the last day's, newest first, each with its totals
  /// per type (`TypeTotals`: most workouts first, untyped last); years without workouts too.
  public static func typeTotalsByYear(
    _ workouts: some Sequence<Workout>, from first: LocalDate, through last: LocalDate
  ) -> [(year: Int, totals: TypeTotals)] {
    guard first.year <= last.year else { return [] }
    var byYear = [[Workout]](repeating: [], count: last.year - first.year + 1)
    for workout in workouts {
      let index = workout.date.year - first.year
      if byYear.indices.contains(index) { byYear[index].append(workout) }
    }
    return byYear.indices.reversed().map { index in
      (first.year + index, TypeTotals(byYear[index]))
    }
  }
}
