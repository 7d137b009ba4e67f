import ActivityFiles
import DiaryCore
import Foundation
import Testing

@testable import DiaryCLI

/// A sample of `../shared/import-samples` and what its entry must say beyond reference.json.
struct ImportedSample: Sendable, CustomTestStringConvertible {
  let file: String
  let type: String?
  let name: String
  var testDescription: String { file }
}

private let samples = [
  ImportedSample(file: "garmin-fenix5plus-run.fit", type: "run", name: "Morning run"),
  ImportedSample(file: "garmin-edge1000-ride-power.fit", type: "ride", name: "Afternoon ride"),
  ImportedSample(file: "suunto-run.fit.gz", type: "run", name: "Morning run"),
  ImportedSample(
    file: "garmin-vivoactivehr-stryd-devfields-run.fit", type: "run", name: "Morning run"),
  ImportedSample(
    file: "garmin-fr935-multisport-run-row.fit", type: "multisport", name: "Morning multisport"),
  ImportedSample(file: "garmin-connect-ride-hr.gpx", type: "ride", name: "Leiden Fietsen"),
  ImportedSample(
    file: "urbanbiker-ride-hr.gpx.gz", type: nil,
    name: "Rose X-Lite CRS Force – Do., 18. Apr. 2019, 16:12"),
  ImportedSample(file: "garmin-fr410-run-laps-hr.tcx", type: "run", name: "Morning run"),
  ImportedSample(file: "garmin-edge1000-ride-laps-hr.tcx", type: "ride", name: "Night ride"),
]

@Suite("diary import of the real samples", .enabled(if: ImportSamples.isAvailable))
struct ImportSampleTests {
  @Test("each sample imports on its local day with the type and totals of reference.json")
  func agreesWithReference() throws {
    for sample in samples { try check(sample) }
  }

