/// Totals of an activity, a session or a lap. Each is `nil` when unknown.
public struct ActivityTotals: Sendable, Equatable {
  /// Distance in metres.
  public var distance: Double?
  /// Time the timer ran (moving or recording time), in seconds.
  public var timerTime: Double?
  /// Wall-clock time from start to end, pauses included, in seconds.
  public var elapsedTime: Double?
  /// Elevation gain in metres (for computed totals: smoothed, see `ElevationGain`).
  public var ascent: Double?
  /// Elevation gain in metres as the sum of every positive step, unsmoothed (computed only).
  public var unsmoothedAscent: Double?
  /// Average heart rate, beats per minute.
  public var averageHeartRate: Double?
  /// Maximum heart rate, beats per minute.
  public var maxHeartRate: Double?
  /// Average power, watts.
  public var averagePower: Double?

  /// Creates totals; every field defaults to unknown.
  public init(
    distance: Double? = nil, timerTime: Double? = nil, elapsedTime: Double? = nil,
    ascent: Double? = nil, unsmoothedAscent: Double? = nil, averageHeartRate: Double? = nil,
    maxHeartRate: Double? = nil, averagePower: Double? = nil
  ) {
    self.distance = distance
    self.timerTime = timerTime
    self.elapsedTime = elapsedTime
    self.ascent = ascent
    self.unsmoothedAscent = unsmoothedAscent
    self.averageHeartRate = averageHeartRate
    self.maxHeartRate = maxHeartRate
    self.averagePower = averagePower
  }

  /// These totals with each unknown field taken from `other`.
  public func filled(from other: ActivityTotals) -> ActivityTotals {
    ActivityTotals(
      distance: distance ?? other.distance, timerTime: timerTime ?? other.timerTime,
      elapsedTime: elapsedTime ?? other.elapsedTime, ascent: ascent ?? other.ascent,
      unsmoothedAscent: unsmoothedAscent ?? other.unsmoothedAscent,
      averageHeartRate: averageHeartRate ?? other.averageHeartRate,
      maxHeartRate: maxHeartRate ?? other.maxHeartRate,
      averagePower: averagePower ?? other.averagePower)
  }

  /// Totals computed from points alone:
  /// - distance: the largest device distance when a point has one (FIT, TCX), otherwise the
  ///   haversine sum between consecutive positions inside each segment (`TrackDistance`);
  /// - elapsed time: latest minus earliest point time; timer time: the same inside each segment,
  ///   summed (the gaps between segments are pauses);
  /// - ascent: `ElevationGain.smoothed`, and `unsmoothedAscent` = `ElevationGain.raw`, over all
  ///   altitudes in order;
  /// - heart rate and power: mean and maximum over the points that have one.
  public static func computed(from points: [TrackPoint]) -> ActivityTotals {
    var totals = ActivityTotals()
    totals.distance = TrackDistance.total(points)
    var firstTime = Double.infinity
    var lastTime = -Double.infinity
    var altitudes: [Double] = []
    altitudes.reserveCapacity(points.count)
    var heartRates = (sum: 0.0, count: 0, maximum: -Double.infinity)
    var powers = (sum: 0.0, count: 0)
    for point in points {
      if let time = point.time {
        firstTime = min(firstTime, time)
        lastTime = max(lastTime, time)
      }
      if let altitude = point.altitude { altitudes.append(altitude) }
      if let heartRate = point.heartRate {
        heartRates.sum += heartRate
        heartRates.count += 1
        heartRates.maximum = max(heartRates.maximum, heartRate)
      }
      if let power = point.power {
        powers.sum += power
        powers.count += 1
      }
    }
    if firstTime <= lastTime {
      totals.elapsedTime = lastTime - firstTime
      totals.timerTime = timeInsideSegments(points)
    }
    if altitudes.count > 1 {
      totals.ascent = ElevationGain.smoothed(altitudes)
      totals.unsmoothedAscent = ElevationGain.raw(altitudes)
    }
    if heartRates.count > 0 {
      totals.averageHeartRate = heartRates.sum / Double(heartRates.count)
      totals.maxHeartRate = heartRates.maximum
    }
    if powers.count > 0 { totals.averagePower = powers.sum / Double(powers.count) }
    return totals
  }

  /// The sum over segments of each segment's latest minus earliest point time.
  private static func timeInsideSegments(_ points: [TrackPoint]) -> Double {
    var total = 0.0
    var segment = Int.min
    var first = 0.0
    var last = 0.0
    for point in points {
      guard let time = point.time else { continue }
      if point.segment != segment {
        total += last - first
        segment = point.segment
        first = time
        last = time
      } else {
        first = min(first, time)
        last = max(last, time)
      }
    }
    return total + (last - first)
  }
}
