extension Stats {
  /// Every day of the weeks ending with the reference day's week, for a contribution-style
  /// heatmap: a column per week, a row per weekday, each day shaded by its training time.
  public struct TrainingCalendar: Equatable, Sendable {
    /// One day of the calendar.
    public struct Day: Equatable, Sendable {
      public var date: LocalDate
      public var workoutCount = 0
      /// Known training time; workouts without a duration add nothing.
      public var seconds = 0

      public init(date: LocalDate) { self.date = date }

      public var isTrainingDay: Bool { workoutCount > 0 }

      /// 0 for a rest day, then 1 (under 30 min or unknown), 2 (under 1 h), 3 (under 2 h), 4.
      public var level: Int {
        guard workoutCount > 0 else { return 0 }
        return 1 + Stats.TrainingCalendar.levelMinutes.filter { seconds >= $0 * 60 }.count
      }
    }

    /// The training time in minutes at which levels 2, 3 and 4 begin.
    public static let levelMinutes = [30, 60, 120]

    /// Columns of seven days, oldest first; the last stops at the reference day.
    public var weeks: [[Day]]

    public init(_ state: AppState, weekCount: Int = 52) {
      self.init(state.workouts, weekStart: state.config.weekStart, weekCount: weekCount)
    }

    public init(_ workouts: [Workout], weekStart: Int, weekCount: Int = 52) {
      guard
        let (first, reference) = Stats.window(
          of: workouts, weekStart: weekStart, weekCount: weekCount)
      else {
        weeks = []
        return
      }
      let dayCount = reference.dayNumber - first.dayNumber + 1
      var days = (0..<dayCount).map { Day(date: first.adding(days: $0)) }
      for workout in workouts where workout.date >= first {
        let index = workout.date.dayNumber - first.dayNumber
        days[index].workoutCount += 1
        days[index].seconds += workout.duration?.seconds ?? 0
      }
      weeks = stride(from: 0, to: dayCount, by: 7).map { Array(days[$0..<min($0 + 7, dayCount)]) }
    }

    public var days: [Day] { weeks.flatMap { $0 } }

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
