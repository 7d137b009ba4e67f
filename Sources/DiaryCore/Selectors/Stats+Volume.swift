extension Stats {
  /// What a set of workouts adds up to: count, distance and time, and the distance and time of
  /// those that have both, for their average pace.
  public struct Volume: Equatable, Sendable, Codable {
    public var totals = Totals()
    public var pacedMetres = 0.0
    public var pacedSeconds = 0

    public init() {}

    public mutating func add(_ workout: Workout) {
      totals.add(workout)
      if let distance = workout.distance, let duration = workout.duration {
        pacedMetres += distance.metres
        pacedSeconds += duration.seconds
      }
    }

    /// The average pace over the workouts with both a distance and a time; nil without any.
    public var secondsPerMetre: Double? {
      pacedMetres > 0 ? Double(pacedSeconds) / pacedMetres : nil
    }
  }

  /// One period and what its workouts add up to.
  public struct PeriodVolume: Equatable, Sendable, Codable {
    /// The period's first day.
    public var start: LocalDate
    public var volume = Volume()

    public init(start: LocalDate) { self.start = start }
  }

  /// Every period of `kind` from the one holding `first` to the one holding `last`, oldest
  /// first, empty ones included, each with the volume of the workouts in it (workouts outside
  /// the periods are left out).
  public static func volumes(
    _ workouts: some Sequence<Workout>, per kind: PeriodKind, from first: LocalDate,
    through last: LocalDate, weekStart: Int
  ) -> [PeriodVolume] {
    let start = kind.start(containing: first, weekStart: weekStart)
    let count = max(0, kind.index(of: last, from: start) + 1)
    var periods = (0..<count).map { PeriodVolume(start: kind.start($0, after: start)) }
    for workout in workouts {
      let index = kind.index(of: workout.date, from: start)
      if periods.indices.contains(index) { periods[index].volume.add(workout) }
    }
    return periods
  }
}
