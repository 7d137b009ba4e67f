import DiaryCLI
import Foundation
import Testing

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct ScratchFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("diary-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }

  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

/// Every file under `root` (relative path → bytes), hidden files included.
func fileTree(_ root: String) throws -> [String: Data] {
  var tree: [String: Data] = [:]
  guard let enumerator = FileManager.default.enumerator(atPath: root) else { return tree }
  while let relative = enumerator.nextObject() as? String {
    let path = root + "/" + relative
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
      tree[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
    }
  }
  return tree
}

/// Copies a folder (used to give each test its own copy of a fixture journal).
func copyFolder(_ source: String, to destination: String) throws {
  try FileManager.default.copyItem(atPath: source, toPath: destination)
}

enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path
  static let journal = root + "/journal"
  static let goldenSite = root + "/golden-site"
  /// A runner's journal with gear and goals, and the golden files of its pages.
  static let runnerJournal = root + "/runner-journal"
  static let runnerPages = root + "/runner-pages"
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
}
