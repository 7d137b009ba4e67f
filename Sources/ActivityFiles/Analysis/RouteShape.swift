import Foundation

/// A recording's route drawn for an inline SVG: projected, trimmed for privacy, simplified and
/// fitted into a box.
///
/// - Projection: equirectangular around the mean latitude of the drawn positions (x east, y
///   north, in metres; then y is flipped for SVG). Good for the few kilometres of a workout;
///   routes across the ±180° meridian are not handled.
/// - Privacy trim: the first and last `privacyDistance` metres along the route (the haversine
///   distance between consecutive positions, across pauses too) are hidden. The route is cut
///   inside the segment where that distance is reached, at a point interpolated along it, so
///   the line stays one piece. A route no longer than `2 · privacyDistance +
///   minimumVisibleDistance` shows nothing (`nil`).
/// - Simplification: Douglas–Peucker with a tolerance of 0.2 % of the bounding box's diagonal,
///   doubled until at most `maximumPoints` remain; the first and last points always stay.
/// - Fitting: scaled uniformly so the longer side spans `size − 2 · padding`, `padding` around.
public struct RouteShape: Sendable, Equatable {
  /// A point in SVG user units (x right, y down).
  public struct Point: Sendable, Equatable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position (down).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// The simplified, fitted line, start to end.
  public var points: [Point]
  /// The box's width (the `viewBox` is `0 0 width height`).
  public var width: Double
  /// The box's height.
  public var height: Double
  /// The route's length before trimming, in metres.
  public var length: Double

  /// The line as SVG path data, one decimal: `M10.0 20.0L11.5 19.0…`.
  public var pathData: String {
    var text = ""
    for (index, point) in points.enumerated() {
      text += (index == 0 ? "M" : "L") + Self.format(point.x) + " " + Self.format(point.y)
    }
    return text
  }