  private func check(_ sample: ImportedSample) throws {
    let folder = try TemporaryJournal(files: ["journal/diary.conf": "timezone: Asia/Tokyo\n"])
    defer { folder.remove() }
    let input = try ImportSamples.path(sample.file)
    let outcome = try runImport([input, "--journal", folder.journal])
    #expect(outcome.status == 0 && outcome.error == "", "\(sample.file): \(outcome)")
    let workouts = JournalSession(journal: folder.journal).state.workouts
    let workout = try #require(workouts.first, "\(sample.file): nothing imported")
    #expect(workouts.count == 1)
    let reference = try #require(
      try ImportSamples.reference(sample.file)["summary"] as? [String: Any])
    let fields = Dictionary(uniqueKeysWithValues: workout.customFields.map { ($0.key, $0.value) })
    // The day and time: the file's offset (FIT), else the journal's zone, UTC+9.
    let start = SampleTime.utc(try #require(reference["start_time_utc"] as? String))
    let offset = reference["utc_offset_s"] as? Int ?? 9 * 3600
    #expect(
      "\(workout.date) \(workout.time.map(\.description) ?? "")"
        == SampleTime.local(start + offset), "\(sample.file)")
    #expect(workout.name == sample.name)
    #expect(workout.type == sample.type, "\(sample.file)")
    let format = sample.file.split(separator: ".")[1]
    #expect(fields["source"] == "\(format) \(ActivitySource.instantText(start))")
    // Totals: the device's for FIT and TCX to the 10 m and the second; computed for GPX.
    let metres = workout.distance?.metres ?? 0
    if format == "gpx" {
      let haversine = try #require(reference["haversine_distance_m"] as? Double)
      #expect(abs(metres - haversine) <= 5, "\(sample.file)")
    } else {
      let stored = try #require(reference["total_distance_m"] as? Double)
      #expect(abs(metres - (stored / 10).rounded() * 10) < 1e-6, "\(sample.file)")
    }
    let timer = reference[format == "gpx" ? "gpxpy_duration_s" : "timer_time_s"] as? Double
    #expect(workout.duration?.seconds == timer.map { Int($0.rounded()) }, "\(sample.file)")
    let elapsed = try #require(reference["elapsed_time_s"] as? Double).rounded()
    #expect(
      fields["elapsed"]
        == (Int(elapsed) > workout.duration?.seconds ?? 0
          ? WorkoutDuration(seconds: Int(elapsed)).formatted : nil),
      "\(sample.file)")
    let file = try ImportSamples.reference(sample.file)
    let average = reference["avg_heart_rate"] as? Double ?? file["record_hr_mean"] as? Double
    let shownAverage = try #require(fields["avg hr"].flatMap(Double.init))
    #expect(abs(shownAverage - (average ?? 0)) <= 0.5, "\(sample.file)")
    let maximum = reference["max_heart_rate"] as? Int ?? file["record_hr_max"] as? Int
    #expect(fields["max hr"] == maximum.map(String.init), "\(sample.file)")
    if let ascent = reference["total_ascent_m"] as? Double, ascent >= 0.5 {
      #expect(fields["ascent"] == "\(Int(ascent.rounded())) m", "\(sample.file)")
    }
    // The recording, kept under the journal, inflates to the sample's bytes.
    let track = try #require(workout.track)
    let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input)))
    #expect(
      try gunzipped(folder.journal + "/" + track)
        == (Gzip.isGzip(original) ? try Gzip.decompress(original) : original))
    #expect(runCLI(["check", "--journal", folder.journal]).status == 0)
  }

  @Test("the samples folder imports whole: one file refused, one ride recorded twice skipped")
  func wholeFolder() throws {
    let folder = try TemporaryJournal(files: ["journal/diary.conf": "timezone: Asia/Tokyo\n"])
    defer { folder.remove() }
    let input = try ImportSamples.path("")
    let journal = folder.journal
    let outcome = try runImport([input, "--journal", journal])
    let added = [
      ("2012/2012-12.md:3", "2012-12-27-morning-run", "garmin-fr410-run-laps-hr.tcx"),
      (
        "2019/2019-01.md:3", "2019-01-01-afternoon-run",
        "export_sample.zip/activities/2046130231.fit.gz"
      ),
      (
        "2019/2019-01.md:14", "2019-01-29-morning-run",
        "export_sample.zip/activities/2111823465.tcx.gz"
      ),
      (
        "2019/2019-02.md:3", "2019-02-16-morning-run", "garmin-vivoactivehr-stryd-devfields-run.fit"
      ),
      ("2019/2019-03.md:3", "2019-03-17-morning-run", "suunto-run.fit.gz"),
      (
        "2019/2019-04.md:3", "2019-04-18-rose-x-lite-crs-force-do-18-apr-2019-16-12",
        "urbanbiker-ride-hr.gpx.gz"
      ),
      ("2019/2019-09.md:3", "2019-09-07-morning-run", "garmin-fenix5plus-run.fit"),
      ("2019/2019-09.md:13", "2019-09-20-afternoon-ride", "garmin-edge1000-ride-power.fit"),
      (
        "2020/2020-04.md:3", "2020-04-18-rondje-achterhoek",
        "export_sample.zip/activities/3318456772.gpx"
      ),
      ("2020/2020-05.md:3", "2020-05-01-treadmill-5k-manual", "export_sample.zip/activities.csv:6"),
      ("2020/2020-06.md:3", "2020-06-01-night-ride", "garmin-edge1000-ride-laps-hr.tcx"),
      ("2021/2021-03.md:3", "2021-03-18-night-ride", "garmin-fr935-indoor-bike-TRUNCATED.fit"),
      (
        "2021/2021-03.md:13", "2021-03-22-morning-multisport", "garmin-fr935-multisport-run-row.fit"
      ),
    ]
    let truncated = input + "garmin-fr935-indoor-bike-TRUNCATED.fit"
    #expect(
      outcome
        == CLIOutcome(
          status: 1,
          out: added.map { "\(journal)/\($0.0): added '\($0.1)' from \(input)\($0.2)\n" }.joined()
            + "13 imported, 1 already in the journal, 1 failed\n",
          error: """
            \(input)mapmyfitness-route-no-time.gpx: error: cannot date the gpx file: none of its \
            9722 points has a <time>, and it has no metadata time (read to line 2)
            \(truncated): warning: truncated at byte 7566: the message there needs 181 bytes, 3 remain
            \(truncated): warning: no session message: the totals are computed from the 122 records

            """))
    let tracks = [
      "2012/2012-12-27-morning-run.tcx.gz", "2019/2019-01-01-afternoon-run.fit.gz",
      "2019/2019-01-29-morning-run.tcx.gz", "2019/2019-02-16-morning-run.fit.gz",
      "2019/2019-03-17-morning-run.fit.gz",
      "2019/2019-04-18-rose-x-lite-crs-force-do-18-apr-2019-16-12.gpx.gz",
      "2019/2019-09-07-morning-run.fit.gz", "2019/2019-09-20-afternoon-ride.fit.gz",
      "2020/2020-04-18-rondje-achterhoek.gpx.gz", "2020/2020-06-01-night-ride.tcx.gz",
      "2021/2021-03-18-night-ride.fit.gz", "2021/2021-03-22-morning-multisport.fit.gz",
    ]
    let months = Set(added.map { String($0.0.prefix { $0 != ":" }) }).sorted()
    #expect(filesUnder(journal) == months + ["diary.conf"] + tracks.map { "tracks/" + $0 })
    let written = try filesUnder(journal).map { try folder.read("journal/" + $0) }
    let again = try runImport([input, "--journal", journal])
    #expect(again.out == "0 imported, 14 already in the journal, 1 failed\n")
    #expect(try filesUnder(journal).map { try folder.read("journal/" + $0) } == written)
    // The site reads the recordings too: the truncated ride's file says what it lacks.
    let ride =
      "\(journal)/2021/2021-03.md:11:10: warning: track file "
      + "'tracks/2021/2021-03-18-night-ride.fit.gz': "
    #expect(
      runCLI(["check", "--journal", journal])
        == CLIOutcome(
          status: 0, out: "checked 10 files, 13 workouts: 0 errors, 2 warnings\n",
          error: ride + "no session message: the totals are computed from the 122 records\n"
            + ride + "truncated at byte 7566: the message there needs 181 bytes, 3 remain\n"))
  }

  @Test("the multisport file is one entry naming its three legs")
  func multisportLegs() throws {
    let folder = try TemporaryJournal(files: ["journal/diary.conf": "timezone: UTC\n"])
    defer { folder.remove() }
    let input = try ImportSamples.path("garmin-fr935-multisport-run-row.fit")
    #expect(try runImport([input, "--journal", folder.journal]).status == 0)
    #expect(
      try folder.read("journal/2021/2021-03.md") == """
        # March 2021

        ## 2021-03-22 11:48 Morning multisport
        - duration: 1:00
        - type: multisport
        - avg hr: 53
        - max hr: 63
        - legs: run 0:25, transition 0:12, row 0:23
        - source: fit 2021-03-22T10:48:16Z
        - track: tracks/2021/2021-03-22-morning-multisport.fit.gz

        """)
  }

  @Test("the truncated FIT file imports what it holds, with warnings saying what is missing")
  func truncatedFIT() throws {
    let folder = try TemporaryJournal(files: ["journal/diary.conf": "timezone: Europe/Zurich\n"])
    defer { folder.remove() }
    let input = try ImportSamples.path("garmin-fr935-indoor-bike-TRUNCATED.fit")
    let outcome = try runImport([input, "--journal", folder.journal])
    #expect(
      outcome.error == """
        \(input): warning: truncated at byte 7566: the message there needs 181 bytes, 3 remain
        \(input): warning: no session message: the totals are computed from the 122 records

        """)
    #expect(outcome.status == 0)
    #expect(
      try folder.read("journal/2021/2021-03.md") == """
        # March 2021

        ## 2021-03-18 14:02 Afternoon ride
        - duration: 2:00
        - type: ride
        - tags: indoor
        - elapsed: 2:13
        - avg hr: 105
        - max hr: 121
        - source: fit 2021-03-18T13:02:33Z
        - track: tracks/2021/2021-03-18-afternoon-ride.fit.gz

        """)
  }
}

