import DiaryCore
import Foundation
import Testing

@testable import DiaryCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A folder for one test with a `journal/` inside: `TemporaryJournal().journal`.
struct TemporaryJournal {
  let root: String

  init(files: [String: String] = [:]) throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("diary-cli-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/journal", withIntermediateDirectories: true)
    for (relative, text) in files { try write(relative, text) }
  }

  var journal: String { root + "/journal" }
  var output: String { root + "/_site" }

  func remove() { try? FileManager.default.removeItem(atPath: root) }

  /// Writes `text` at `relative` (from the root), making folders.
  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relative: String) throws -> String {
    try String(
      decoding: Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)), as: UTF8.self)
  }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: root + "/" + relative)
  }

  func delete(_ relative: String) throws {
    try FileManager.default.removeItem(atPath: root + "/" + relative)
  }
}

/// What a command printed, and its exit status.
struct CLIOutcome: Equatable, CustomStringConvertible {
  var status: Int32
  var out: String
  var error: String

  var description: String { "status \(status)\n--- stdout\n\(out)--- stderr\n\(error)" }
}

/// Keeps what a console printed.
final class ConsoleCapture: @unchecked Sendable {
  var out = ""
  var error = ""

  func console(usesColor: Bool = false) -> Console {
    Console(usesColor: usesColor, out: { self.out += $0 }, error: { self.error += $0 })
  }
}

extension Machine {
  /// A fixed day after every date of the tests' journals, and an empty environment: no test
  /// depends on the day it runs or on the variables of the shell it runs in.
  static var testing: Machine { Machine(today: { testToday }) }
}

let testToday = LocalDate(year: 2027, month: 6, day: 30) ?? LocalDate(dayNumber: 0)

/// Runs `diary` in process.
func runCLI(_ arguments: [String], usesColor: Bool = false, machine: Machine = .testing)
  -> CLIOutcome
{
  let capture = ConsoleCapture()
  let status = Diary.run(
    arguments, console: capture.console(usesColor: usesColor), machine: machine)
  return CLIOutcome(status: status, out: capture.out, error: capture.error)
}

/// A small journal used by several tests: two months, three workouts.
enum SampleJournal {
  static let october = """
    # October 2026

    ## 2026-10-30 Easy jog
    - distance: 5 km
    - complexity: low
    - duration: 28:00
    - type: run
    - tags: easy

    """

  static let november = """
    # November 2026

    ## 2026-11-28 07:15 Morning intervals
    - distance: 10.5 km
    - complexity: high
    - duration: 52:30
    - type: run
    - tags: intervals, track

    ## 2026-11-29 Recovery swim
    - distance: 1500 m
    - duration: 35:00
    - type: swim

    Slow and easy.

    """

  static var files: [String: String] {
    ["journal/2026/2026-10.md": october, "journal/2026/2026-11.md": november]
  }
}

/// Runs a blocking call on a thread of its own (never on the test's concurrency pool, which a
/// blocked call could starve) and hands back its result.
final class BackgroundCall<Value>: @unchecked Sendable {
  private let condition = NSCondition()
  private var outcome: Result<Value, any Error>?

  init(_ body: @escaping @Sendable () throws -> Value) {
    Thread.detachNewThread { [self] in
      let result = Result { try body() }
      condition.lock()
      outcome = result
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Waits at most `timeout` seconds for the call to finish.
  func value(timeout: Double = 30) throws -> Value {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while outcome == nil && condition.wait(until: deadline) {}
    guard let outcome else { throw LoopbackClient.Failure(description: "timed out") }
    return try outcome.get()
  }
}

/// Checks `condition` until it holds, for at most `timeout` seconds.
func waitUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
  let deadline = Date(timeIntervalSinceNow: timeout)
  while !condition() {
    guard Date() < deadline else { return false }
    usleep(1000)
  }
  return true
}
