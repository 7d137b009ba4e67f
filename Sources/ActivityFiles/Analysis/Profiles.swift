/// Elevation and heart-rate profiles for charts, reduced to at most a given number of points.
public enum Profiles {
  /// One point of a profile.
  public struct Point: Sendable, Equatable {
    /// Distance in metres (elevation) or seconds since the first point (heart rate).
    public var x: Double
    /// Altitude in metres or heart rate in beats per minute.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// Altitude over cumulative distance, for the points that have both a time and an altitude,
  /// reduced with `reduce`.
  public static func elevation(_ points: [TrackPoint], maximumPoints: Int = 200) -> [Point] {
    elevation(TrackTimeline(points), maximumPoints: maximumPoints)
  }

  /// The elevation profile of a recording's timeline.
  public static func elevation(_ timeline: TrackTimeline, maximumPoints: Int = 200) -> [Point] {
    var series: [Point] = []
    series.reserveCapacity(timeline.count)
    for (index, altitude) in timeline.altitudes.enumerated() {
      if let altitude { series.append(Point(x: timeline.distances[index], y: altitude)) }
    }
    return reduce(series, to: maximumPoints)
  }

  /// Heart rate over the seconds since the first timed point, reduced with `reduce`.
  public static func heartRate(_ points: [TrackPoint], maximumPoints: Int = 200) -> [Point] {
    heartRate(TrackTimeline(points), maximumPoints: maximumPoints)
  }

  /// The heart-rate profile of a recording's timeline.
  public static func heartRate(_ timeline: TrackTimeline, maximumPoints: Int = 200) -> [Point] {
    guard let first = timeline.times.first else { return [] }
    var series: [Point] = []
    series.reserveCapacity(timeline.count)
    for (index, heartRate) in timeline.heartRates.enumerated() {
      if let heartRate { series.append(Point(x: timeline.times[index] - first, y: heartRate)) }
    }
    return reduce(series, to: maximumPoints)
  }

  /// A series (x never decreasing) reduced to at most `maximumPoints`: unchanged when it has no
  /// more; otherwise the x range is cut into `maximumPoints` equal buckets (bucket
  /// `⌊(x − x₀) / (x_last − x₀) · n⌋`, the last point in the last bucket) and each non-empty
  /// bucket gives the mean x and mean y of its points. Where every x is the same, the buckets
  /// are cut by position instead. Deterministic: the same series always gives the same points.
  public static func reduce(_ series: [Point], to maximumPoints: Int) -> [Point] {
    guard maximumPoints > 0 else { return [] }
    guard series.count > maximumPoints, let first = series.first, let last = series.last else {
      return series
    }
    let span = last.x - first.x
    var sums = [(x: Double, y: Double, count: Int)](
      repeating: (0, 0, 0), count: maximumPoints)
    for (index, point) in series.enumerated() {
      let position =
        span > 0
        ? (point.x - first.x) / span * Double(maximumPoints)
        : Double(index) / Double(series.count) * Double(maximumPoints)
      let bucket = position.isFinite ? Int(min(max(position, 0), Double(maximumPoints - 1))) : 0
      sums[bucket].x += point.x
      sums[bucket].y += point.y
      sums[bucket].count += 1
    }
    return sums.filter { $0.count > 0 }.map {
      Point(x: $0.x / Double($0.count), y: $0.y / Double($0.count))
    }
  }
}
