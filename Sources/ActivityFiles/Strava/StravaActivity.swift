/// One row of a Strava export's `activities.csv`, its values in the journal's units.
public struct StravaActivity: Sendable, Equatable {
  /// Strava's activity id (`2046130231`).
  public var id: String
  /// The start, UTC seconds since 1970 (Strava writes `Activity Date` in UTC).
  public var startTime: Double
  /// The activity's name.
  public var name: String
  /// Strava's type as written: `Run`, `Ride`, `Swim`, `Walk`, `Hike`, `Workout`,
  /// `WeightTraining`, `Yoga`, `VirtualRide`… (translated in some localised exports).
  public var type: String
  /// The description, `nil` when empty; may hold line breaks.
  public var description: String?
  /// Elapsed time in seconds (the second, exact column when present).
  public var elapsedTime: Double?
  /// Moving time in seconds.
  public var movingTime: Double?
  /// Distance in metres (the second column; else the first converted from its unit).
  public var distance: Double?
  /// The recording's path in the export (`activities/2046130231.fit.gz`); `nil` for a manual
  /// activity.
  public var filename: String?
  /// The gear's name.
  public var gear: String?
  /// Whether Strava marks the activity as a commute.
  public var commute: Bool?
  /// Perceived exertion (1–10) when given.
  public var perceivedExertion: Double?
  /// Maximum heart rate, beats per minute.
  public var maxHeartRate: Double?
  /// Average heart rate, beats per minute.
  public var averageHeartRate: Double?
  /// The line of `activities.csv` the row starts on.
  public var line: Int

  /// A journal type for Strava's type (`Run` → `run`, `VirtualRide` → `ride`,
  /// `WeightTraining` → `strength`), see `SportMapping`.
  public var journalType: String? { SportMapping.journalType(sport: type) }

  /// Tags Strava's type suggests (`VirtualRide` → `virtual`, `TrailRun` → `trail`).
  public var tagSuggestions: [String] { SportMapping.tags(subSport: type) }
}
