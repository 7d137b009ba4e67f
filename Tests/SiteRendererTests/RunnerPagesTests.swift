import DiaryCore
import Testing

@testable import SiteRenderer

@Suite("Races, gear and the training log")
struct RunnerPagesTests {
  private func runs() throws -> [Workout] {
    [
      try workout(
        "Parkrun", on: "2026-05-02", line: 1, distance: Distance(5, .kilometres), duration: 1428,
        type: "run", tags: ["race"], custom: [("Shoes", "Pegasus 40")]),
      try workout(
        "Long run", on: "2026-05-10", line: 2, distance: Distance(30, .kilometres),
        duration: 10_800, type: "run", custom: [("shoes", "PEGASUS 40")]),
      try workout("Gym", on: "2026-05-11", line: 3, duration: 3600, type: "strength"),
    ]
  }

  @Test("recorded efforts have their own section, only when the track views give some")
  func recordedEfforts() throws {
    let all = try runs()
    var input = RacesPage.Input(records: Stats.RaceRecords(all), races: [all[0]], marks: [])
    let without = try makeRenderer().text(
      of: SiteFile(page: input, in: SiteContext(config: SiteConfig())))
    #expect(!without.contains("recorded-efforts"))
    input.recordedEfforts = [
      RacesPage.RecordedEffort(distance: "1 km", seconds: 251, workout: all[1])
    ]
    let with = try makeRenderer().text(
      of: SiteFile(page: input, in: SiteContext(config: SiteConfig())))
    #expect(with.contains("<h2 id=\"recorded-efforts\">Best efforts in recorded runs</h2>"))
    #expect(
      with.contains(
        "<tr><th scope=\"row\">1 km</th><td class=\"num\">4:11</td><td><a href=\"workouts/2026-05-10-long-run.html\">Long run</a>"
      ))
  }

  @Test("a piece of gear past its limit says by how much, in the site's units")
  func pastLimit() throws {
    var config = SiteConfig()
    config.gearKeys = ["shoes"]
    config.gearLimits = [GearLimit(name: "pegasus 40", distance: Distance(20, .miles))]
    config.units = .imperial
    let html = try render("gear.html", of: GearPage.make(state(with: try runs(), config: config)))
    // 35 km is 21.75 mi: 1.75 mi past 20 mi, 108 % of it (rounded down).
    #expect(html.contains("108 % of 20\u{A0}mi: <strong>past its limit</strong> by 1.75\u{A0}mi"))
    #expect(html.contains("<span class=\"piece\">Pegasus 40</span>"))
  }

  @Test("without a gear setting there is no gear page and no link to one")
  func noGear() throws {
    let state = state(with: try runs())
    #expect(GearPage.make(state).isEmpty)
    #expect(!(try render("index.html", of: ListPages.make(state))).contains("gear.html"))
  }

  @Test("an empty journal: a races page without times, a home page without an overview")
  func empty() throws {
    let races = try render("races.html", of: RacesPage.make(AppState()))
    #expect(races.contains("<p>No workout is tagged race yet"))
    #expect(races.components(separatedBy: "No run of this distance with a time yet.").count == 6)
    let index = try render("index.html", of: ListPages.make(AppState()))
    #expect(!index.contains("class=\"overview\""))
  }

  @Test("a type without distances is logged by time, without pace or records")
  func strengthLog() throws {
    let html = try render("types/strength.html", of: TaxonomyPages.make(state(with: try runs())))
    #expect(html.contains("<h2 id=\"weekly\">Time per week</h2>"))
    #expect(html.contains("No workout of this type has a distance, so the bars show time."))
    #expect(!html.contains("id=\"pace\"") && !html.contains("id=\"records\""))
    #expect(!html.contains("id=\"year-to-date\""))
  }
}

extension RacesPage: SiteFileKind {}
extension GearPage: SiteFileKind {}
