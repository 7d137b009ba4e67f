import ActivityFiles
import DiaryCore

extension TrackSummary {
  /// The most points a profile keeps.
  static let profilePoints = 100
  /// The most points of a route on a workout's page, and in the small multiples.
  static let routePoints = 300
  static let thumbnailPoints = 40

  /// What the site shows of `activity`, its route trimmed by `privacyTrim` metres at each end
  /// (the analyses are `ActivityFiles`'s: `RouteShape`, `Splits`, `Profiles`, `BestEfforts`).
  /// A recording from a treadmill, a trainer or a virtual course has no best efforts.
  init(_ activity: RecordedActivity, privacyTrim: Double) {
    let points = activity.points
    var route: Route?
    if let shapes = RouteShape.make(
      points, privacyDistance: privacyTrim,
      maximumPoints: [Self.routePoints, Self.thumbnailPoints]),
      let shape = shapes.first, let thumbnail = shapes.last,
      let start = shape.points.first, let end = shape.points.last
    {
      route = Route(
        width: shape.width, height: shape.height, pathData: shape.pathData,
        thumbnailPathData: thumbnail.pathData, start: Point(x: start.x, y: start.y),
        end: Point(x: end.x, y: end.y))
    }
    let isIndoor = activity.tagSuggestions.contains {
      ["treadmill", "indoor", "virtual"].contains($0)
    }
    let timeline = TrackTimeline(points)
    let efforts = isIndoor ? [] : BestEfforts.compute(timeline)
    self.init(
      sport: activity.journalType, distance: activity.totals.distance.flatMap(Self.finite),
      privacyTrim: privacyTrim, route: route,
      kilometreSplits: Self.splits(timeline, .kilometre),
      mileSplits: Self.splits(timeline, .mile),
      elevation: Self.profile(Profiles.elevation(timeline, maximumPoints: Self.profilePoints)),
      heartRate: Self.profile(Profiles.heartRate(timeline, maximumPoints: Self.profilePoints)),
      bestEfforts: efforts.compactMap { effort in
        guard effort.time.isFinite, effort.startDistance.isFinite else { return nil }
        return Effort(
          distance: effort.distance, time: effort.time, startDistance: effort.startDistance)
      })
  }

  private static func splits(_ timeline: TrackTimeline, _ unit: Splits.Unit) -> [Split] {
    Splits.compute(timeline, unit: unit).compactMap { split in
      guard split.time.isFinite, split.distance.isFinite else { return nil }
      return Split(
        distance: split.distance, time: split.time,
        elevationGain: split.elevationGain.flatMap(finite),
        averageHeartRate: split.averageHeartRate.flatMap(finite))
    }
  }

  private static func profile(_ points: [Profiles.Point]) -> [Point] {
    points.compactMap { point in
      point.x.isFinite && point.y.isFinite ? Point(x: point.x, y: point.y) : nil
    }
  }

  private static func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
}
