import Foundation
import Testing

/// The built `diary` binary serving for real, stopped with Ctrl-C (SIGINT).
@Suite("diary serve, end to end")
struct ServeEndToEndTests {
  private static var binary: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("diary").path
  }

  /// What the pipe gives until `marker` appears (or the pipe ends).
  private static func read(_ reader: FileHandle, until marker: String) -> String {
    var text = ""
    while !text.contains(marker) {
      let data = reader.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    return text
  }

  @Test(
    "prints the address, serves, rebuilds and stops cleanly on SIGINT",
    .enabled(if: FileManager.default.isExecutableFile(atPath: binary)))
  func servesUntilInterrupted() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = [
      "serve", "--port", "0", "--journal", folder.journal, "--output", folder.output,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    let reader = output.fileHandleForReading
    let firstLines = BackgroundCall { Self.read(reader, until: "Ctrl-C to stop\n") }
    let text = try firstLines.value()
    let url = try #require(text.split(separator: "\n").first { $0.hasPrefix("Serving ") })
    #expect(url.hasPrefix("Serving \(folder.output) at http://127.0.0.1:"))
    let port = try #require(UInt16(url.split(separator: ":").last?.prefix { $0.isNumber } ?? ""))
    let client = LoopbackClient(port: port)
    #expect(try client.get("/").text.contains("Morning intervals"))
    try folder.write(
      "journal/2026/2026-11.md", SampleJournal.november + "\n## 2026-11-30 Late swim\n")
    #expect(waitUntil { (try? client.get("/").text.contains("Late swim")) == true })
    process.interrupt()
    let rest = BackgroundCall { Self.read(reader, until: "Stopped.\n") }
    #expect(try rest.value().hasSuffix("Stopped.\n"))
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
