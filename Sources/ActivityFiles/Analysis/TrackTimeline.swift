/// The points of a recording that have a time, as parallel arrays the analyses walk: time,
/// cumulative distance (`TrackDistance.cumulative`), a moving clock that stops between
/// segments, altitude and heart rate. Points whose time goes back are left out, so time never
/// decreases; distance never decreases either. Made once per recording and handed to each
/// analysis (`Splits`, `Profiles`, `BestEfforts`).
public struct TrackTimeline: Sendable {
  /// UTC seconds.
  var times: [Double] = []
  /// Cumulative distance in metres.
  var distances: [Double] = []
  /// Seconds of recording before each point, the gaps between segments (pauses) left out.
  var moving: [Double] = []
  var altitudes: [Double?] = []
  var heartRates: [Double?] = []
  /// Whether any point of the recording has a position.
  var hasPosition = false

  /// The timeline of `points`.
  public init(_ points: [TrackPoint]) {
    hasPosition = points.contains(where: \.hasPosition)
    let cumulative = TrackDistance.cumulative(points)
    var lastSegment = 0
    times.reserveCapacity(points.count)
    distances.reserveCapacity(points.count)
    moving.reserveCapacity(points.count)
    altitudes.reserveCapacity(points.count)
    heartRates.reserveCapacity(points.count)
    for (index, point) in points.enumerated() {
      guard let time = point.time, time.isFinite else { continue }
      if let last = times.last {
        guard time >= last else { continue }
        let step = point.segment == lastSegment ? time - last : 0
        moving.append((moving.last ?? 0) + step)
      } else {
        moving.append(0)
      }
      lastSegment = point.segment
      times.append(time)
      distances.append(cumulative[index])
      altitudes.append(point.altitude)
      heartRates.append(point.heartRate)
    }
  }

  var count: Int { times.count }

  /// The index of the first point at or beyond `distance`, searching from `start`.
  func firstIndex(reaching distance: Double, from start: Int = 0) -> Int? {
    var index = start
    while index < count && distances[index] < distance { index += 1 }
    return index < count ? index : nil
  }

  /// `values` interpolated linearly at `distance`, which lies between points `index − 1` and
  /// `index` (the first point reaching it); `nil` when a value needed is missing.
  func interpolate(_ values: [Double?], at distance: Double, reachedAt index: Int) -> Double? {
    guard index > 0, distances[index] > distances[index - 1] else { return values[index] }
    guard let before = values[index - 1], let after = values[index] else { return nil }
    let fraction = (distance - distances[index - 1]) / (distances[index] - distances[index - 1])
    return before + fraction * (after - before)
  }
}
