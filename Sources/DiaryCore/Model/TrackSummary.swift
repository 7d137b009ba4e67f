/// What the site shows of a workout's recorded activity (its `track:` file), reduced from the
/// recording's points when the file was read: the route as drawn, the splits, the elevation and
/// heart-rate profiles and the best efforts. Distances are metres, times seconds.
///
/// Made once per track file's bytes (and privacy trim), so the points themselves are never
/// kept: the route holds the home end of a run only as far as the trim allows.
public struct TrackSummary: Hashable, Sendable, Codable {
  /// The route, trimmed at both ends along the way and simplified, in a box `0 0 width height`
  /// (the longer side 200 units) with y pointing down.
  public struct Route: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    /// SVG path data of the line (at most 300 points).
    public var pathData: String
    /// The same line in the same box with at most 40 points, for the small multiples.
    public var thumbnailPathData: String
    /// Where the line as shown starts and ends.
    public var start: Point
    public var end: Point

    public init(
      width: Double, height: Double, pathData: String, thumbnailPathData: String, start: Point,
      end: Point
    ) {
      self.width = width
      self.height = height
      self.pathData = pathData
      self.thumbnailPathData = thumbnailPathData
      self.start = start
      self.end = end
    }
  }

  /// One kilometre or mile of the recording (the last one may be shorter).
  public struct Split: Hashable, Sendable, Codable {
    public var distance: Double
    /// On the moving clock: pauses are left out.
    public var time: Double
    public var elevationGain: Double?
    public var averageHeartRate: Double?

    public init(
      distance: Double, time: Double, elevationGain: Double? = nil,
      averageHeartRate: Double? = nil
    ) {
      self.distance = distance
      self.time = time
      self.elevationGain = elevationGain
      self.averageHeartRate = averageHeartRate
    }
  }

  /// A point of a profile: metres along and altitude in metres (elevation), or seconds since
  /// the start and beats per minute (heart rate); or of a route, in its box.
  public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// The fastest continuous stretch of a distance inside the recording.
  public struct Effort: Hashable, Sendable, Codable {
    public var distance: Double
    /// Wall-clock seconds: a stop inside the stretch counts.
    public var time: Double
    /// Where it started, metres from the start of the recording.
    public var startDistance: Double

    public init(distance: Double, time: Double, startDistance: Double) {
      self.distance = distance
      self.time = time
      self.startDistance = startDistance
    }
  }

  /// The journal type the recording's sport maps to (`run`, `ride`, …), if any.
  public var sport: String?
  /// The recording's length: the device's total, else measured along its points.
  public var distance: Double?
  /// How much was hidden at each end of `route`, in metres (`privacy-trim`).
  public var privacyTrim: Double
  /// nil without positions, or when the route is too short to show after the trim.
  public var route: Route?
  public var kilometreSplits: [Split]
  public var mileSplits: [Split]
  /// At most 100 points, in order of distance.
  public var elevation: [Point]
  /// At most 100 points, in order of time.
  public var heartRate: [Point]
  /// Sorted by distance; a longer effort never takes less time than a shorter one. None for a
  /// recording without positions (a treadmill, a trainer).
  public var bestEfforts: [Effort]

  public init(
    sport: String? = nil, distance: Double? = nil, privacyTrim: Double = 200,
    route: Route? = nil, kilometreSplits: [Split] = [], mileSplits: [Split] = [],
    elevation: [Point] = [], heartRate: [Point] = [], bestEfforts: [Effort] = []
  ) {
    self.sport = sport
    self.distance = distance
    self.privacyTrim = privacyTrim
    self.route = route
    self.kilometreSplits = kilometreSplits
    self.mileSplits = mileSplits
    self.elevation = elevation
    self.heartRate = heartRate
    self.bestEfforts = bestEfforts
  }

  /// The splits in the site's units: per kilometre, or per mile.
  public func splits(in units: UnitSystem) -> [Split] {
    units == .metric ? kilometreSplits : mileSplits
  }
}