/// ISO times of reference.json as UTC seconds, and local times as the journal writes them.
enum SampleTime {
  static func utc(_ text: String) -> Int {
    let formatter = ISO8601DateFormatter()
    return Int(formatter.date(from: text)?.timeIntervalSince1970 ?? .nan)
  }

  /// `2019-09-07 11:22` for local seconds since 1970.
  static func local(_ seconds: Int) -> String {
    let text = ActivitySource.instantText(seconds)
    return text.prefix(10) + " " + text.dropFirst(11).prefix(5)
  }
}

@Suite("diary import of a Strava export", .enabled(if: ImportSamples.isAvailable))
struct ImportExportTests {
  private let january = """
    # January 2019

    ## 2019-01-01 16:37 Afternoon Run
    - distance: 7.28 km
    - duration: 35:24
    - type: run
    - ascent: 45 m
    - avg hr: 141
    - max hr: 156
    - shoes: Nike Pegasus 35
    - source: strava 2046130231 2019-01-01T15:37:12Z
    - track: tracks/2019/2019-01-01-afternoon-run.fit.gz

    ## 2019-01-29 19:25 Morning Run
    - distance: 4.51 km
    - duration: 58:30
    - type: run
    - elapsed: 1:05:05
    - ascent: 80 m
    - avg hr: 130
    - max hr: 168
    - shoes: Nike Pegasus 35
    - source: strava 2111823465 2019-01-29T10:25:12Z
    - track: tracks/2019/2019-01-29-morning-run.tcx.gz

    Easy run with the Polar M400, 2 laps

    """

