import DiaryCore
import Testing

@Suite("Track summaries in the state")
struct TrackSummaryTests {
  private let full = TrackSummary(
    sport: "run", distance: 3301.5, privacyTrim: 250,
    route: .init(
      width: 200, height: 120.5, pathData: "M4.0 4.0L196.0 116.5",
      thumbnailPathData: "M4.0 4.0L196.0 116.5", start: .init(x: 4, y: 4),
      end: .init(x: 196, y: 116.5)),
    kilometreSplits: [
      .init(distance: 1000, time: 300, elevationGain: 8, averageHeartRate: 131),
      .init(distance: 301.5, time: 87.4),
    ],
    mileSplits: [.init(distance: 1609.344, time: 470, elevationGain: nil, averageHeartRate: 140)],
    elevation: [.init(x: 0, y: 410), .init(x: 3301.5, y: 412.25)],
    heartRate: [.init(x: 0, y: 120), .init(x: 900, y: 165)],
    bestEfforts: [.init(distance: 1000, time: 270, startDistance: 1000)])

  @Test("a summary written for a build cache reads back the same, field by field")
  func roundTrip() throws {
    for summary in [full, TrackSummary(), TrackSummary(sport: nil, distance: nil, privacyTrim: 0)] {
      var writer = BinaryWriter()
      summary.encode(into: &writer)
      var reader = BinaryReader(writer.bytes)
      #expect(try TrackSummary(from: &reader) == summary)
      #expect(reader.isAtEnd)
    }
  }

  @Test("a record cut short anywhere is refused, never read as another summary")
  func damaged() {
    var writer = BinaryWriter()
    full.encode(into: &writer)
    for length in 0..<writer.bytes.count {
      var reader = BinaryReader(Array(writer.bytes.prefix(length)))
      #expect(throws: BinaryReader.Damaged.self) { try TrackSummary(from: &reader) }
    }
  }

  @Test("the fingerprint changes with every field")
  func fingerprint() {
    var changes: [TrackSummary] = []
    for change in 0..<9 {
      var summary = full
      switch change {
      case 0: summary.sport = "ride"
      case 1: summary.distance = 3302
      case 2: summary.privacyTrim = 200
      case 3: summary.route?.pathData = "M4.0 4.0L196.0 116.4"
      case 4: summary.kilometreSplits[1].time = 87.5
      case 5: summary.mileSplits = []
      case 6: summary.elevation[1].y = 412
      case 7: summary.heartRate.removeLast()
      default: summary.bestEfforts[0].startDistance = 1001
      }
      changes.append(summary)
    }
    let prints = Set(([full] + changes).map(\.fingerprint))
    #expect(prints.count == 10)
  }

  @Test("a track read is kept by its path, replaced when read again, and forgotten when removed")
  func reducer() throws {
    var state = AppState()
    reduce(into: &state, .trackRead(path: "tracks/a.fit", Track(full)))
    reduce(into: &state, .trackRead(path: "tracks/b.gpx", Track(TrackSummary())))
    #expect(state.tracks == ["tracks/a.fit": Track(full), "tracks/b.gpx": Track(TrackSummary())])
    var changed = full
    changed.sport = "ride"
    reduce(into: &state, .trackRead(path: "tracks/a.fit", Track(changed)))
    reduce(into: &state, .trackRemoved(path: "tracks/b.gpx"))
    #expect(state.tracks == ["tracks/a.fit": Track(changed)])
    var workout = try statsWorkout("2026-10-01", kilometres(3), name: "A")
    workout.track = "tracks/a.fit"
    #expect(state.track(of: workout)?.summary == changed)
  }

  @Test("a track kept as bytes is its summary, decoded when asked for; damaged bytes give none")
  func trackFromRecord() throws {
    var writer = BinaryWriter()
    Track(full).encode(into: &writer)
    let bytes = writer.bytes
    let record = Track(
      record: ByteSlice(storage: OwnedBytes(bytes), range: 0..<bytes.count),
      fingerprint: full.fingerprint, hasRoute: true)
    #expect(record == Track(full))
    #expect(record.summary == full)
    #expect(record.hasRoute && !Track(TrackSummary()).hasRoute)
    var copy = BinaryWriter()
    record.encode(into: &copy)
    #expect(copy.bytes == bytes, "the bytes are copied as they are")
    let cut = Track(
      record: ByteSlice(storage: OwnedBytes(bytes), range: 0..<10), fingerprint: full.fingerprint,
      hasRoute: true)
    #expect(cut.summary == TrackSummary())
  }

  @Test("splits are taken in the site's units")
  func splitsInUnits() {
    #expect(full.splits(in: .metric) == full.kilometreSplits)
    #expect(full.splits(in: .imperial) == full.mileSplits)
  }
}
