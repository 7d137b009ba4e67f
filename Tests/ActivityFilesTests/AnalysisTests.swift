import Testing

@testable import ActivityFiles

/// A run with device distances, hand-computed below: 2300 m in 1000 s.
private let fivePoints = [
  TrackPoint(time: 0, latitude: 1, longitude: 1, altitude: 10, distance: 0, heartRate: 100),
  TrackPoint(time: 200, latitude: 1, longitude: 1, altitude: 15, distance: 500, heartRate: 110),
  TrackPoint(time: 400, latitude: 1, longitude: 1, altitude: 12, distance: 1000, heartRate: 120),
  TrackPoint(time: 700, latitude: 1, longitude: 1, altitude: 20, distance: 1500, heartRate: 130),
  TrackPoint(time: 1000, latitude: 1, longitude: 1, altitude: 18, distance: 2300, heartRate: 140),
]

@Suite("splits")
struct SplitsTests {
  @Test("per kilometre: times interpolated at the boundaries, the last split partial")
  func kilometres() {
    let splits = Splits.compute(fivePoints)
    #expect(
      splits == [
        Splits.Split(
          number: 1, startDistance: 0, distance: 1000, time: 400, pace: 400, elevationGain: 5,
          averageHeartRate: 110, isPartial: false),
        // 2000 m lies 5/8 of the way from 1500 m (700 s, 20 m) to 2300 m (1000 s, 18 m).
        Splits.Split(
          number: 2, startDistance: 1000, distance: 1000, time: 487.5, pace: 487.5,
          elevationGain: 8, averageHeartRate: 130, isPartial: false),
        Splits.Split(
          number: 3, startDistance: 2000, distance: 300, time: 112.5, pace: 375,
          elevationGain: 0, averageHeartRate: 140, isPartial: true),
      ])
    // The splits' gains add up to the unsmoothed ascent.
    #expect(ActivityTotals.computed(from: fivePoints).unsmoothedAscent == 13)
  }

  @Test("per mile")
  func miles() {
    let splits = Splits.compute(fivePoints, unit: .mile)
    #expect(splits.map(\.distance) == [1609.344, 2300 - 1609.344])
    #expect(splits.map(\.isPartial) == [false, true])
    // 1609.344 m: 109.344 / 800 of the way from 700 s to 1000 s.
    let boundary = 700 + 109.344 / 800 * 300
    #expect(splits.map(\.time) == [boundary, 1000 - boundary])
    #expect(splits.first?.pace == boundary)
  }

  @Test("a pause between segments does not count in a split's time")
  func pause() {
    let points = [
      TrackPoint(time: 0, distance: 0), TrackPoint(time: 400, distance: 1000),
      TrackPoint(time: 600, distance: 1000, segment: 1),
      TrackPoint(time: 900, distance: 1500, segment: 1),
    ]
    #expect(Splits.compute(points).map(\.time) == [400, 300])
    #expect(Splits.compute(points).map(\.pace) == [400, 600])
  }

  @Test("a last piece shorter than 1 m is no split; no time or no distance gives none")
  func edges() {
    let points = [TrackPoint(time: 0, distance: 0), TrackPoint(time: 300, distance: 1000.5)]
    #expect(Splits.compute(points).count == 1)
    #expect(Splits.compute([TrackPoint(distance: 5)]) == [])
    #expect(Splits.compute([TrackPoint(time: 0), TrackPoint(time: 9)]) == [])
    #expect(Splits.compute([]) == [])
  }
}

