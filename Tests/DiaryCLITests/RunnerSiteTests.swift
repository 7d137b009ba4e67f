import DiaryCLI
import Foundation
import Testing

/// The pages of a runner's site, built from a small journal whose figures are worked out by
/// hand (`Tests/DiaryCoreTests/RunnerJournal.swift` holds the same workouts): golden files,
/// checked to the byte, plus the figures a reader checks first.
@Suite("A runner's site")
struct RunnerSiteTests {
  /// The pages kept as golden files: every new kind, and the pages that gained a part.
  static let pages = [
    "index.html", "stats.html", "races.html", "gear.html", "types/run.html",
    "types/strength.html", "2025/index.html", "2026/index.html",
    "workouts/2025-12-30-year-end-5k.html", "workouts/2025-03-31-spring-5k.html",
  ]

  /// The site built from the runner's journal: each golden page's text, by path.
  private func build() throws -> [String: String] {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/site"
    let result = runCLI([
      "build", "--quiet", "--journal", Fixtures.runnerJournal, "--output", output,
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error == "")
    var texts: [String: String] = [:]
    for page in Self.pages {
      texts[page] = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
    }
    return texts
  }

  @Test("its pages match their golden files (RECORD_SNAPSHOTS=1 records them)")
  func golden() throws {
    let built = try build()
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.removeItem(atPath: Fixtures.runnerPages)
      for (page, text) in built {
        let url = URL(fileURLWithPath: Fixtures.runnerPages + "/" + page)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      return
    }
    for page in Self.pages {
      let golden = try String(contentsOfFile: Fixtures.runnerPages + "/" + page, encoding: .utf8)
      #expect(built[page] == golden, "\(page) differs from its golden file")
    }
  }

  @Test("race times: the tie keeps the earlier PB, and a beaten PB says so")
  func races() throws {
    let site = try build()
    let races = try #require(site["races.html"])
    // 5 km: Spring 5K (27:00), then Year-end 5K (25:00); New year 5K's 25:00 ties and does not
    // count as a PB, 5.2 km is too long and the untimed 5K has no time.
    #expect(races.contains("Runs counted: 3; personal bests: 2."))
    #expect(
      races.contains(
        "<p class=\"best\"><span class=\"figure\">25:00</span> <a href=\"workouts/2025-12-30-year-end-5k.html\">Year-end 5K</a>"
      ))
    #expect(
      races.contains(
        "<p class=\"best\"><span class=\"figure\">1:50:00</span> <a href=\"workouts/2026-04-03-half.html\">Half</a>"
      ))
    #expect(
      races.contains(
        "<h2 id=\"race-marathon\">marathon</h2>\n<p>No run of this distance with a time yet.</p>"))
    let best = try #require(site["workouts/2025-12-30-year-end-5k.html"])
    #expect(
      best.contains(
        "<span class=\"pb\"><abbr title=\"personal best\">PB</abbr> 5 km</span> The fastest 5 km run so far."
      ))
    let beaten = try #require(site["workouts/2025-03-31-spring-5k.html"])
    #expect(beaten.contains("A personal best at 5 km when it was run, since beaten."))
    let index = try #require(site["index.html"])
    #expect(
      index.contains(
        ">Half</a> <span class=\"pb\"><abbr title=\"personal best\">PB</abbr> half marathon</span>\n<span class=\"facts\">"
      ))
  }

  @Test("this week against the same week a year before, and the goals, on the home page")
  func overview() throws {
    let index = try #require(try build()["index.html"])
    #expect(
      index.contains(
        "<caption><strong>This week</strong>, 30 Mar – 3 Apr 2026, and a year before, 31 Mar – 4 Apr 2025</caption>"
      ))
    #expect(
      index.contains(
        "<span class=\"figure\">31.3\u{A0}km</span> <span class=\"detail\">2 workouts, 2\u{A0}h 40\u{A0}min</span></td><td class=\"num\"><span class=\"figure\">15\u{A0}km</span> <span class=\"detail\">2 workouts, 1\u{A0}h 22\u{A0}min</span>"
      ))
    #expect(
      index.contains(
        "<strong id=\"goal-1\">run 20 km per week</strong>: 31.3\u{A0}km of 20\u{A0}km this week (30 Mar – 3 Apr 2026), 156 %, reached."
      ))
    #expect(index.contains("Reached in 4 of the last 12 months before this one."))
  }

  @Test("gear: totals per piece, a limit reached but not passed, and links from workouts")
  func gear() throws {
    let site = try build()
    let gear = try #require(site["gear.html"])
    #expect(
      gear.contains(
        "<tr id=\"gear-shoes-pegasus-40\"><th scope=\"row\"><span class=\"piece\">Pegasus 40</span>"
      ))
    #expect(
      gear.contains(
        "100 % of 10\u{A0}km</span></th><td class=\"num\">10\u{A0}km</td><td class=\"num\">50\u{A0}min</td><td class=\"num\">2</td>"
      ))
    #expect(!gear.contains("past its limit"))
    #expect(gear.contains("No workout has a <code>bike</code> field yet."))
    let workout = try #require(site["workouts/2025-12-30-year-end-5k.html"])
    #expect(
      workout.contains(
        "<dd dir=\"auto\"><a href=\"../gear.html#gear-shoes-pegasus-40\">Pegasus 40</a></dd>"))
  }
}