  private static func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    let whole = Int(tenths / 10)
    let decimal = Int(abs(tenths.truncatingRemainder(dividingBy: 10)))
    return "\(tenths < 0 && whole == 0 ? "-" : "")\(whole).\(decimal)"
  }

  /// The shape of `points`' positions, or `nil` when there are fewer than two or the route is
  /// too short to show after the privacy trim.
  public static func make(
    _ points: [TrackPoint], privacyDistance: Double = 200, minimumVisibleDistance: Double = 100,
    maximumPoints: Int = 300, size: Double = 200, padding: Double = 4
  ) -> RouteShape? {
    make(
      points, privacyDistance: privacyDistance, minimumVisibleDistance: minimumVisibleDistance,
      maximumPoints: [maximumPoints], size: size, padding: padding)?.first
  }

  /// The shapes of `points`' positions with at most each of `maximumPoints` points (the same
  /// as making each alone, with the route measured, trimmed and projected once), or `nil`
  /// when there are fewer than two or the route is too short to show after the privacy trim.
  public static func make(
    _ points: [TrackPoint], privacyDistance: Double = 200, minimumVisibleDistance: Double = 100,
    maximumPoints: [Int], size: Double = 200, padding: Double = 4
  ) -> [RouteShape]? {
    var positions: [(latitude: Double, longitude: Double)] = []
    positions.reserveCapacity(points.count)
    for point in points {
      if let latitude = point.latitude, let longitude = point.longitude {
        positions.append((latitude, longitude))
      }
    }
    guard positions.count > 1 else { return nil }
    var along = [0.0]
    along.reserveCapacity(positions.count)
    var previous = (
      positions[0].latitude, positions[0].longitude,
      TrackDistance.cosine(positions[0].latitude)
    )
    for index in 1..<positions.count {
      let (latitude, longitude) = positions[index]
      let position = (latitude, longitude, TrackDistance.cosine(latitude))
      along.append(along[index - 1] + TrackDistance.haversine(previous, position))
      previous = position
    }
    let length = along[along.count - 1]
    let privacy = max(privacyDistance, 0)
    guard length > 2 * privacy + max(minimumVisibleDistance, 0) else { return nil }
    let trimmed = trim(positions, along, from: privacy, to: length - privacy)
    let meanLatitude = trimmed.reduce(0) { $0 + $1.latitude } / Double(trimmed.count)
    let scale = TrackDistance.earthRadius * .pi / 180
    let cosine = cos(meanLatitude * .pi / 180)
    let projected = trimmed.map {
      (x: $0.longitude * scale * cosine, y: $0.latitude * scale)
    }
    var (minX, maxX) = (projected[0].x, projected[0].x)
    var (minY, maxY) = (projected[0].y, projected[0].y)
    for point in projected {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    let span = max(maxX - minX, maxY - minY)
    guard span > 0 else { return nil }
    let tolerance = max(0.002 * hypot(maxX - minX, maxY - minY), 1e-9)
    let weights = keptWeights(projected, tolerance: tolerance)
    let fit = (size - 2 * padding) / span
    return maximumPoints.map { maximum in
      let kept = simplified(
        projected, weights, tolerance: tolerance, maximumPoints: max(maximum, 2))
      return RouteShape(
        points: kept.map {
          Point(x: padding + ($0.x - minX) * fit, y: padding + (maxY - $0.y) * fit)
        },
        width: 2 * padding + (maxX - minX) * fit, height: 2 * padding + (maxY - minY) * fit,
        length: length)
    }
  }

  /// The positions between `start` and `end` metres along, cut points interpolated.
  private static func trim(
    _ positions: [(latitude: Double, longitude: Double)], _ along: [Double], from start: Double,
    to end: Double
  ) -> [(latitude: Double, longitude: Double)] {
    func cut(_ distance: Double) -> (latitude: Double, longitude: Double) {
      // The first position at or past the distance; interpolate from the one before.
      var index = 0
      while index < along.count - 1 && along[index] < distance { index += 1 }
      guard index > 0, along[index] > along[index - 1] else { return positions[index] }
      let fraction = (distance - along[index - 1]) / (along[index] - along[index - 1])
      let before = positions[index - 1]
      let after = positions[index]
      return (
        before.latitude + fraction * (after.latitude - before.latitude),
        before.longitude + fraction * (after.longitude - before.longitude)
      )
    }
    var result = [(latitude: Double, longitude: Double)]()
    result.reserveCapacity(positions.count + 2)
    result.append(cut(start))
    for index in positions.indices where along[index] > start && along[index] < end {
      result.append(positions[index])
    }
    result.append(cut(end))
    return result
  }

  /// Douglas–Peucker with `tolerance`, doubled until at most `maximumPoints` stay: the points
  /// whose weight (`keptWeights`) is above the tolerance reached, and the first and last.
  private static func simplified(
    _ points: [(x: Double, y: Double)], _ weights: [Double], tolerance: Double,
    maximumPoints: Int
  ) -> [(x: Double, y: Double)] {
    var tolerance = tolerance
    while weights.count(where: { $0 > tolerance }) + 2 > maximumPoints { tolerance *= 2 }
    return points.indices.filter { $0 == 0 || $0 == points.count - 1 || weights[$0] > tolerance }
      .map { points[$0] }
  }

  /// Each point's weight in Douglas–Peucker: the smallest distance among its own (to the chord
  /// of the range it splits) and those of the points that split the ranges around it first.
  /// Which point splits a range does not depend on the tolerance, so Douglas–Peucker with any
  /// tolerance keeps exactly the points weighing more than it. Ranges whose farthest point is
  /// within `tolerance` are not split further: their points weigh 0 and are never kept, as
  /// every tolerance tried is at least `tolerance`.
  private static func keptWeights(_ points: [(x: Double, y: Double)], tolerance: Double)
    -> [Double]
  {
    var weights = [Double](repeating: 0, count: points.count)
    var ranges = [(first: 0, last: points.count - 1, weight: Double.infinity)]
    while let (first, last, weight) = ranges.popLast() {
      guard last > first + 1 else { continue }
      // The farthest point by squared distance (the same order), then its distance.
      var farthest = first
      var farthestOffset = (x: 0.0, y: 0.0)
      var squared = -1.0
      for index in (first + 1)..<last {
        let offset = offsetToSegment(points[index], points[first], points[last])
        let candidate = offset.x * offset.x + offset.y * offset.y
        if candidate > squared {
          squared = candidate
          farthest = index
          farthestOffset = offset
        }
      }
      let distance = hypot(farthestOffset.x, farthestOffset.y)
      if distance > tolerance {
        let kept = min(weight, distance)
        weights[farthest] = kept
        ranges.append((first, farthest, kept))
        ranges.append((farthest, last, kept))
      }
    }
    return weights
  }

  /// The vector from the segment's nearest point to `point`.
  private static func offsetToSegment(
    _ point: (x: Double, y: Double), _ start: (x: Double, y: Double), _ end: (x: Double, y: Double)
  ) -> (x: Double, y: Double) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let lengthSquared = dx * dx + dy * dy
    guard lengthSquared > 0 else { return (point.x - start.x, point.y - start.y) }
    let t = max(0, min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared))
    return (point.x - (start.x + t * dx), point.y - (start.y + t * dy))
  }
}
