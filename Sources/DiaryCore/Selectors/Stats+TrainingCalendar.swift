extension Stats {
  /// Days in week columns, for a contribution-style heatmap: a column per week, a row per
  /// weekday, each day shaded by its training time and linked to its first workout. Either the
  /// weeks ending with the reference day's week, or one calendar year.
  public struct TrainingCalendar: Equatable, Sendable {
    /// One day of the calendar.
    public struct Day: Equatable, Sendable {
      public var date: LocalDate
      public var workoutCount = 0
      /// Known training time; workouts without a duration add nothing.
      public var seconds = 0
      /// The day's first workout: by time of day, one without a time first, then by id.
      public var firstWorkout: Workout?

      public init(date: LocalDate) { self.date = date }

      public var isTrainingDay: Bool { workoutCount > 0 }

      /// 0 for a rest day, then 1 (under 30 min or unknown), 2 (under 1 h), 3 (under 2 h), 4.
      public var level: Int {
        guard workoutCount > 0 else { return 0 }
        return 1 + Stats.TrainingCalendar.levelMinutes.filter { seconds >= $0 * 60 }.count
      }

      mutating func add(_ workout: Workout) {
        workoutCount += 1
        seconds += workout.duration?.seconds ?? 0
        if firstWorkout.map({ Stats.isEarlier(workout, $0) }) ?? true { firstWorkout = workout }
      }
    }

    /// The training time in minutes at which levels 2, 3 and 4 begin.
    public static let levelMinutes = [30, 60, 120]

    /// Columns of up to seven days, oldest first, each starting on the week's first day except
    /// a year's first column (which starts on 1 January); the last stops at the calendar's end.
    public var weeks: [[Day]]
    /// 1 = Monday … 7 = Sunday.
    public var weekStart: Int

    public init(_ state: AppState, weekCount: Int = 52) {
      self.init(state.workouts, weekStart: state.config.weekStart, weekCount: weekCount)
    }

    /// The `weekCount` weeks ending with the reference day's week, up to the reference day.
    public init(_ workouts: [Workout], weekStart: Int, weekCount: Int = 52) {
      guard
        let (first, reference) = Stats.window(
          of: workouts, weekStart: weekStart, weekCount: weekCount)
      else {
        self.init(weeks: [], weekStart: weekStart)
        return
      }
      self.init(workouts, from: first, through: reference, weekStart: weekStart)
    }

    /// Every day of `year`, 1 January to 31 December.
    public init(_ workouts: some Sequence<Workout>, year: Int, weekStart: Int) {
      let first = LocalDate(firstOfMonth: 1, year: year)
      let last = LocalDate(firstOfMonth: 12, year: year).adding(days: 30)
      self.init(workouts, from: first, through: last, weekStart: weekStart)
    }

    init(weeks: [[Day]], weekStart: Int) {
      self.weeks = weeks
      self.weekStart = weekStart
    }

    /// The days from `first` through `last`, cut into weeks.
    init(
      _ workouts: some Sequence<Workout>, from first: LocalDate, through last: LocalDate,
      weekStart: Int
    ) {
      let dayCount = last.dayNumber - first.dayNumber + 1
      var days = (0..<dayCount).map { Day(date: first.adding(days: $0)) }
      for workout in workouts {
        let index = workout.date.dayNumber - first.dayNumber
        if days.indices.contains(index) { days[index].add(workout) }
      }
      var weeks: [[Day]] = []
      for day in days {
        let startsWeek =
          Stats.startOfWeek(containing: day.date, weekStart: weekStart) == day.date
        if startsWeek || weeks.isEmpty { weeks.append([]) }
        weeks[weeks.count - 1].append(day)
      }
      self.init(weeks: weeks, weekStart: weekStart)
    }

    public var days: [Day] { weeks.flatMap { $0 } }

    /// The row of a day in its column: 0 for the week's first weekday … 6.
    public func row(of date: LocalDate) -> Int {
      let first = (1...7).contains(weekStart) ? weekStart : 1
      return (date.isoWeekday - first + 7) % 7
    }

    /// The calendar's days grouped by month, oldest first (the first month may be partial).
    public var months: [Month] {
      var months: [Month] = []
      for day in days {
        if months.last?.year != day.date.year || months.last?.month != day.date.month {
          months.append(Month(year: day.date.year, month: day.date.month, first: day.date))
        }
        months[months.count - 1].add(day)
      }
      return months
    }

    /// The days of one month that fall in the calendar.
    public struct Month: Equatable, Sendable {
      public var year: Int
      public var month: Int
      /// The first and last day of the month inside the calendar.
      public var first: LocalDate
      public var last: LocalDate
      public var trainingDays = 0
      public var workoutCount = 0
      public var seconds = 0

      init(year: Int, month: Int, first: LocalDate) {
        self.year = year
        self.month = month
        self.first = first
        last = first
      }

      mutating func add(_ day: Day) {
        last = day.date
        trainingDays += day.isTrainingDay ? 1 : 0
        workoutCount += day.workoutCount
        seconds += day.seconds
      }
    }
  }
}