  private let april = """
    # April 2020

    ## 2020-04-18 20:10 Rondje achterhoek
    - distance: 36.31 km
    - duration: 1:25:21
    - type: ride
    - elapsed: 1:25:58
    - ascent: 214 m
    - avg hr: 130
    - max hr: 160
    - bike: Canyon Endurace
    - source: strava 3318456772 2020-04-18T11:10:44Z
    - track: tracks/2020/2020-04-18-rondje-achterhoek.gpx.gz

    Rustig rondje met "de mannen", koud maar zonnig.
    Tweede regel: 2x koffie.

    """

  /// The manual activity (no recording) at 17:00 UTC is on the next day in Tokyo.
  private let may = """
    # May 2020

    ## 2020-05-01 02:00 Treadmill 5k (manual)
    - distance: 5 km
    - duration: 28:00
    - type: run
    - shoes: Nike Pegasus 35
    - source: strava 3390017524 2020-04-30T17:00:00Z

    Manual entry, no file

    """

  @Test("the export's rows become entries: names, notes, gear, the CSV's totals for GPX")
  func importsExport() throws {
    let folder = try TemporaryJournal(files: ["journal/diary.conf": "timezone: Asia/Tokyo\n"])
    defer { folder.remove() }
    let zip = try ImportSamples.path("export_sample.zip")
    let outcome = try runImport([zip, "--journal", folder.journal])
    let journal = folder.journal
    #expect(
      outcome
        == CLIOutcome(
          status: 0,
          out: """
            \(journal)/2019/2019-01.md:3: added '2019-01-01-afternoon-run' from \(zip)/activities/2046130231.fit.gz
            \(journal)/2019/2019-01.md:14: added '2019-01-29-morning-run' from \(zip)/activities/2111823465.tcx.gz
            \(journal)/2020/2020-04.md:3: added '2020-04-18-rondje-achterhoek' from \(zip)/activities/3318456772.gpx
            \(journal)/2020/2020-05.md:3: added '2020-05-01-treadmill-5k-manual' from \(zip)/activities.csv:6
            4 imported, 0 already in the journal, 0 failed

            """, error: ""))
    #expect(try folder.read("journal/2019/2019-01.md") == january)
    #expect(try folder.read("journal/2020/2020-04.md") == april)
    #expect(try folder.read("journal/2020/2020-05.md") == may)
    let again = try runImport([zip, "--journal", folder.journal])
    #expect(again.out == "0 imported, 4 already in the journal, 0 failed\n")
  }

  @Test("the unpacked export imports the same; the watch's own file of a row is not imported twice")
  func unpackedExport() throws {
    let folder = try TemporaryJournal(files: ["journal/diary.conf": "timezone: Asia/Tokyo\n"])
    defer { folder.remove() }
    let archive = try ZipArchive(path: try ImportSamples.path("export_sample.zip"))
    for name in archive.fileNames() {
      try FileManager.default.createDirectory(
        atPath: folder.root + "/export/activities", withIntermediateDirectories: true)
      try Data(try archive.contents(of: name)).write(
        to: URL(fileURLWithPath: folder.root + "/export/" + name))
    }
    // The run as the watch wrote it, imported before the export.
    try Data(try Gzip.decompress(try archive.contents(of: "activities/2046130231.fit.gz")))
      .write(to: URL(fileURLWithPath: folder.root + "/watch.fit"))
    let watch = try runImport([folder.root + "/watch.fit", "--journal", folder.journal])
    #expect(watch.out.hasSuffix("\n1 imported, 0 already in the journal, 0 failed\n"))
    let outcome = try runImport([folder.root + "/export", "--journal", folder.journal])
    #expect(outcome.out.hasSuffix("\n3 imported, 1 already in the journal, 0 failed\n"))
    #expect(
      try folder.read("journal/2019/2019-01.md")
        == january.replacingOccurrences(of: "Afternoon Run\n", with: "Afternoon run\n")
        .replacingOccurrences(
          of: "- shoes: Nike Pegasus 35\n- source: strava 2046130231", with: "- source: fit"))
    #expect(try folder.read("journal/2020/2020-04.md") == april)
    #expect(try folder.read("journal/2020/2020-05.md") == may)
  }
}
