/// One recorded workout read from a FIT, GPX or TCX file: when it started, what the file calls
/// its sport, the totals the device stored and those computed from the points, the points, laps
/// and sessions, and what went wrong on the way (`warnings`).
///
/// Times are UTC seconds since 1970-01-01T00:00:00Z (`Double`, so milliseconds survive).
/// Distances are metres, durations seconds, heart rates beats per minute, power watts.
public struct RecordedActivity: Sendable, Equatable {
  /// The file format the activity was read from.
  public var format: ActivityFormat
  /// When the activity started, in UTC seconds since 1970: FIT `session.start_time` (the first
  /// session's), TCX `Activity/Id`, GPX the earliest point time.
  public var startTime: Double
  /// Local time minus UTC at the start, in seconds, when the file tells it (FIT's
  /// `activity.local_timestamp`; a GPX time written with an offset, `+02:00`). `nil` otherwise.
  public var utcOffset: Int?
  /// The sport as the file names it: FIT's profile name (`running`), TCX's `Sport` attribute
  /// (`Running`), GPX's `<trk><type>` (`cycling`, or Strava's `1`). `multisport` for a FIT file
  /// with several sessions of different sports; the `sport` message's for a FIT file without a
  /// session (cut short).
  public var sport: String?
  /// The sub-sport as the file names it (FIT only: `treadmill`, `trail`, `indoor_cycling`…).
  public var subSport: String?
  /// A name the file gives the activity: GPX `<trk><name>`, FIT `sport.name`. `nil` otherwise.
  public var name: String?
  /// The recording device, when the file says (FIT `file_id`, TCX `Creator`, GPX `creator`).
  public var device: DeviceInfo?
  /// The totals the file stores (FIT session, TCX laps); a field is `nil` when the file has none.
  public var deviceTotals: ActivityTotals
  /// The totals computed from the points (see `ActivityTotals.computed(from:)`).
  public var computedTotals: ActivityTotals
  /// Every recorded point, in time order as the file gives them.
  public var points: [TrackPoint]
  /// Laps (FIT `lap`, TCX `Lap`); empty for GPX.
  public var laps: [ActivityLap]
  /// Sessions (FIT `session`: several for a multisport file). TCX and GPX give one session
  /// built from the activity itself.
  public var sessions: [ActivitySession]
  /// Timer pauses the file records (FIT timer stop → start events), in time order.
  public var pauses: [Pause]
  /// Things the decoder noticed and worked around, lowercase sentences naming the position:
  /// `crc mismatch at byte 89754: …`, `truncated at byte 7567: …`.
  public var warnings: [String]

  /// Creates an activity from its parts (decoders fill every field; tests build small ones).
  public init(
    format: ActivityFormat, startTime: Double, utcOffset: Int? = nil, sport: String? = nil,
    subSport: String? = nil, name: String? = nil, device: DeviceInfo? = nil,
    deviceTotals: ActivityTotals = ActivityTotals(), computedTotals: ActivityTotals? = nil,
    points: [TrackPoint] = [], laps: [ActivityLap] = [], sessions: [ActivitySession] = [],
    pauses: [Pause] = [], warnings: [String] = []
  ) {
    self.format = format
    self.startTime = startTime
    self.utcOffset = utcOffset
    self.sport = sport
    self.subSport = subSport
    self.name = name
    self.device = device
    self.deviceTotals = deviceTotals
    self.computedTotals = computedTotals ?? ActivityTotals.computed(from: points)
    self.points = points
    self.laps = laps
    self.sessions = sessions
    self.pauses = pauses
    self.warnings = warnings
  }

  /// The totals to show: each field the device's when it stored one, else the computed one.
  /// Compare with `deviceTotals` to know where a value came from.
  public var totals: ActivityTotals { deviceTotals.filled(from: computedTotals) }

  /// The start in local time as UTC seconds shifted by the offset (`startTime + utcOffset`),
  /// whose calendar day is the activity's local day; `nil` when the file tells no offset.
  public var localStartTime: Double? { utcOffset.map { startTime + Double($0) } }

  /// A journal type for the sport (`run`, `ride`, …), see `SportMapping.journalType`.
  public var journalType: String? { SportMapping.journalType(sport: sport, subSport: subSport) }

  /// Tags the sub-sport suggests (`treadmill`, `trail`, `indoor`, `virtual`), in that order.
  public var tagSuggestions: [String] { SportMapping.tags(subSport: subSport) }

  /// Whether any point has a position (an outdoor recording; treadmills and trainers have none).
  public var hasPositions: Bool { points.contains { $0.hasPosition } }
}

/// The file formats the decoders read.
public enum ActivityFormat: String, Sendable, Equatable, CaseIterable {
  /// Garmin's binary Flexible and Interoperable data Transfer format.
  case fit
  /// GPS Exchange Format 1.0 or 1.1.
  case gpx
  /// Garmin's Training Center XML.
  case tcx
}

/// What a file says about the device that recorded it.
public struct DeviceInfo: Sendable, Equatable {
  /// The manufacturer's name (`garmin`, `suunto`, FIT's profile name) or number as text.
  public var manufacturer: String?
  /// The product: FIT's product number as text, or a name (TCX `Creator/Name`, GPX `creator`).
  public var product: String?
  /// The serial number (FIT `file_id.serial_number`).
  public var serialNumber: UInt32?
  /// When the file was created, UTC seconds (FIT `file_id.time_created`).
  public var timeCreated: Double?

  /// Creates a description of a device.
  public init(
    manufacturer: String? = nil, product: String? = nil, serialNumber: UInt32? = nil,
    timeCreated: Double? = nil
  ) {
    self.manufacturer = manufacturer
    self.product = product
    self.serialNumber = serialNumber
    self.timeCreated = timeCreated
  }
}

/// A timer pause: the recording stopped at `start` and went on at `end` (UTC seconds).
public struct Pause: Sendable, Equatable {
  /// When the timer stopped.
  public var start: Double
  /// When it started again.
  public var end: Double

  /// Creates a pause.
  public init(start: Double, end: Double) {
    self.start = start
    self.end = end
  }

  /// How long the timer stood, in seconds.
  public var duration: Double { end - start }
}
