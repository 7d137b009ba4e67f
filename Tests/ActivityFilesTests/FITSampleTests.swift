import ActivityFiles
import Testing

/// What `reference.json` says of one FIT sample's (single) session, as stored values.
struct FITSampleExpectation: Sendable, CustomTestStringConvertible {
  let file: String
  let start: String
  let utcOffset: Int?
  let sport: String
  let subSport: String?
  let distance: Double
  let timer: Double
  let elapsed: Double
  let ascent: Double?
  let heartRate: (average: Double, max: Double)?
  let power: Double?
  let points: Int
  let withPosition: Int
  let withHeartRate: Int
  let laps: Int
  let manufacturer: String
  let serial: UInt32?

  var testDescription: String { file }
}

private let fitSamples = [
  FITSampleExpectation(
    file: "garmin-fenix5plus-run.fit", start: "2019-09-07T09:22:19Z", utcOffset: 7200,
    sport: "running", subSport: "generic", distance: 13301.03, timer: 3653.367,
    elapsed: 3653.367, ascent: 75, heartRate: (158, 172), power: nil, points: 941,
    withPosition: 940, withHeartRate: 941, laps: 1, manufacturer: "garmin", serial: 3_974_419_953
  ),
  FITSampleExpectation(
    file: "garmin-edge1000-ride-power.fit", start: "2019-09-20T14:10:03Z", utcOffset: 7200,
    sport: "cycling", subSport: "generic", distance: 57567.24, timer: 8355.6, elapsed: 8355.6,
    ascent: 1254, heartRate: (165, 190), power: 219, points: 8357, withPosition: 8357,
    withHeartRate: 8357, laps: 1, manufacturer: "garmin", serial: 3_907_354_759),
  FITSampleExpectation(
    file: "suunto-run.fit.gz", start: "2019-03-17T07:24:32Z", utcOffset: 10800,
    sport: "running", subSport: nil, distance: 20041.0, timer: 6642.24, elapsed: 6642.24,
    ascent: nil, heartRate: nil, power: nil, points: 6641, withPosition: 6419,
    withHeartRate: 6630, laps: 21, manufacturer: "suunto", serial: nil),
  FITSampleExpectation(
    file: "garmin-vivoactivehr-stryd-devfields-run.fit", start: "2019-02-16T05:05:52Z",
    utcOffset: 7200, sport: "running", subSport: "generic", distance: 4922.73,
    timer: 1440.668, elapsed: 1440.668, ascent: 8, heartRate: (137, 149), power: nil,
    points: 1440, withPosition: 1440, withHeartRate: 1440, laps: 5, manufacturer: "garmin",
    serial: 3_927_089_597),
]

@Suite("FIT samples agree with reference.json", .enabled(if: SampleFiles.isAvailable))
struct FITSampleTests {
  @Test("a single-session sample decodes to the stored session values", arguments: fitSamples)
  func singleSession(_ expected: FITSampleExpectation) throws {
    let activity = try SampleFiles.activity(expected.file)
    #expect(activity.format == .fit)
    #expect(activity.startTime == SampleFiles.utc(expected.start))
    #expect(activity.utcOffset == expected.utcOffset)
    #expect(activity.sport == expected.sport)
    #expect(activity.subSport == expected.subSport)
    let totals = activity.deviceTotals
    #expect(totals.distance == expected.distance)
    #expect(totals.timerTime == expected.timer)
    #expect(totals.elapsedTime == expected.elapsed)
    #expect(totals.ascent == expected.ascent)
    #expect(totals.averageHeartRate == expected.heartRate?.average)
    #expect(totals.maxHeartRate == expected.heartRate?.max)
    #expect(totals.averagePower == expected.power)
    #expect(activity.points.count == expected.points)
    #expect(activity.points.count { $0.hasPosition } == expected.withPosition)
    #expect(activity.points.count { $0.heartRate != nil } == expected.withHeartRate)
    #expect(activity.laps.count == expected.laps)
    #expect(activity.sessions.count == 1)
    #expect(activity.device?.manufacturer == expected.manufacturer)
    #expect(activity.device?.serialNumber == expected.serial)
    #expect(activity.warnings == [])
    #expect(activity.journalType == "run" || expected.sport != "running")
  }

