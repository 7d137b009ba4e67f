import Testing

@testable import DiaryCore

@Suite("Imported activities: the source field and duplicates")
struct ImportDuplicatesTests {
  @Test(
    "a source value reads as provider, id and UTC instant, and is written back the same",
    arguments: [
      ("strava 2046130231 2019-01-01T15:37:12Z", "strava", "2046130231", 1_546_357_032),
      ("fit 2019-09-07T09:22:19Z", "fit", nil, 1_567_848_139),
      ("strava 12345678901", "strava", "12345678901", nil),
      ("GPX 1970-01-01T00:00:00Z", "gpx", nil, 0),
      ("tcx 1969-12-31T23:59:59Z", "tcx", nil, -1),
      ("strava 2019-01-01T15:37:12Z 77", "strava", "77", 1_546_357_032),
    ] as [(String, String, String?, Int?)])
  func readsSource(text: String, provider: String, id: String?, start: Int?) throws {
    let source = try #require(ActivitySource(field: text))
    #expect(source == ActivitySource(provider: provider, id: id, start: start))
    if let start {
      #expect(ActivitySource(field: source.fieldValue) == source)
      #expect(source.fieldValue.hasSuffix(ActivitySource.instantText(start)))
    }
  }

  @Test(
    "values that are not instants are ids, and one word is no source",
    arguments: [
      ("strava", nil),
      ("fit 2019-02-30T09:22:19Z", ActivitySource(provider: "fit", id: "2019-02-30T09:22:19Z")),
      ("fit 2019-09-07T24:00:00Z", ActivitySource(provider: "fit", id: "2019-09-07T24:00:00Z")),
      ("fit 2019-09-07 09:22:19", ActivitySource(provider: "fit", id: "2019-09-07")),
    ] as [(String, ActivitySource?)])
  func refusesOtherText(text: String, expected: ActivitySource?) {
    #expect(ActivitySource(field: text) == expected)
  }

  /// A workout as the parser reads it, with a `source:` field when one is given.
  private func entry(
    _ date: String, type: String? = "run", distance: Distance? = Distance(10, .kilometres),
    duration: Int? = nil, source: String? = nil, line: Int
  ) throws -> Workout {
    Workout(
      date: try day(date), name: "Run", distance: distance,
      duration: duration.map { WorkoutDuration(seconds: $0) }, type: type,
      customFields: source.map { [CustomField(key: "Source", value: $0)] } ?? [],
      location: at("2019/2019-09.md", line))
  }

  @Test("an activity is found by its provider's id, or by its start and type")
  func findsTheSameActivity() throws {
    let index = ImportDuplicates([
      try entry("2019-09-07", source: "strava 111 2019-09-07T09:22:19Z", line: 3),
      try entry("2019-09-08", type: "ride", source: "fit 2019-09-08T06:00:00Z", line: 12),
    ])
    let sameID = try entry("2019-09-01", source: "strava 111", line: 0)
    #expect(index.match(sameID) == .sameActivity(at("2019/2019-09.md", 3)))
    let sameStart = try entry("2019-09-07", source: "fit 2019-09-07T09:22:19Z", line: 0)
    #expect(index.match(sameStart) == .sameActivity(at("2019/2019-09.md", 3)))
    let otherType = try entry(
      "2019-09-08", type: "run", source: "gpx 2019-09-08T06:00:00Z", line: 0)
    #expect(index.match(otherType) == .lookalike(at("2019/2019-09.md", 12), sameStart: true))
    let secondLater = try entry("2019-09-07", source: "fit 2019-09-07T09:22:20Z", line: 0)
    #expect(index.match(secondLater) == .none)
    let otherID = try entry("2019-09-07", source: "strava 112 2019-09-07T09:22:18Z", line: 0)
    #expect(index.match(otherID) == .none)
  }

  @Test(
    "a hand-written workout of the same day and type within 2% of the distance is a lookalike",
    arguments: [
      (Distance(10, .kilometres), "run", "2019-09-07", true),
      (Distance(10.2, .kilometres), "run", "2019-09-07", true),
      (Distance(9.8, .kilometres), "run", "2019-09-07", true),
      (Distance(10.21, .kilometres), "run", "2019-09-07", false),
      (Distance(9.79, .kilometres), "run", "2019-09-07", false),
      (Distance(6.2, .miles), "run", "2019-09-07", true),
      (Distance(10, .kilometres), "ride", "2019-09-07", false),
      (Distance(10, .kilometres), "run", "2019-09-08", false),
    ] as [(Distance, String, String, Bool)])
  func findsLookalikes(distance: Distance, type: String, date: String, isLookalike: Bool) throws {
    let written = try entry("2019-09-07", distance: Distance(10, .kilometres), line: 3)
    let index = ImportDuplicates([written])
    let candidate = try entry(
      date, type: type, distance: distance, source: "fit 2019-09-07T06:00:00Z", line: 0)
    #expect(
      index.match(candidate)
        == (isLookalike ? .lookalike(written.location, sameStart: false) : .none))
  }

  @Test("without a distance on either side the durations are compared, within 2%")
  func comparesDurations() throws {
    let written = try entry("2019-09-07", type: "strength", distance: nil, duration: 3000, line: 3)
    let index = ImportDuplicates([written])
    let close = try entry(
      "2019-09-07", type: "strength", distance: Distance(1, .kilometres), duration: 3060,
      source: "fit 2019-09-07T06:00:00Z", line: 0)
    #expect(index.match(close) == .lookalike(written.location, sameStart: false))
    let far = try entry(
      "2019-09-07", type: "strength", distance: nil, duration: 3062,
      source: "fit 2019-09-07T06:00:00Z", line: 0)
    #expect(index.match(far) == .none)
    let neither = try entry(
      "2019-09-07", type: "strength", distance: nil, source: "fit 2019-09-07T06:00:00Z", line: 0)
    #expect(index.match(neither) == .none)
  }

  @Test("imported workouts are never lookalikes of a new one; an added one is found next")
  func importedAreNotLookalikes() throws {
    var index = ImportDuplicates([
      try entry("2019-09-07", source: "fit 2019-09-07T06:00:00Z", line: 3)
    ])
    let evening = try entry("2019-09-07", source: "fit 2019-09-07T18:00:00Z", line: 0)
    #expect(index.match(evening) == .none)
    index.add(evening)
    #expect(index.match(evening) == .sameActivity(at("2019/2019-09.md", 0)))
  }
}
