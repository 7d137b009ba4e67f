import DiaryCore
import Foundation
import JournalParser
import Testing

/// The journal's location type, not Swift Testing's.
typealias SourceLocation = DiaryCore.SourceLocation

/// What the parser made of one file: its valid workouts and its diagnostics as printed.
struct Parsed {
  var workouts: [Workout]
  var diagnostics: [String]

  var names: [String] { workouts.map(\.name) }
}

/// Parses `markdown` as the file `path`.
func parse(
  _ markdown: String, path: String = "a.md", options: ParseOptions = ParseOptions()
) -> Parsed {
  parse(bytes: Array(markdown.utf8), path: path, options: options)
}

/// Parses raw bytes as the file `path`.
func parse(
  bytes: [UInt8], path: String = "a.md", options: ParseOptions = ParseOptions()
) -> Parsed {
  let (workouts, diagnostics) = JournalParser.parse(path: path, bytes: bytes, options: options)
  return Parsed(workouts: workouts, diagnostics: diagnostics.map(\.description))
}

/// The one workout of a single-entry file, after checking the file had no diagnostics.
func onlyWorkout(_ markdown: String, options: ParseOptions = ParseOptions()) throws -> Workout {
  let parsed = parse(markdown, options: options)
  #expect(parsed.diagnostics == [], "\(markdown)")
  try #require(parsed.workouts.count == 1, "\(markdown)")
  return try #require(parsed.workouts.first)
}

/// An entry heading followed by one field line, so the field is on line 2 and starts at column 3.
func entry(field: String) -> String {
  "## 2026-11-28 Run\n- \(field)\n"
}

func day(_ year: Int, _ month: Int, _ day: Int) throws -> LocalDate {
  try #require(LocalDate(year: year, month: month, day: day))
}

func at(_ path: String, _ line: Int, _ column: Int = 1) -> SourceLocation {
  SourceLocation(path: path, line: line, column: column)
}

/// The bytes of `text` with every `\n` written as `\r\n`.
func crlf(_ text: String) -> [UInt8] {
  Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
}

/// The Markdown files of the repository's sample journal, as `journal/…` paths and bytes.
func sampleJournal() throws -> [(path: String, bytes: [UInt8])] {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let journal = root.appendingPathComponent("journal").resolvingSymlinksInPath()
  let enumerator = try #require(FileManager.default.enumerator(atPath: journal.path))
  let relative = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
  try #require(!relative.isEmpty, "no Markdown files under \(journal.path)")
  return try relative.map { name in
    let data = try Data(contentsOf: journal.appendingPathComponent(name))
    return (path: "journal/" + name, bytes: Array(data))
  }
}
