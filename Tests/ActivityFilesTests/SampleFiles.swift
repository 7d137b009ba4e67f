import ActivityFiles
import Foundation
import Testing

/// The real recorded files in `../shared/import-samples` beside the repository (never copied
/// into it); tests that need them are skipped when the folder is absent.
enum SampleFiles {
  /// The samples folder, located from this source file: package root →
  /// `../shared/import-samples`.
  static let folder: URL? = {
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // ActivityFilesTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
    let folder = packageRoot.appendingPathComponent("../shared/import-samples").standardized
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
    return exists && isDirectory.boolValue ? folder : nil
  }()

  /// Whether the samples are there.
  static var isAvailable: Bool { folder != nil }

  /// The reason tests give when they are skipped.
  static let absence = "the import samples are not in ../shared/import-samples"

  /// A sample's bytes, as stored (gzip files still compressed).
  static func bytes(_ name: String) throws -> [UInt8] {
    let folder = try #require(folder, "\(absence)")
    return [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// A sample decoded through the public entry point (format by file name).
  static func activity(_ name: String) throws -> RecordedActivity {
    try ActivityDecoder.decode(try bytes(name), fileName: name)
  }

  /// UTC seconds of an ISO 8601 time with `Z` (`2019-09-07T09:22:19Z`), for expectations.
  static func utc(_ text: String) -> Double {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date.timeIntervalSince1970 }
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)?.timeIntervalSince1970 ?? .nan
  }
}

/// `value` rounded to `places` decimals, for comparing with reference.json's rounded values.
func rounded(_ value: Double?, _ places: Int) -> Double? {
  guard let value else { return nil }
  let scale = pow(10, Double(places))
  return (value * scale).rounded() / scale
}