  @Test("the Suunto file's records give the heart rate its session leaves out")
  func suuntoRecordHeartRate() throws {
    let activity = try SampleFiles.activity("suunto-run.fit.gz")
    #expect(rounded(activity.computedTotals.averageHeartRate, 1) == 148.5)
    #expect(activity.computedTotals.maxHeartRate == 165)
    #expect(activity.totals.averageHeartRate == activity.computedTotals.averageHeartRate)
    #expect(activity.points.first?.time == SampleFiles.utc("2019-03-17T07:24:33Z"))
    #expect(activity.points.last?.time == SampleFiles.utc("2019-03-17T09:15:13Z"))
  }

  @Test("the multisport file keeps its three sessions and totals them")
  func multisport() throws {
    let activity = try SampleFiles.activity("garmin-fr935-multisport-run-row.fit")
    #expect(activity.sessions.map(\.sport) == ["running", "transition", "rowing"])
    #expect(activity.sessions.map(\.totals.elapsedTime) == [24.593, 11.763, 23.245])
    #expect(activity.sessions.map(\.totals.timerTime) == [24.593, 11.763, 23.245])
    #expect(activity.sessions.map(\.totals.averageHeartRate) == [54, 48, 54])
    #expect(activity.sessions.map(\.totals.maxHeartRate) == [63, 50, 59])
    #expect(activity.sessions.map(\.totals.ascent) == [0, 0, nil])
    #expect(
      activity.sessions.map(\.startTime) == [
        SampleFiles.utc("2021-03-22T10:48:16Z"), SampleFiles.utc("2021-03-22T10:48:40Z"),
        SampleFiles.utc("2021-03-22T10:48:52Z"),
      ])
    #expect(activity.sessions.map(\.journalType) == ["run", nil, "row"])
    #expect(activity.sport == "multisport")
    #expect(activity.subSport == nil)
    #expect(activity.journalType == "multisport")
    #expect(activity.startTime == SampleFiles.utc("2021-03-22T10:48:16Z"))
    #expect(activity.utcOffset == 3600)
    let totals = activity.deviceTotals
    #expect(totals.distance == 0)
    #expect(rounded(totals.timerTime, 3) == 59.601)
    #expect(rounded(totals.elapsedTime, 3) == 59.245)
    #expect(totals.ascent == 0)
    #expect(totals.averageHeartRate.map { $0.rounded() } == 53)
    #expect(totals.maxHeartRate == 63)
    #expect(totals.averagePower == nil)
    #expect(activity.points.count == 60)
    #expect(activity.hasPositions == false)
    #expect(activity.laps.count == 3)
  }

  @Test("the truncated file keeps its 122 records and its sport, and says where it was cut")
  func truncated() throws {
    let activity = try SampleFiles.activity("garmin-fr935-indoor-bike-TRUNCATED.fit")
    #expect(
      activity.warnings == [
        "truncated at byte 7566: the message there needs 181 bytes, 3 remain",
        "no session message: the totals are computed from the 122 records",
      ])
    #expect(activity.points.count == 122)
    #expect(activity.points.count { $0.heartRate != nil } == 122)
    #expect(activity.startTime == SampleFiles.utc("2021-03-18T13:02:33Z"))
    #expect(activity.points.last?.time == SampleFiles.utc("2021-03-18T13:04:46Z"))
    #expect(activity.sessions.isEmpty)
    #expect(activity.sport == "cycling")
    #expect(activity.subSport == "indoor_cycling")
    #expect(activity.journalType == "ride")
    #expect(activity.tagSuggestions == ["indoor"])
    #expect(activity.utcOffset == nil)
    #expect(activity.deviceTotals == ActivityTotals())
    #expect(activity.totals.elapsedTime == 133)
    #expect(activity.totals.maxHeartRate == 121)
    #expect(rounded(activity.totals.averageHeartRate, 1) == 105.0)
  }
}
