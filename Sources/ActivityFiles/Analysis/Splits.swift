/// Splits of a recording per kilometre or per mile.
///
/// Each split covers the distance from one boundary (a multiple of the unit) to the next,
/// measured on the recording's cumulative distance (`TrackDistance.cumulative`). Its time is the
/// recording's moving clock (pauses between segments left out) interpolated linearly at both
/// boundaries; its elevation gain is the sum of the positive altitude steps inside it, with the
/// altitude interpolated at the boundaries (unsmoothed: the splits' gains add up to the
/// activity's `unsmoothedAscent` when every point has an altitude); its heart rate is the mean
/// over the points whose distance lies in the split (the first split includes its start). The
/// last split is partial when the recording ends between boundaries and is kept when at least
/// 1 m long. A recording longer than `maximumCount` units (a distance no device records) has
/// no splits.
public enum Splits {
  /// The most splits made: 10,000 km or miles.
  public static let maximumCount = 10_000

  /// The length of a split.
  public enum Unit: Sendable, Equatable {
    case kilometre
    case mile

    /// Metres per unit.
    public var metres: Double { self == .kilometre ? 1000 : 1609.344 }
  }

  /// One split.
  public struct Split: Sendable, Equatable {
    /// 1-based.
    public var number: Int
    /// Where the split starts, metres from the recording's start.
    public var startDistance: Double
    /// Its length in metres: the unit, or less for the last, partial split.
    public var distance: Double
    /// Seconds taken (moving clock).
    public var time: Double
    /// Seconds per unit (`time / (distance / unit)`).
    public var pace: Double
    /// Metres climbed, `nil` without altitudes.
    public var elevationGain: Double?
    /// Mean heart rate, `nil` without heart rates.
    public var averageHeartRate: Double?
    /// Whether this is a last split shorter than the unit.
    public var isPartial: Bool
  }

  /// The splits of `points`; empty when they have no time or no distance.
  public static func compute(_ points: [TrackPoint], unit: Unit = .kilometre) -> [Split] {
    compute(TrackTimeline(points), unit: unit)
  }

  /// The splits of a recording's timeline.
  public static func compute(_ timeline: TrackTimeline, unit: Unit = .kilometre) -> [Split] {
    guard let total = timeline.distances.last, total > 0,
      total <= Double(maximumCount) * unit.metres
    else { return [] }
    var splits: [Split] = []
    var start = 0.0
    var startIndex = 0
    var startClock = timeline.moving[0]
    var startAltitude = timeline.altitudes[0]
    let clock = timeline.moving.map { Optional($0) }
    while start < total {
      let end = min(start + unit.metres, total)
      let isPartial = end < start + unit.metres
      if isPartial && end - start < 1 { break }
      guard let endIndex = timeline.firstIndex(reaching: end, from: startIndex) else { break }
      let endClock =
        timeline.interpolate(clock, at: end, reachedAt: endIndex)
        ?? timeline.moving[endIndex]
      let endAltitude = timeline.interpolate(timeline.altitudes, at: end, reachedAt: endIndex)
      // Known altitudes in the split: the start boundary, the points strictly inside, the end.
      var altitudes: [Double] = []
      var heartRates: [Double] = []
      altitudes.reserveCapacity(endIndex - startIndex + 2)
      heartRates.reserveCapacity(endIndex - startIndex + 1)
      if let startAltitude { altitudes.append(startAltitude) }
      for index in startIndex...endIndex where timeline.distances[index] <= end {
        let inside = timeline.distances[index] > start || splits.isEmpty
        if inside && index > 0 && timeline.distances[index] < end,
          let altitude = timeline.altitudes[index]
        {
          altitudes.append(altitude)
        }
        if inside, let heartRate = timeline.heartRates[index] { heartRates.append(heartRate) }
      }
      if let endAltitude { altitudes.append(endAltitude) }
      let time = endClock - startClock
      let length = end - start
      splits.append(
        Split(
          number: splits.count + 1, startDistance: start, distance: length, time: time,
          pace: time / (length / unit.metres),
          elevationGain: altitudes.count > 1 ? ElevationGain.raw(altitudes) : nil,
          averageHeartRate: heartRates.isEmpty
            ? nil : heartRates.reduce(0, +) / Double(heartRates.count),
          isPartial: isPartial))
      start = end
      startIndex = max(endIndex - 1, 0)
      startClock = endClock
      startAltitude = endAltitude
    }
    return splits
  }
}
