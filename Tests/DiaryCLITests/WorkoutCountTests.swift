import Foundation
import TestSupport
import Testing

/// Every workout of a journal appears in the built site: a page each, a row in every list
/// (all pages of each sort, and the month pages), the exports, and the feed's window.
@Suite("Nothing lost: every workout is in the site")
struct WorkoutCountTests {
  @Test("every workout of the sample journal is in the pages, the exports and the feed")
  func sampleJournal() throws {
    let journal = Fixtures.packageRoot + "/journal"
    let expected = try headingCount(inJournal: journal)
    try #require(expected > 50, "the sample journal should fill the feed's window")
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/_site"
    let result = runCLI(["build", "--quiet", "--journal", journal, "--output", output])
    #expect(result == CLIOutcome(status: 0, out: "", error: ""))
    try expectComplete(site: output, count: expected)
  }

  @Test("every workout of a generated journal (same-day namesakes, many list pages) is there")
  func generatedJournal() throws {
    var random = SplitMix64(seed: 20_261_128)
    let generated = GeneratedJournal.make(&random, months: 1...12, perMonth: 40)
    let expected = generated.files.values.map(\.count).reduce(0, +)
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    try generated.write(into: scratch.path + "/journal")
    try #require(try headingCount(inJournal: scratch.path + "/journal") == expected)
    let output = scratch.path + "/_site"
    let result = runCLI(
      ["build", "--quiet", "--journal", scratch.path + "/journal", "--output", output])
    #expect(result == CLIOutcome(status: 0, out: "", error: ""))
    try expectComplete(site: output, count: expected)
  }

  /// The number of `## yyyy-mm-dd` lines in the journal's Markdown files, found without the
  /// parser.
  private func headingCount(inJournal journal: String) throws -> Int {
    let pattern = try Regex(#"^## \d{4}-\d{2}-\d{2} "#)
    return try fileTree(journal).filter { $0.key.hasSuffix(".md") }.values.map { data in
      String(decoding: data, as: UTF8.self).split(separator: "\n")
        .filter { $0.prefixMatch(of: pattern) != nil }.count
    }.reduce(0, +)
  }

  private func expectComplete(site: String, count: Int) throws {
    let files = try fileTree(site).mapValues { String(decoding: $0, as: UTF8.self) }
    let data = try #require(files["workouts.json"].map { Data($0.utf8) })
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let exported = try #require(json?["workouts"] as? [[String: Any]])
    let ids = exported.compactMap { $0["id"] as? String }
    #expect(ids.count == count)
    #expect(Set(ids).count == count)
    let pages = files.keys.filter { $0.hasPrefix("workouts/") }
    #expect(Set(pages) == Set(ids.map { "workouts/\($0).html" }))
    let links = Set(ids.map { "workouts/\($0).html\"" })
    for prefix in ["index", "by-distance", "by-complexity"] {
      let listed = linkedWorkouts(in: files, where: { isListPage($0, prefix) })
      #expect(listed.count == count, "\(prefix) pages list \(listed.count) rows")
      #expect(Set(listed) == links, "\(prefix) pages")
    }
    let monthly = linkedWorkouts(in: files, where: { $0.wholeMatch(of: monthPage) != nil })
    #expect(monthly.count == count, "month pages list \(monthly.count) rows")
    #expect(Set(monthly) == links)
    let csv = try #require(files["workouts.csv"])
    let rows = csv.components(separatedBy: "\r\n").map { String($0.prefix { $0 != "," }) }
    #expect(rows.filter(Set(ids).contains).count == count)
    let ics = try #require(files["workouts.ics"])
    #expect(ics.components(separatedBy: "\r\nBEGIN:VEVENT\r\n").count - 1 == count)
    let feed = try #require(files["feed.xml"])
    let entries = feed.components(separatedBy: "<id>urn:workoutsdiary:").dropFirst()
      .map { String($0.prefix { $0 != "<" }) }.filter { $0 != "feed" }
    // The feed holds the newest 50, newest first. The export lists the oldest moments (day and
    // time) first, the workouts of one moment in the same order as the lists do.
    var moments: [[String]] = []
    var last: String?
    for workout in exported {
      let moment = "\(workout["date"] ?? "") \(workout["time"] ?? "")"
      if moment != last { moments.append([]) }
      moments[moments.count - 1].append(workout["id"] as? String ?? "")
      last = moment
    }
    #expect(entries == Array(moments.reversed().joined().prefix(50)))
  }

  /// The workout links of the table rows of the pages matching `include`, with repeats.
  private func linkedWorkouts(in files: [String: String], where include: (String) -> Bool)
    -> [String]
  {
    files.filter { include($0.key) }.values.flatMap { html in
      html.components(separatedBy: "<td class=\"name\"><a dir=\"auto\" href=\"").dropFirst().map {
        row in
        let link = row.prefix { $0 != ">" }
        return String(link.drop { $0 == "." || $0 == "/" })
      }
    }
  }

  private func isListPage(_ path: String, _ prefix: String) -> Bool {
    path == prefix + ".html"
      || (path.hasPrefix(prefix + "-")
        && path.dropFirst(prefix.count + 1).dropLast(5)
          .allSatisfy(\.isNumber)
        && path.hasSuffix(".html"))
  }

  private let monthPage = #/\d{4}/\d{2}/index\.html/#
}
