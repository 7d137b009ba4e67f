import ActivityFiles
import Foundation

// Decodes every sample activity file (and the Strava export's rows and recordings) a number of
// times and prints how long it took, with and without the track analyses.
//
//   swift build -c release --product ActivityFilesBench
//   .build/release/ActivityFilesBench [SAMPLES_FOLDER] [ROUNDS]
//
// SAMPLES_FOLDER defaults to ../shared/import-samples, ROUNDS to 100.

let arguments = CommandLine.arguments
let folder = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "../shared/import-samples")
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
  .filter { ActivityDecoder.format(ofFileName: $0).format != nil }.sorted()
let files = names.compactMap { name in
  (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, [UInt8]($0)) }
}
guard !files.isEmpty else {
  print("no activity files in \(folder.path)")
  exit(1)
}
let export = try? Data(contentsOf: folder.appendingPathComponent("export_sample.zip"))

func measure(_ label: String, analyse: Bool) {
  let clock = ContinuousClock()
  var decoded = 0
  var failed = 0
  let elapsed = clock.measure {
    for _ in 0..<rounds {
      for (name, bytes) in files {
        guard let activity = try? ActivityDecoder.decode(bytes, fileName: name) else {
          failed += 1
          continue
        }
        decoded += 1
        if analyse {
          _ = Splits.compute(activity.points)
          _ = Profiles.elevation(activity.points)
          _ = Profiles.heartRate(activity.points)
          _ = RouteShape.make(activity.points)
          _ = BestEfforts.compute(activity.points)
        }
      }
      if let export, let archive = try? ZipArchive(bytes: [UInt8](export)),
        let strava = try? StravaExport(source: archive)
      {
        for row in strava.activities {
          if (try? strava.recording(of: row)) != nil { decoded += 1 }
        }
      }
    }
  }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print(
    "\(label): \(decoded) activities decoded (\(failed) refused as expected) in "
      + String(format: "%.3f s, %.2f ms per activity", seconds, seconds * 1000 / Double(decoded)))
}

print("\(files.count) sample files × \(rounds) rounds, plus the Strava export's 3 recordings")
measure("decoding", analyse: false)
measure("decoding and analysing", analyse: true)