@Suite("profiles")
struct ProfilesTests {
  @Test("a series longer than the limit is averaged into equal buckets of x")
  func reduce() {
    let series = (0..<10).map { Profiles.Point(x: Double($0), y: Double($0) * 2) }
    #expect(
      Profiles.reduce(series, to: 5) == [
        .init(x: 0.5, y: 1), .init(x: 2.5, y: 5), .init(x: 4.5, y: 9), .init(x: 6.5, y: 13),
        .init(x: 8.5, y: 17),
      ])
    #expect(Profiles.reduce(series, to: 10) == series)
    #expect(Profiles.reduce(series, to: 0) == [])
    let sameX = (0..<4).map { Profiles.Point(x: 7, y: Double($0)) }
    #expect(Profiles.reduce(sameX, to: 2) == [.init(x: 7, y: 0.5), .init(x: 7, y: 2.5)])
  }

  @Test("elevation over distance and heart rate over time")
  func profiles() {
    // Buckets of 2300 / 3 m: 0 and 500 m; 1000 and 1500 m; 2300 m (the last bucket).
    #expect(
      Profiles.elevation(fivePoints, maximumPoints: 3) == [
        .init(x: 250, y: 12.5), .init(x: 1250, y: 16), .init(x: 2300, y: 18),
      ])
    #expect(
      Profiles.heartRate(fivePoints).map(\.x) == [0, 200, 400, 700, 1000])
  }
}

@Suite("route shape")
struct RouteShapeTests {
  /// Points due north from the equator every 0.001° (111.19 m by the haversine formula).
  private func northward(_ count: Int) -> [TrackPoint] {
    (0..<count).map { TrackPoint(latitude: Double($0) * 0.001, longitude: 0) }
  }

  @Test("a straight line: trimmed 200 m at each end, simplified to its two ends, fitted")
  func straight() throws {
    let shape = try #require(RouteShape.make(northward(20)))
    #expect(shape.points.count == 2)
    #expect(shape.pathData == "M4.0 196.0L4.0 4.0")
    #expect(shape.width == 8)
    #expect(abs(shape.height - 200) < 1e-9)
    let step = TrackDistance.haversine(
      latitude1: 0, longitude1: 0, latitude2: 0.001, longitude2: 0)
    #expect(abs(shape.length - 19 * step) < 1e-6)
  }

  @Test("the trim cuts inside a segment at the exact distance along the route")
  func trimPosition() throws {
    // Two long points: the cuts fall inside the one segment, 200 m from each end.
    let points = [
      TrackPoint(latitude: 0, longitude: 0), TrackPoint(latitude: 0.01, longitude: 0),
      TrackPoint(latitude: 0.01, longitude: 0.01),
    ]
    let shape = try #require(RouteShape.make(points, privacyDistance: 200, size: 100, padding: 0))
    #expect(shape.points.count == 3)
    // The corner is kept; the ends are 200 m (of 1111.95 m per leg) in from the corner's legs.
    let leg = TrackDistance.haversine(latitude1: 0, longitude1: 0, latitude2: 0.01, longitude2: 0)
    let kept = (leg - 200) / leg
    let corner = try #require(shape.points.dropFirst().first)
    #expect(abs(corner.x - 0) < 1e-9 && abs(corner.y - 0) < 1e-9)
    #expect(abs(shape.points[0].y - 100 * kept / max(kept, kept)) < 0.2)
  }

  @Test("a route no longer than twice the privacy distance and 100 m shows nothing")
  func tooShort() {
    #expect(RouteShape.make(northward(5)) == nil)  // 444.8 m
    #expect(RouteShape.make(northward(6)) != nil)  // 556 m
    #expect(RouteShape.make(northward(6), privacyDistance: 300) == nil)
    #expect(RouteShape.make([TrackPoint(time: 1)]) == nil)
  }

  @Test("a zig-zag is simplified to at most the maximum of points, ends kept")
  func maximumPoints() throws {
    let points = (0..<400).map {
      TrackPoint(latitude: Double($0) * 0.0005, longitude: $0 % 2 == 0 ? 0 : 0.002)
    }
    let shape = try #require(RouteShape.make(points, maximumPoints: 50))
    #expect(shape.points.count <= 50)
    #expect(shape.points.count >= 2)
    let again = try #require(RouteShape.make(points, maximumPoints: 50))
    #expect(again == shape)
  }
}

@Suite("best efforts")
struct BestEffortsTests {
  /// 2 km with device distances every 100 m: the first km at 5:00/km, the second at 4:00/km.
  private let negativeSplit: [TrackPoint] = (0...20).map { (index: Int) -> TrackPoint in
    let step = Double(index)
    let time: Double = index <= 10 ? 30 * step : 300 + 24 * (step - 10)
    return TrackPoint(time: time, latitude: 1, longitude: 1, distance: 100 * step)
  }

