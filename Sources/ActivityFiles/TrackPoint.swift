/// One recorded point of a track. Every value is optional: files leave out what a sensor did
/// not give (a treadmill has no position, a route has no time).
public struct TrackPoint: Sendable, Equatable {
  /// UTC seconds since 1970.
  public var time: Double?
  /// Latitude in degrees (WGS 84), north positive.
  public var latitude: Double?
  /// Longitude in degrees (WGS 84), east positive.
  public var longitude: Double?
  /// Altitude in metres (FIT's enhanced altitude when present).
  public var altitude: Double?
  /// The device's cumulative distance at this point, in metres (FIT, TCX); GPX has none.
  public var distance: Double?
  /// Heart rate in beats per minute.
  public var heartRate: Double?
  /// Speed in metres per second (FIT's enhanced speed when present).
  public var speed: Double?
  /// Power in watts.
  public var power: Double?
  /// Cadence (revolutions or steps per minute, as the file stores it).
  public var cadence: Double?
  /// The part of the recording the point belongs to, from 0: a new segment starts after a
  /// pause (GPX `<trkseg>`, a second TCX `<Track>` in one lap, FIT timer stop → start).
  public var segment: Int

  /// Creates a point.
  public init(
    time: Double? = nil, latitude: Double? = nil, longitude: Double? = nil,
    altitude: Double? = nil, distance: Double? = nil, heartRate: Double? = nil,
    speed: Double? = nil, power: Double? = nil, cadence: Double? = nil, segment: Int = 0
  ) {
    self.time = time
    self.latitude = latitude
    self.longitude = longitude
    self.altitude = altitude
    self.distance = distance
    self.heartRate = heartRate
    self.speed = speed
    self.power = power
    self.cadence = cadence
    self.segment = segment
  }

  /// Whether the point has both a latitude and a longitude.
  public var hasPosition: Bool { latitude != nil && longitude != nil }
}
