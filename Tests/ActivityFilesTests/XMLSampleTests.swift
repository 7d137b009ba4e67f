import ActivityFiles
import Testing

@Suite("GPX and TCX samples agree with reference.json", .enabled(if: SampleFiles.isAvailable))
struct XMLSampleTests {
  @Test("the Garmin Connect GPX: 96 points, haversine 899.3 m, 126 s, HR 150.0/156")
  func garminConnectGPX() throws {
    let activity = try SampleFiles.activity("garmin-connect-ride-hr.gpx")
    #expect(activity.format == .gpx)
    #expect(activity.startTime == SampleFiles.utc("2020-06-01T14:52:40Z"))
    #expect(activity.utcOffset == nil)
    #expect(activity.sport == "cycling")
    #expect(activity.journalType == "ride")
    #expect(activity.name == "Leiden Fietsen")
    #expect(activity.device?.product == "Garmin Connect")
    #expect(activity.points.count == 96)
    #expect(activity.deviceTotals == ActivityTotals())
    let totals = activity.totals
    #expect(rounded(totals.distance, 1) == 899.3)
    #expect(totals.elapsedTime == 126)
    #expect(rounded(totals.averageHeartRate, 1) == 150.0)
    #expect(totals.maxHeartRate == 156)
    #expect(rounded(totals.unsmoothedAscent, 1) == 3.0)
    #expect(rounded(totals.ascent, 1) == 2.9)
    #expect(activity.warnings == [])
  }

  @Test("the Urban Biker GPX: 3 segments (one empty), milliseconds, 2736 of 2870 with HR")
  func urbanBikerGPX() throws {
    let activity = try SampleFiles.activity("urbanbiker-ride-hr.gpx.gz")
    #expect(activity.startTime == SampleFiles.utc("2019-04-18T14:12:19Z"))
    #expect(activity.points.count == 2870)
    #expect(Set(activity.points.map(\.segment)) == [1, 2])
    #expect(activity.points.count { $0.heartRate != nil } == 2736)
    #expect(activity.name == "Rose X-Lite CRS Force \u{2013} Do., 18. Apr. 2019, 16:12")
    #expect(activity.sport == nil)
    let totals = activity.totals
    #expect(rounded(totals.elapsedTime, 3) == 3850.928)
    #expect(rounded(totals.timerTime, 3) == 3834.487)
    #expect(rounded(totals.distance, 1) == 21116.4)
    #expect(rounded(totals.averageHeartRate, 1) == 132.1)
    #expect(totals.maxHeartRate == 182)
    #expect(rounded(totals.unsmoothedAscent, 1) == 360.7)
    #expect(rounded(totals.ascent, 1) == 359.9)
  }

  @Test("the MapMyFitness route without any time is refused with the reason and line")
  func undatableGPX() throws {
    let bytes = try SampleFiles.bytes("mapmyfitness-route-no-time.gpx")
    #expect(
      throws: ActivityFileError(
        "cannot date the gpx file: none of its 9722 points has a <time>, and it has no "
          + "metadata time (read to line 2)", at: .line(2))
    ) {
      try ActivityDecoder.decode(bytes, fileName: "mapmyfitness-route-no-time.gpx")
    }
  }

  @Test("a GPX or TCX file cut short is refused, naming the line where it ends")
  func truncatedXML() throws {
    let gpx = try SampleFiles.bytes("garmin-connect-ride-hr.gpx")
    #expect(
      throws: ActivityFileError(
        "gpx is not well-formed xml at line 426, column 3", at: .line(426))
    ) {
      try ActivityDecoder.decode(Array(gpx.prefix(16_000)), fileName: "cut.gpx")
    }
    let tcx = try SampleFiles.bytes("garmin-fr410-run-laps-hr.tcx")
    #expect(throws: ActivityFileError.self) {
      try ActivityDecoder.decode(Array(tcx.dropLast(30)), fileName: "cut.tcx")
    }
  }

  @Test("the Forerunner 410 TCX: 3 laps, device totals from the laps")
  func forerunnerTCX() throws {
    let activity = try SampleFiles.activity("garmin-fr410-run-laps-hr.tcx")
    #expect(activity.format == .tcx)
    #expect(activity.startTime == SampleFiles.utc("2012-12-26T21:29:53Z"))
    #expect(activity.sport == "Running")
    #expect(activity.journalType == "run")
    #expect(activity.points.count == 384)
    #expect(activity.points.count { $0.hasPosition } == 383)
    #expect(activity.points.count { $0.heartRate != nil } == 383)
    // The file writes the laps' float32 values in full (1609.34399414); reference.json rounds
    // each to 0.01 m before summing them (4689.23).
    #expect(activity.laps.map { rounded($0.totals.distance, 2) } == [1609.34, 1609.34, 1470.55])
    #expect(activity.laps.map(\.totals.timerTime) == [608.47, 714.8, 669.51])
    #expect(activity.laps.map(\.totals.averageHeartRate) == [139, 172, 167])
    #expect(activity.laps.map(\.totals.maxHeartRate) == [189, 188, 180])
    let totals = activity.deviceTotals
    #expect(totals.distance == 1609.34399414 + 1609.34399414 + 1470.5546875)
    #expect(rounded(totals.timerTime, 3) == 1992.78)
    #expect(rounded(totals.averageHeartRate, 1) == 160.2)
    #expect(totals.maxHeartRate == 189)
    #expect(totals.ascent == nil)
    #expect(activity.totals.elapsedTime == 1992)
    #expect(rounded(activity.computedTotals.unsmoothedAscent, 1) == 153.8)
    #expect(rounded(activity.computedTotals.averageHeartRate, 1) == 156.7)
    #expect(activity.device?.product == "Forerunner 410 Software Version 2.20")
  }

  @Test("the Edge 1000 TCX: 5 laps, 668.19 m, the same ride as the GPX")
  func edgeTCX() throws {
    let activity = try SampleFiles.activity("garmin-edge1000-ride-laps-hr.tcx")
    #expect(activity.startTime == SampleFiles.utc("2020-06-01T14:52:40Z"))
    #expect(activity.sport == "Biking")
    #expect(activity.journalType == "ride")
    #expect(activity.points.count == 100)
    #expect(activity.laps.count == 5)
    let totals = activity.totals
    #expect(rounded(totals.distance, 2) == 668.19)
    #expect(totals.timerTime == 126)
    #expect(totals.elapsedTime == 126)
    #expect(rounded(totals.averageHeartRate, 1) == 150.8)
    #expect(totals.maxHeartRate == 156)
    #expect(rounded(activity.computedTotals.distance, 2) == 668.19)
    #expect(rounded(activity.computedTotals.unsmoothedAscent, 1) == 3.0)
  }
}