  @Test("the fastest 1 km and mile, the mile's start interpolated; 5 km out of reach")
  func negativeSplitRun() {
    let efforts = BestEfforts.compute(negativeSplit)
    #expect(efforts.count == 2)
    #expect(
      efforts.first
        == BestEfforts.Effort(distance: 1000, time: 240, startTime: 300, startDistance: 1000))
    // The mile ends at 2000 m (540 s) and starts at 390.656 m, 30 s per 100 m: 117.1968 s.
    let mile = efforts.last
    #expect(mile?.distance == 1609.344)
    #expect(mile?.startDistance == 2000 - 1609.344)
    #expect(abs((mile?.time ?? 0) - (540 - 117.1968)) < 1e-9)
    #expect(efforts.first?.pacePerKilometre == 240)
  }

  @Test("no effort spans a gap of more than 30 s between points")
  func gaps() {
    let points: [TrackPoint] = (0...20).map { (index: Int) -> TrackPoint in
      let time: Double = 24 * Double(index) + (index > 5 ? 7 : 0)
      return TrackPoint(time: time, latitude: 1, longitude: 1, distance: 100 * Double(index))
    }
    #expect(
      BestEfforts.compute(points)
        == [BestEfforts.Effort(distance: 1000, time: 240, startTime: 151, startDistance: 600)])
  }

  @Test("a treadmill run (no positions) has no efforts")
  func treadmill() {
    let points = negativeSplit.map { TrackPoint(time: $0.time, distance: $0.distance) }
    #expect(BestEfforts.compute(points) == [])
  }

  @Test("a stretch faster than a runner can go is a GPS jump, not an effort")
  func implausibleSpeed() {
    let points = [
      TrackPoint(time: 0, latitude: 1, longitude: 1, distance: 0),
      TrackPoint(time: 10, latitude: 1, longitude: 1, distance: 1000),
      TrackPoint(time: 400, latitude: 1, longitude: 1, distance: 2000),
    ]
    #expect(
      BestEfforts.compute(points, distances: [1000, 2000], maximumGap: 1000) == [
        BestEfforts.Effort(distance: 1000, time: 390, startTime: 10, startDistance: 1000),
        BestEfforts.Effort(distance: 2000, time: 400, startTime: 0, startDistance: 0),
      ])
  }
}

@Suite("analyses of the samples", .enabled(if: SampleFiles.isAvailable))
struct SampleAnalysisTests {
  @Test("the fenix run: 14 splits, efforts consistent, a route and bounded profiles")
  func fenixRun() throws {
    let activity = try SampleFiles.activity("garmin-fenix5plus-run.fit")
    let splits = Splits.compute(activity.points)
    #expect(splits.count == 14)
    #expect(splits.last?.isPartial == true)
    #expect(splits.dropLast().allSatisfy { $0.distance == 1000 && !$0.isPartial })
    let efforts = BestEfforts.compute(activity.points)
    #expect(efforts.map(\.distance) == [1000, 1609.344, 5000, 10_000])
    for (shorter, longer) in zip(efforts, efforts.dropFirst()) {
      #expect(longer.time >= shorter.time)
    }
    let shape = try #require(RouteShape.make(activity.points))
    #expect(shape.points.count <= 300)
    #expect(Profiles.elevation(activity.points).count <= 200)
    #expect(Profiles.heartRate(activity.points).count <= 200)
  }

  @Test("the indoor and multisport files without positions have no route and no efforts")
  func noPositions() throws {
    let activity = try SampleFiles.activity("garmin-fr935-multisport-run-row.fit")
    #expect(RouteShape.make(activity.points) == nil)
    #expect(BestEfforts.compute(activity.points) == [])
  }
}

@Suite("analysis bounds")
struct AnalysisBoundsTests {
  @Test("a distance no device records (a corrupt field) gives no splits instead of millions")
  func absurdDistance() {
    let points = [TrackPoint(time: 0, distance: 0), TrackPoint(time: 10, distance: 1e300)]
    #expect(Splits.compute(points) == [])
    #expect(
      Splits.compute([TrackPoint(time: 0, distance: 0), TrackPoint(time: 1, distance: 1e7)])
        .count == 10_000)
  }
}
