import ActivityFiles
import Foundation
import Testing

@testable import DiaryCLI

/// A GPX 1.1 recording of `count` points a minute apart from `start` (`2026-07-01T05:30`),
/// heading north 0.001° (111.19 m) a minute and 2 m up, at 150 bpm; its times are written with
/// `offset` (`Z`, `+11:00`). Nine steps make 1000.75 m, 9:00 and 18 m of ascent.
func gpxRecording(
  start: String, offset: String = "Z", count: Int = 10, name: String? = nil,
  type: String? = "running"
) -> String {
  let day = start.prefix(10)
  let hour = Int(start.dropFirst(11).prefix(2)) ?? 0
  let minute = Int(start.dropFirst(14).prefix(2)) ?? 0
  var points = ""
  for index in 0..<count {
    let minutes = hour * 60 + minute + index
    let time = "\(day)T\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60)):00\(offset)"
    points += """
          <trkpt lat="\(47.37 + Double(index) * 0.001)" lon="8.54"><ele>\(400 + 2 * index)</ele>\
      <time>\(time)</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>150</gpxtpx:hr>\
      </gpxtpx:TrackPointExtension></extensions></trkpt>

      """
  }
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="tests" xmlns="http://www.topografix.com/GPX/1/1" \
    xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
      <trk>\(name.map { "<name>\($0)</name>" } ?? "")\(type.map { "<type>\($0)</type>" } ?? "")
        <trkseg>
    \(points)    </trkseg>
      </trk>
    </gpx>

    """
}

private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

/// The entry `gpxRecording` gives, as imported with metric units.
func gpxEntry(
  heading: String, source: String, track: String, type: String = "run", tags: String? = nil
) -> String {
  """
  ## \(heading)
  - distance: 1 km
  - duration: 9:00
  - type: \(type)
  \(tags.map { "- tags: \($0)\n" } ?? "")- ascent: 18 m
  - avg hr: 150
  - max hr: 150
  - source: \(source)
  - track: \(track)

  """
}

/// Runs `diary import` in process with the machine's time zone given.
func runImport(_ arguments: [String], machineZone: String = "UTC") throws -> CLIOutcome {
  let capture = ConsoleCapture()
  let parsed = try ArgumentParser.parse(arguments, for: ImportCommand.spec)
  let zone = try #require(TimeZone(identifier: machineZone))
  let status = ImportCommand.run(parsed, console: capture.console(), machineZone: zone)
  return CLIOutcome(status: status, out: capture.out, error: capture.error)
}

/// The files under a folder, relative, sorted; hidden ones too.
func filesUnder(_ folder: String) -> [String] {
  let enumerator = FileManager.default.enumerator(atPath: folder)
  var files: [String] = []
  while let name = enumerator?.nextObject() as? String {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      files.append(name)
    }
  }
  return files.sorted()
}

/// The bytes of a gzip file, inflated.
func gunzipped(_ path: String) throws -> [UInt8] {
  try Gzip.decompress([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
}

/// The real recorded files in `../shared/import-samples` beside the repository; tests that
/// need them are skipped when the folder is absent.
enum ImportSamples {
  static let folder: String? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("../shared/import-samples").standardized.path
    return FileManager.default.fileExists(atPath: folder + "/reference.json") ? folder : nil
  }()

  static var isAvailable: Bool { folder != nil }

  static func path(_ name: String) throws -> String {
    try #require(folder, "the import samples are not in ../shared/import-samples") + "/" + name
  }

  /// `reference.json`'s entry for a file.
  static func reference(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: try path("reference.json")))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let files = try #require(root["files"] as? [String: Any])
    return try #require(files[name] as? [String: Any])
  }
}
