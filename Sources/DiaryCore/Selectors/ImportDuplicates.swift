/// Whether an activity about to be imported is already in the journal.
///
/// - **The same activity**: a workout whose `source:` has the same provider and id
///   (`strava 2046130231`), or the same start instant, to the second, and the same type. Never
///   imported again.
/// - **A lookalike**: a workout without a `source:` that reads (written by hand) on the same day, of the
///   same type, whose distance is within 2% of the activity's (of the longer of the two), or,
///   when either has no distance, whose duration is; or an imported workout with the same start
///   but another type (its type was edited, or two recordings share a start). Imported only
///   when the user insists.
public struct ImportDuplicates {
  public enum Match: Equatable, Sendable {
    case none
    /// Already imported, at this location.
    case sameActivity(SourceLocation)
    /// Looks like the workout at this location: written by hand on the same day with the
    /// same type and distance (or duration), or imported with the same start but another type.
    case lookalike(SourceLocation, sameStart: Bool)
  }

  private var byID: [String: SourceLocation] = [:]
  private var byStart: [Int: [(type: String?, location: SourceLocation)]] = [:]
  private var handWritten: [LocalDate: [Workout]] = [:]

  /// An index of `workouts`; the first of several matches in their order is reported.
  public init(_ workouts: [Workout]) {
    for workout in workouts { add(workout) }
  }

  /// Adds a workout (one just imported, so that the rest of a batch sees it).
  public mutating func add(_ workout: Workout) {
    guard let source = ActivitySource(of: workout) else {
      handWritten[workout.date, default: []].append(workout)
      return
    }
    if let id = source.id, byID[Self.key(source.provider, id)] == nil {
      byID[Self.key(source.provider, id)] = workout.location
    }
    if let start = source.start {
      byStart[start, default: []].append((workout.type, workout.location))
    }
  }

  /// How `candidate`, an entry as it would be written (with its `source:`), matches the index.
  public func match(_ candidate: Workout) -> Match {
    let source = ActivitySource(of: candidate)
    if let source, let id = source.id, let location = byID[Self.key(source.provider, id)] {
      return .sameActivity(location)
    }
    if let start = source?.start, let imported = byStart[start] {
      if let same = imported.first(where: { $0.type == candidate.type }) {
        return .sameActivity(same.location)
      }
      if let other = imported.first { return .lookalike(other.location, sameStart: true) }
    }
    let lookalike = handWritten[candidate.date]?.first { Self.isLookalike($0, candidate) }
    return lookalike.map { .lookalike($0.location, sameStart: false) } ?? .none
  }

  /// Same type, and distances (or durations, when either has no distance) within 2%.
  static func isLookalike(_ written: Workout, _ candidate: Workout) -> Bool {
    guard written.type == candidate.type else { return false }
    if let first = written.distance?.metres, let second = candidate.distance?.metres {
      return isClose(first, second)
    }
    if let first = written.duration?.seconds, let second = candidate.duration?.seconds {
      return isClose(Double(first), Double(second))
    }
    return false
  }

  private static func isClose(_ first: Double, _ second: Double) -> Bool {
    abs(first - second) <= 0.02 * max(first, second)
  }

  private static func key(_ provider: String, _ id: String) -> String { provider + " " + id }
}
