import DiaryCore
import Foundation
import Mustache
import Testing

@testable import SiteRenderer

@Suite("The stats page")
struct StatsPageTests {
  /// The repository's folder, found from this file's path.
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The stats page rendered with the default theme.
  private func render(_ state: AppState) throws -> String {
    let renderer = try makeRenderer()
    let pages = StatsPage.make(state)
    #expect(pages.map(\.path) == [Links.stats])
    return try renderer.text(of: try #require(pages.first))
  }

  /// A small journal across a year boundary, with Sunday weeks.
  private func fixture() throws -> AppState {
    var config = SiteConfig()
    config.title = "Test diary"
    config.weekStart = 7
    let entries: [(String, String, Distance?, Int?, Complexity, String?)] = [
      ("2025-12-14", "Frosty 10k", Distance(10, .kilometres), 2940, .high, "run"),
      ("2025-12-30", "Easy <jog> & chat", Distance(6.2, .miles), 3300, .low, "run"),
      ("2025-12-31", "Pool", Distance(1500, .metres), 1800, .medium, "swim"),
      ("2026-01-01", "New year ride", Distance(42, .kilometres), 5400, .medium, "ride"),
      ("2026-01-02", "Gym", nil, 3600, .high, "strength"),
      ("2026-01-03", "Half marathon", Distance(21.1, .kilometres), 6300, .high, "run"),
      ("2026-01-03", "Stretching", nil, 1200, .low, nil),
      (
        "2026-01-10", "Long \"walk\" <to> Café & back", Distance(12, .kilometres), 9000, .low,
        "walk"
      ),
    ]
    var state = AppState()
    reduce(into: &state, .configLoaded(config))
    for (index, entry) in entries.enumerated() {
      let date = try day(entry.0)
      reduce(
        into: &state,
        .workoutAdded(
          Workout(
            date: date, name: entry.1, distance: entry.2,
            duration: entry.3.map { WorkoutDuration(seconds: $0) }, complexity: entry.4,
            type: entry.5,
            location: DiaryCore.SourceLocation(path: "j.md", line: index + 1, column: 1))))
    }
    return state
  }

  private func day(_ text: String) throws -> LocalDate {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    try #require(parts.count == 3)
    return try #require(LocalDate(year: parts[0], month: parts[1], day: parts[2]))
  }

  @Test("matches its golden file (RECORD_SNAPSHOTS=1 records it)")
  func golden() throws {
    let html = try render(try fixture())
    let url = Self.repository.appendingPathComponent("Tests/SiteRendererTests/Snapshots/stats.html")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try Data(html.utf8).write(to: url)
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(html == golden, "re-record with RECORD_SNAPSHOTS=1 if the change is intended")
  }

  @Test("says which day the figures are measured to, and escapes what the journal wrote")
  func content() throws {
    let html = try render(try fixture())
    #expect(html.contains("As of <time datetime=\"2026-01-10\">10 Jan 2026</time>"))
    #expect(html.contains("Long &quot;walk&quot; &lt;to&gt; Café &amp; back"))
    #expect(!html.contains("<to>"))
    #expect(html.contains("weeks starting on Sunday"))
    // Race times are finish times: the 6.2 mi run (9,978 m, within 2 % of 10 km) in 55:00
    // loses to the 10 km in 49:00; nothing is near a marathon.
    let race = "<th scope=\"row\"><a href=\"races.html#race-"
    #expect(html.contains(race + "10-km\">10 km</a></th><td class=\"num\">49:00</td>"))
    #expect(
      html.contains(race + "half-marathon\">half marathon</a></th><td class=\"num\">1:45:00</td>"))
    #expect(html.contains(race + "marathon\">marathon</a></th><td class=\"num\">–</td>"))
    #expect(!html.contains("best effort"))
    for id in ["chart-weekly", "chart-years", "chart-ytd", "chart-complexity"] {
      #expect(html.contains("role=\"img\" aria-labelledby=\"\(id)-title\""))
      #expect(html.contains("<title id=\"\(id)-title\">"))
    }
    // The calendar holds links: a group, not an image whose parts are hidden.
    #expect(html.contains("role=\"group\" aria-labelledby=\"chart-calendar-title\""))
    #expect(html.contains("<a href=\"workouts/2026-01-10-long-walk-to-cafe-back.html\"><title>"))
  }

  @Test("an empty journal still renders, says so, and has no charts")
  func empty() throws {
    let html = try render(AppState())
    #expect(html.contains("No workouts yet."))
    #expect(!html.contains("<svg"))
    #expect(!html.contains("NaN"))
  }

  @Test("charts never hold NaN or infinity, even without any distance")
  func noNaN() throws {
    let state = try fixture()
    let noDistances = state.workouts.map { workout -> Workout in
      var copy = workout
      copy.distance = nil
      copy.duration = nil
      return copy
    }
    let weekly = Stats.WeeklyDistance(noDistances, weekStart: 1)
    let svgs = [
      WeeklyDistanceChart.svg(weekly, text: .english),
      TrainingHeatmap.svg(
        Stats.TrainingCalendar(noDistances, weekStart: 1), id: "c", title: "t", root: "",
        text: .english),
      ComplexityBar.svg(Stats.ComplexityDistribution(noDistances), text: .english),
      WeeklyDistanceChart.svg(Stats.WeeklyDistance([Workout](), weekStart: 1), text: .english),
      ComplexityBar.svg(Stats.ComplexityDistribution([Workout]()), text: .english),
    ]
    for svg in svgs {
      #expect(!svg.contains("NaN") && !svg.contains("nan") && !svg.contains("inf"))
      #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>"))
    }
  }

  @Test(
    "the value axis ends on a round number above the largest value",
    arguments: [
      (87.0, 100.0, 20.0), (0.3, 0.3, 0.1), (40, 40, 10), (41, 50, 10), (0, 1, 0.25),
      (-5, 1, 0.25), (.nan, 1, 0.25), (.infinity, 1, 0.25), (1234, 1250, 250), (7, 8, 2),
    ])
  func scale(largest: Double, maximum: Double, step: Double) {
    let scale = ChartScale(largest: largest)
    #expect(abs(scale.maximum - maximum) < 1e-9)
    #expect(abs(scale.step - step) < 1e-9)
    #expect(scale.ticks.first == 0)
  }

  @Test(
    "training time reads as minutes and hours, rounded to the minute, a dash for none; a number and its unit never part",
    arguments: [
      (0, "–"), (29, "0\u{A0}min"), (30, "1\u{A0}min"), (45 * 60, "45\u{A0}min"),
      (3600, "1\u{A0}h"),
      (4800, "1\u{A0}h 20\u{A0}min"), (3_600 * 150 + 1800, "150\u{A0}h 30\u{A0}min"),
      (1131 * 3600 + 43 * 60 + 25, "1,131\u{A0}h 43\u{A0}min"),
      (1131 * 3600 + 43 * 60 + 30, "1,131\u{A0}h 44\u{A0}min"),
      (3_600 * 2 - 20, "2\u{A0}h"),
    ])
  func trainingTime(seconds: Int, expected: String) {
    #expect(SiteText.english.trainingTime(seconds: seconds) == expected)
  }
}
