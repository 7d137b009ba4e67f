extension Stats {
  /// This year against last year: the distance done from 1 January, day by day, this year up
  /// to the reference day and last year to its end, with last year's figure on the same day.
  public struct YearToDate: Equatable, Sendable {
    /// The reference day (the newest workout's).
    public var now: LocalDate
    /// The same month and day last year (28 February for 29 February).
    public var sameDayLastYear: LocalDate
    /// Metres from 1 January to the end of each day of this year up to `now` (index 0 is
    /// 1 January).
    public var thisYear: [Double]
    /// Metres from 1 January to the end of each day of last year, to 31 December.
    public var lastYear: [Double]

    public init(_ workouts: some Sequence<Workout>, now: LocalDate) {
      self.now = now
      sameDayLastYear = now.adding(years: -1)
      let thisStart = LocalDate(firstOfMonth: 1, year: now.year)
      let lastStart = LocalDate(firstOfMonth: 1, year: now.year - 1)
      var thisDays = [Double](repeating: 0, count: now.dayOfYear)
      var lastDays = [Double](repeating: 0, count: thisStart.dayNumber - lastStart.dayNumber)
      for workout in workouts {
        guard let metres = workout.distance?.metres else { continue }
        let day = workout.date.dayNumber
        if workout.date.year == now.year, thisDays.indices.contains(day - thisStart.dayNumber) {
          thisDays[day - thisStart.dayNumber] += metres
        } else if workout.date.year == now.year - 1 {
          lastDays[day - lastStart.dayNumber] += metres
        }
      }
      thisYear = Self.runningSums(thisDays)
      lastYear = Self.runningSums(lastDays)
    }

    private static func runningSums(_ values: [Double]) -> [Double] {
      var sum = 0.0
      return values.map { value in
        sum += value
        return sum
      }
    }

    /// This year's distance to the reference day.
    public var thisYearMetres: Double { thisYear.last ?? 0 }
    /// Last year's distance to the same day.
    public var lastYearToSameDayMetres: Double {
      lastYear[min(sameDayLastYear.dayOfYear, lastYear.count) - 1]
    }
    /// Last year's whole distance.
    public var lastYearMetres: Double { lastYear.last ?? 0 }

    /// Both years at the end of each month (this year's current month at the reference day,
    /// its later months nil).
    public var monthEnds: [(month: Int, thisYear: Double?, lastYear: Double)] {
      (1...12).map { month in
        let lastEnd = LocalDate(firstOfMonth: month, year: now.year - 1)
          .adding(days: LocalDate.daysIn(month: month, year: now.year - 1) - 1)
        let thisEnd = LocalDate(firstOfMonth: month, year: now.year)
          .adding(days: LocalDate.daysIn(month: month, year: now.year) - 1)
        let thisIndex = min(thisEnd.dayOfYear, thisYear.count) - 1
        return (
          month, month <= now.month ? thisYear[thisIndex] : nil, lastYear[lastEnd.dayOfYear - 1]
        )
      }
    }
  }
}
