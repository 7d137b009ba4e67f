extension Stats {
  /// Count, distance and time per workout type, most workouts first, untyped workouts last.
  public struct TypeTotals: Equatable, Sendable {
    /// The totals of one type.
    public struct Row: Equatable, Sendable {
      /// nil for the workouts without a type.
      public var type: String?
      public var totals = Totals()
      /// Distance and time of the workouts that have both, for the average pace.
      public var pacedMetres = 0.0
      public var pacedSeconds = 0

      init(type: String?) { self.type = type }

      /// The average pace over the workouts with both a distance and a time.
      public var secondsPerMetre: Double? {
        pacedMetres > 0 ? Double(pacedSeconds) / pacedMetres : nil
      }

      mutating func add(_ workout: Workout) {
        totals.add(workout)
        if let distance = workout.distance, let duration = workout.duration, distance.metres > 0 {
          pacedMetres += distance.metres
          pacedSeconds += duration.seconds
        }
      }
    }

    public var rows: [Row]
    /// Every workout together.
    public var all: Totals

    public init(_ state: AppState) { self.init(state.workouts) }

    /// `byType`: the same workouts grouped by type, when the caller has them so already.
    public init(_ workouts: [Workout], byType: [WorkoutGroup]? = nil) {
      rows = (byType ?? WorkoutGroup.byType(workouts)).map { group in
        var row = Row(type: group.name)
        for workout in group.workouts { row.add(workout) }
        return row
      }.sorted(by: Self.isOrderedBefore)
      var untyped = Row(type: nil)
      for workout in workouts where workout.type == nil { untyped.add(workout) }
      if untyped.totals.count > 0 { rows.append(untyped) }
      all = Totals(workouts)
    }

    /// Most workouts first, then by name.
    static func isOrderedBefore(_ lhs: Row, _ rhs: Row) -> Bool {
      if lhs.totals.count != rhs.totals.count { return lhs.totals.count > rhs.totals.count }
      return (lhs.type ?? "") < (rhs.type ?? "")
    }
  }
}
