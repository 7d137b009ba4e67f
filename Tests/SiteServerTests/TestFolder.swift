import Foundation

/// A fresh folder under the system's temporary folder, for one test.
struct TestFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("site-server-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }

  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func link(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: path + "/" + relative, withDestinationPath: destination)
  }

  func delete(_ relative: String) throws {
    try FileManager.default.removeItem(atPath: path + "/" + relative)
  }
}
