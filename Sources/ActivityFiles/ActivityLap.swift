/// A lap as the file stores it (FIT `lap`, TCX `Lap`).
public struct ActivityLap: Sendable, Equatable {
  /// When the lap started, UTC seconds.
  public var startTime: Double?
  /// The lap's stored totals (distance, timer and elapsed time, ascent, heart rate, power).
  public var totals: ActivityTotals

  /// Creates a lap.
  public init(startTime: Double?, totals: ActivityTotals) {
    self.startTime = startTime
    self.totals = totals
  }
}

/// A session: one sport's part of an activity (FIT `session`; a multisport file has one per
/// leg, transitions included). TCX and GPX activities have a single session.
public struct ActivitySession: Sendable, Equatable {
  /// The sport as the file names it.
  public var sport: String?
  /// The sub-sport as the file names it.
  public var subSport: String?
  /// When the session started, UTC seconds.
  public var startTime: Double?
  /// The session's stored totals.
  public var totals: ActivityTotals

  /// Creates a session.
  public init(sport: String?, subSport: String?, startTime: Double?, totals: ActivityTotals) {
    self.sport = sport
    self.subSport = subSport
    self.startTime = startTime
    self.totals = totals
  }

  /// A journal type for the session's sport, see `SportMapping.journalType`.
  public var journalType: String? { SportMapping.journalType(sport: sport, subSport: subSport) }
}
