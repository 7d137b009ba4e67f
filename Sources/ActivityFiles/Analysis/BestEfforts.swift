/// The fastest continuous stretches of standard distances inside one recorded run.
///
/// Computed on the recording's cumulative distance (`TrackDistance.cumulative`) and its points'
/// times (wall clock: a short stop inside an effort counts, so an effort is never faster than
/// it was). For each distance D, every stretch that starts at a point and ends where D is
/// reached (the end time interpolated linearly between the two points around it), and every
/// stretch that ends at a point and starts D before it (the start interpolated; where several
/// points share that distance, the latest), is a candidate: the shortest time over a stretch of
/// exactly D lies at one of these, since time is piecewise linear in distance. Two pointers
/// walk each family in one pass. A candidate is rejected when:
/// - a pair of consecutive points it uses is more than `maximumGap` seconds apart (a pause or a
///   signal loss: the time inside is unknown);
/// - its average speed is above `maximumSpeed` (default 7.6 m/s, just above the 1000 m world
///   record's 7.58 m/s: a GPS jump, not a run).
///
/// A recording without any position (treadmill, indoor) has no efforts: its distance is an
/// estimate. Results are consistent: sorted by distance, a longer effort never takes less time
/// than a shorter one (mathematically the best longer stretch contains a shorter one at least
/// as fast; if the speed rule broke this, the longer effort is dropped).
public enum BestEfforts {
  /// One best effort.
  public struct Effort: Sendable, Equatable {
    /// The effort's distance in metres (one of the distances asked for).
    public var distance: Double
    /// Seconds taken.
    public var time: Double
    /// When it started, UTC seconds (interpolated).
    public var startTime: Double
    /// Where it started, metres from the recording's start.
    public var startDistance: Double

    /// Seconds per kilometre.
    public var pacePerKilometre: Double { time / distance * 1000 }
  }

  /// 1 km, 1 mile, 5 km, 10 km and the half marathon (21,097.5 m).
  public static let standardDistances: [Double] = [1000, 1609.344, 5000, 10_000, 21_097.5]

  /// The best effort for each of `distances` the recording covers, sorted by distance.
  public static func compute(
    _ points: [TrackPoint], distances: [Double] = standardDistances, maximumGap: Double = 30,
    maximumSpeed: Double = 7.6
  ) -> [Effort] {
    compute(
      TrackTimeline(points), distances: distances, maximumGap: maximumGap,
      maximumSpeed: maximumSpeed)
  }

  /// The best efforts of a recording's timeline.
  public static func compute(
    _ timeline: TrackTimeline, distances: [Double] = standardDistances, maximumGap: Double = 30,
    maximumSpeed: Double = 7.6
  ) -> [Effort] {
    guard timeline.hasPosition, timeline.count > 1 else { return [] }
    // gaps[k]: how many of the pairs (i − 1, i) with i ≤ k are more than maximumGap apart.
    var gaps = [0]
    gaps.reserveCapacity(timeline.count)
    for index in 1..<timeline.count {
      let isGap = timeline.times[index] - timeline.times[index - 1] > maximumGap
      gaps.append(gaps[index - 1] + (isGap ? 1 : 0))
    }
    var efforts: [Effort] = []
    for distance in distances.filter({ $0 > 0 && $0.isFinite }).sorted() {
      guard let best = fastest(distance, timeline, gaps, maximumSpeed) else { continue }
      if let previous = efforts.last, best.time < previous.time { continue }
      efforts.append(best)
    }
    return efforts
  }

  private static func fastest(
    _ length: Double, _ timeline: TrackTimeline, _ gaps: [Int], _ maximumSpeed: Double
  ) -> Effort? {
    let d = timeline.distances
    let t = timeline.times
    var best: Effort?
    var bestTime = Double.infinity
    func consider(start: Double, startDistance: Double, end: Double, from first: Int, to last: Int)
    {
      // Faster than the best so far first: most candidates are not, and need no other check.
      let time = end - start
      guard time < bestTime, time > 0, gaps[last] - gaps[first] == 0,
        length / time <= maximumSpeed
      else { return }
      best = Effort(distance: length, time: time, startTime: start, startDistance: startDistance)
      bestTime = time
    }
    // Starting at a point: the end is where the distance is reached.
    var end = 1
    for start in 0..<(timeline.count - 1) {
      let target = d[start] + length
      if end <= start { end = start + 1 }
      while end < timeline.count && d[end] < target { end += 1 }
      guard end < timeline.count else { break }
      // d[end − 1] < target ≤ d[end], so the division is by a positive length.
      let fraction = (target - d[end - 1]) / (d[end] - d[end - 1])
      let endTime = t[end - 1] + fraction * (t[end] - t[end - 1])
      consider(start: t[start], startDistance: d[start], end: endTime, from: start, to: end)
    }
    // Ending at a point: the start is where the distance was `length` before, the latest time.
    var before = 0
    for last in 1..<timeline.count {
      let target = d[last] - length
      guard target >= d[0] else { continue }
      while before + 1 < last && d[before + 1] <= target { before += 1 }
      let next = before + 1
      guard d[next] > d[before] else { continue }
      let fraction = (target - d[before]) / (d[next] - d[before])
      let startTime = t[before] + fraction * (t[next] - t[before])
      consider(start: startTime, startDistance: target, end: t[last], from: before, to: last)
    }
    return best
  }
}
