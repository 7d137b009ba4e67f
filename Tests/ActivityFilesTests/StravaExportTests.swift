import Foundation
import Testing

@testable import ActivityFiles

/// A file source in memory, for hand-written exports.
struct MemoryFileSource: ActivityFileSource {
  var files: [String: [UInt8]]

  func fileNames() -> [String] { files.keys.sorted() }

  func contents(of name: String, limit: Int) throws -> [UInt8] {
    guard let bytes = files[name] else {
      throw ActivityFileError("no file \(name)", at: .member(name))
    }
    return bytes
  }
}

@Suite("Strava bulk export")
struct StravaExportTests {
  @Test("the sample export's four rows, read from the zip", .enabled(if: SampleFiles.isAvailable))
  func sampleExport() throws {
    let archive = try ZipArchive(bytes: try SampleFiles.bytes("export_sample.zip"))
    let export = try StravaExport(source: archive)
    #expect(export.layout.language == "english")
    #expect(export.displayDistanceUnit == .kilometres)
    #expect(export.problems == [])
    #expect(
      export.activities.map(\.id) == ["2046130231", "2111823465", "3318456772", "3390017524"])
    #expect(
      export.activities.map(\.startTime)
        == [
          "2019-01-01T15:37:12Z", "2019-01-29T10:25:12Z", "2020-04-18T11:10:44Z",
          "2020-04-30T17:00:00Z",
        ].map(SampleFiles.utc))
    #expect(
      export.activities.map(\.name) == [
        "Afternoon Run", "Morning Run", "Rondje achterhoek", "Treadmill 5k (manual)",
      ])
    #expect(export.activities.map(\.type) == ["Run", "Run", "Ride", "Run"])
    #expect(export.activities.map(\.journalType) == ["run", "run", "ride", "run"])
    #expect(
      export.activities.map(\.description) == [
        nil, "Easy run with the Polar M400, 2 laps",
        "Rustig rondje met \"de mannen\", koud maar zonnig.\nTweede regel: 2x koffie.",
        "Manual entry, no file",
      ])
    #expect(export.activities.map(\.elapsedTime) == [2124, 3905, 5158, 1680])
    #expect(export.activities.map(\.movingTime) == [2124, 3510, 5121, 1680])
    #expect(export.activities.map(\.distance) == [7278.7, 4508.5, 36312, 5000])
    #expect(
      export.activities.map(\.filename) == [
        "activities/2046130231.fit.gz", "activities/2111823465.tcx.gz",
        "activities/3318456772.gpx", nil,
      ])
    #expect(export.activities.first?.gear == "Nike Pegasus 35")
    #expect(export.activities.first?.commute == false)
    #expect(export.activities.first?.maxHeartRate == 156)
    #expect(export.activities.map(\.line) == [2, 3, 4, 6])
  }

  @Test("each sample row's recording decodes from the zip", .enabled(if: SampleFiles.isAvailable))
  func sampleRecordings() throws {
    let export = try StravaExport(
      source: try ZipArchive(bytes: try SampleFiles.bytes("export_sample.zip")))
    let recordings = try export.activities.map { try export.recording(of: $0) }
    let fit = try #require(recordings[0])
    #expect(fit.format == .fit)
    #expect(fit.startTime == SampleFiles.utc("2019-01-01T15:37:12Z"))
    #expect(fit.utcOffset == 3600)
    #expect(fit.deviceTotals.distance == 7278.71)
    #expect(fit.deviceTotals.timerTime == 2124.084)
    #expect(fit.deviceTotals.ascent == 45)
    #expect(fit.deviceTotals.averageHeartRate == 141)
    #expect(fit.deviceTotals.maxHeartRate == 156)
    #expect(fit.points.count == 2125)
    #expect(fit.device?.serialNumber == 3_897_050_084)
    let tcx = try #require(recordings[1])
    #expect(tcx.format == .tcx)
    #expect(tcx.startTime == SampleFiles.utc("2019-01-29T10:25:12Z"))
    #expect(rounded(tcx.deviceTotals.distance, 2) == 4508.5)
    #expect(tcx.deviceTotals.timerTime == 3510)
    #expect(rounded(tcx.totals.elapsedTime, 3) == 3904.719)
    #expect(rounded(tcx.deviceTotals.averageHeartRate, 1) == 130.4)
    #expect(tcx.points.count == 3507)
    let gpx = try #require(recordings[2])
    #expect(gpx.format == .gpx)
    #expect(gpx.startTime == SampleFiles.utc("2020-04-18T11:10:44Z"))
    #expect(gpx.sport == "1")
    #expect(gpx.journalType == "ride")
    #expect(gpx.name == "Rondje achterhoek")
    #expect(gpx.points.count == 5159)
    #expect(gpx.totals.elapsedTime == 5158)
    #expect(rounded(gpx.totals.distance, 1) == 36271.4)
    #expect(rounded(gpx.totals.averageHeartRate, 1) == 130.3)
    #expect(gpx.totals.maxHeartRate == 160)
    #expect(rounded(gpx.totals.unsmoothedAscent, 1) == 229.6)
    #expect(recordings[3] == nil)
  }

  @Test("an unpacked export in a folder reads the same", .enabled(if: SampleFiles.isAvailable))
  func folderExport() throws {
    let archive = try ZipArchive(bytes: try SampleFiles.bytes("export_sample.zip"))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strava-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in archive.fileNames() {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(try archive.contents(of: name)).write(to: url)
    }
    let source = FolderFileSource(folder: folder)
    #expect(
      try source.fileNames() == [
        "activities.csv", "activities/2046130231.fit.gz", "activities/2111823465.tcx.gz",
        "activities/3318456772.gpx",
      ])
    let fromFolder = try StravaExport(source: source)
    let fromZip = try StravaExport(source: archive)
    #expect(fromFolder.activities == fromZip.activities)
    #expect(try fromFolder.recording(of: fromFolder.activities[2])?.points.count == 5159)
  }

  @Test("a German export: localised header, day-first dates, decimal commas")
  func germanExport() throws {
    let csv =
      [
        "Aktivitäts-ID,Aktivitätsdatum,Aktivitätsname,Aktivitätsart,Aktivitätsbeschreibung,"
          + "Verstrichene Zeit,Distanz,Max. Herzfrequenz,Relative Leistung,Pendeln,"
          + "Private Notiz zur Aktivität,Aktivitätsausrüstung,Dateiname,Athletengewicht,"
          + "Fahrradgewicht,Verstrichene Zeit,Bewegungszeit,Distanz",
        "42,\"01.02.2019, 15:37:12\",Abendlauf,Laufen,\"Locker, mit \"\"Freunden\"\"\",2124,"
          + "\"7,28\",156,41,true,,Schuh,activities/42.fit.gz,,,\"2124,5\",\"2100,0\",\"7278,7\"",
      ].joined(separator: "\r\n") + "\r\n"
    let export = try StravaExport(
      source: MemoryFileSource(files: ["export/activities.csv": Array(csv.utf8)]))
    #expect(export.layout.language == "german")
    #expect(export.csvPath == "export/activities.csv")
    let row = try #require(export.activities.first)
    #expect(row.startTime == SampleFiles.utc("2019-02-01T15:37:12Z"))
    #expect(row.name == "Abendlauf")
    #expect(row.description == "Locker, mit \"Freunden\"")
    #expect(row.elapsedTime == 2124.5)
    #expect(row.movingTime == 2100)
    #expect(row.distance == 7278.7)
    #expect(row.commute == true)
    #expect(row.gear == "Schuh")
    #expect(row.filename == "activities/42.fit.gz")
  }

  @Test("a Spanish export of an imperial account: miles in the first Distance column")
  func spanishImperialExport() throws {
    let csv = [
      "ID de actividad,Fecha de la actividad,Nombre de la actividad,Tipo de actividad,"
        + "Descripción de la actividad,Tiempo transcurrido,Distancia,Nombre del archivo",
      "7,\"1 ene 2019, 3:37:12 p. m.\",Carrera,Run,,1800,\"3,11\",",
      "8,\"15 ago. 2020 06:05:00\",Paseo,Walk,,600,\"1,00\",activities/8.gpx",
    ].joined(separator: "\n")
    let export = try StravaExport(
      source: MemoryFileSource(files: ["activities.csv": Array(csv.utf8)]))
    #expect(export.layout.language == "spanish")
    #expect(
      export.activities.map(\.startTime) == [
        SampleFiles.utc("2019-01-01T15:37:12Z"), SampleFiles.utc("2020-08-15T06:05:00Z"),
      ])
    // No metre column to compare with: the first Distance is taken as km.
    #expect(export.activities.map(\.distance) == [3110, 1000])
    #expect(export.activities.map(\.filename) == [nil, "activities/8.gpx"])
  }

  @Test("miles are recognised from the two Distance columns")
  func imperialUnit() throws {
    let csv = [
      "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,"
        + "Distance,Filename,Elapsed Time,Moving Time,Distance",
      "1,2019-01-01 15:37:12,Run,Run,,1800,3.11,,1800.0,1790.0,5005.1",
      "2,2019-01-02 07:00:00,Run,Run,,1800,2.00,,1800.0,1790.0,",
    ].joined(separator: "\n")
    let export = try StravaExport(
      source: MemoryFileSource(files: ["activities.csv": Array(csv.utf8)]))
    #expect(export.displayDistanceUnit == .miles)
    #expect(export.activities.map(\.distance) == [5005.1, 2 * 1609.344])
    #expect(
      export.activities.map(\.startTime) == [
        SampleFiles.utc("2019-01-01T15:37:12Z"), SampleFiles.utc("2019-01-02T07:00:00Z"),
      ])
  }

  @Test("an unknown header and unreadable rows are reported with their lines")
  func problems() throws {
    let unknown = "Identificativo,Data\n1,2\n"
    #expect(
      throws: ActivityFileError(
        "unrecognised activities.csv header at line 1: it starts with 'Identificativo', 'Data'; "
          + "expected an english, german, spanish or french strava export", at: .line(1))
    ) {
      try StravaExport(source: MemoryFileSource(files: ["activities.csv": Array(unknown.utf8)]))
    }
    let csv =
      "Activity ID,Activity Date\n1,yesterday\n,\"Jan 1, 2019, 1:00:00 AM\"\n"
      + "3,\"Feb 29, 2020, 12:30:00 AM\"\n"
    let export = try StravaExport(
      source: MemoryFileSource(files: ["activities.csv": Array(csv.utf8)]))
    #expect(
      export.problems == [
        ActivityFileError(
          "unreadable activity date 'yesterday' at line 2 of activities.csv", at: .line(2)),
        ActivityFileError("no activity id at line 3 of activities.csv", at: .line(3)),
      ])
    #expect(export.activities.map(\.startTime) == [SampleFiles.utc("2020-02-29T00:30:00Z")])
    #expect(
      throws: ActivityFileError(
        "no activities.csv in the strava export (1 files)", at: .member("activities.csv"))
    ) { try StravaExport(source: MemoryFileSource(files: ["a.gpx": []])) }
  }

  @Test(
    "Strava's date formats over the years and languages",
    arguments: [
      ("Jan 1, 2019, 3:37:12 PM", "2019-01-01T15:37:12Z"),
      ("Dec 31, 2019, 12:05:00 AM", "2019-12-31T00:05:00Z"),
      ("Jul 4, 2021, 12:00:01 PM", "2021-07-04T12:00:01Z"),
      ("2019-01-01 15:37:12", "2019-01-01T15:37:12Z"),
      ("01.01.2019, 15:37:12", "2019-01-01T15:37:12Z"),
      ("31.12.2019, 23:59:59", "2019-12-31T23:59:59Z"),
      ("1 ene 2019, 15:37:12", "2019-01-01T15:37:12Z"),
      ("18 abr. 2020 11:10:44", "2020-04-18T11:10:44Z"),
      ("1 janv. 2019, 15:37:12", "2019-01-01T15:37:12Z"),
      ("5 juil. 2019, 15:37:12", "2019-07-05T15:37:12Z"),
      ("3. März 2019, 08:00:00", "2019-03-03T08:00:00Z"),
    ])
  func dates(_ text: String, _ expected: String) {
    #expect(StravaDate.parse(text, dayFirst: true) == SampleFiles.utc(expected))
  }

  @Test("all-numeric slash dates: month first in English exports, day first elsewhere")
  func slashDates() {
    #expect(
      StravaDate.parse("2/3/2019 10:00:00", dayFirst: false)
        == SampleFiles.utc("2019-02-03T10:00:00Z"))
    #expect(
      StravaDate.parse("2/3/2019 10:00:00", dayFirst: true)
        == SampleFiles.utc("2019-03-02T10:00:00Z"))
    for bad in ["", "Jan 2019", "13.13.2019, 10:00:00", "Jan 1, 2019, 13:00:00 PM", "soon"] {
      #expect(StravaDate.parse(bad, dayFirst: true) == nil)
    }
  }

  @Test("localised numbers and flags")
  func numbers() {
    #expect(StravaNumber.parse("7.28") == 7.28)
    #expect(StravaNumber.parse("7,28") == 7.28)
    #expect(StravaNumber.parse("1.234,5") == 1234.5)
    #expect(StravaNumber.parse("1,234.5") == 1234.5)
    #expect(StravaNumber.parse("") == nil)
    #expect(StravaNumber.parse("nan") == nil)
    #expect(StravaNumber.flag("1.0") == true)
    #expect(StravaNumber.flag("false") == false)
    #expect(StravaNumber.flag("maybe") == nil)
  }
}

