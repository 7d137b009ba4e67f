import Foundation

/// Distances along a track: the great-circle (haversine) distance between positions, and the
/// cumulative distance at each point that splits, profiles and best efforts are measured on.
public enum TrackDistance {
  /// The mean Earth radius used for every distance, in metres.
  public static let earthRadius = 6_371_000.0

  /// The great-circle distance between two positions in degrees, by the haversine formula on a
  /// sphere of radius `earthRadius`.
  public static func haversine(
    latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double
  ) -> Double {
    haversine(
      (latitude1, longitude1, cosine(latitude1)), (latitude2, longitude2, cosine(latitude2)))
  }

  /// A position in degrees with its latitude's cosine (`cosine(latitude)`), so that a walk
  /// along a track works each point's cosine out once.
  typealias Position = (latitude: Double, longitude: Double, cosine: Double)

  /// The cosine of a latitude in degrees, as `haversine` takes it.
  static func cosine(_ latitude: Double) -> Double { cos(latitude * .pi / 180) }

  /// `haversine` between two positions whose cosines are known.
  static func haversine(_ first: Position, _ second: Position) -> Double {
    let phi1 = first.latitude * .pi / 180
    let phi2 = second.latitude * .pi / 180
    let deltaPhi = phi2 - phi1
    let deltaLambda = (second.longitude - first.longitude) * .pi / 180
    let a =
      sin(deltaPhi / 2) * sin(deltaPhi / 2) + first.cosine * second.cosine * sin(deltaLambda / 2)
      * sin(deltaLambda / 2)
    return 2 * earthRadius * asin(min(1, a.squareRoot()))
  }

  /// The cumulative distance at each point, in metres, never decreasing:
  /// - when any point has a device distance (FIT, TCX), each point's own, or the one before it
  ///   when it has none (0 before the first), raised to the previous value if it went back;
  /// - otherwise the haversine sum between consecutive positions inside each segment (the jump
  ///   from one segment to the next adds nothing); a point without position keeps the previous
  ///   value.
  public static func cumulative(_ points: [TrackPoint]) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(points.count)
    if points.contains(where: { $0.distance != nil }) {
      var current = 0.0
      for point in points {
        if let distance = point.distance, distance.isFinite { current = max(current, distance) }
        result.append(current)
      }
      return result
    }
    var current = 0.0
    var previous: (position: Position, segment: Int)?
    for point in points {
      if let latitude = point.latitude, let longitude = point.longitude {
        let position = (latitude, longitude, cosine(latitude))
        if let last = previous, last.segment == point.segment {
          current += haversine(last.position, position)
        }
        previous = (position, point.segment)
      }
      result.append(current)
    }
    return result
  }

  /// The track's length: the last cumulative distance; `nil` for a track with neither device
  /// distances nor two positions.
  public static func total(_ points: [TrackPoint]) -> Double? {
    let hasDistance = points.contains { $0.distance != nil }
    guard hasDistance || points.lazy.filter(\.hasPosition).count > 1 else { return nil }
    return cumulative(points).last
  }
}