@Suite("CSV (RFC 4180)")
struct CSVTableTests {
  @Test("quoted fields hold commas, doubled quotes and line breaks; CRLF and LF end rows")
  func quoting() throws {
    let text = "a,b,c\r\n\"1,5\",\"say \"\"hi\"\"\",\"two\nlines\"\n\n,,\nlast"
    let table = try CSVTable(Array(text.utf8))
    #expect(
      table.rows == [
        .init(fields: ["a", "b", "c"], line: 1),
        .init(fields: ["1,5", "say \"hi\"", "two\nlines"], line: 2),
        .init(fields: ["", "", ""], line: 5),
        .init(fields: ["last"], line: 6),
      ])
  }

  @Test("a byte order mark is skipped; an empty quoted field is empty")
  func bom() throws {
    let table = try CSVTable([0xEF, 0xBB, 0xBF] + Array("x,\"\"\n".utf8))
    #expect(table.rows == [.init(fields: ["x", ""], line: 1)])
  }

  @Test("an unclosed quote and text after a closing quote are errors with their lines")
  func errors() {
    #expect(
      throws: ActivityFileError(
        "a quoted field starting at line 2 of activities.csv never closes", at: .line(2))
    ) { try CSVTable(Array("a\n\"b\nc".utf8), name: "activities.csv") }
    #expect(
      throws: ActivityFileError(
        "a character after a closing quote at line 1 of the csv file", at: .line(1))
    ) { try CSVTable(Array("\"a\"b".utf8)) }
  }
}
