import DiaryCore
import Foundation
import Testing

@testable import SiteRenderer

/// A page's key is derived from its input: whatever field of the input changes, the key does.
/// Each input is encoded to JSON, each of its values changed in turn (numbers, strings, flags,
/// down into every field of every workout it holds), decoded back, and keyed again.
@Suite("Page keys follow their inputs")
struct PageKeyTests {
  private let site = SiteContext(config: SiteConfig())

  private func workouts() throws -> [Workout] {
    try fixtureWorkouts()
  }

  /// A mark of the first workout as the current best at 5 km.
  private func marks() throws -> [Stats.RaceMark] {
    [Stats.RaceMark(id: try workouts()[0].id, distance: "5 km", isCurrentBest: true)]
  }

  /// The home page's overview of the fixture, with a goal of each kind.
  private func overview() throws -> Overview {
    var config = SiteConfig()
    config.goals = [
      Goal(type: "run", amount: .distance(Distance(40, .kilometres)), period: .week, text: "a"),
      Goal(type: nil, amount: .seconds(3600), period: .month, text: "b"),
      Goal(type: "swim", amount: .workouts(3), period: .year, text: "c"),
    ]
    return try #require(Overview(SiteData(state: fixtureState(config: config))))
  }

  @Test("a list page, and the home page with its overview")
  func listPage() throws {
    let input = ListPages.Input(
      path: "index-2.html", order: .distance, page: PageNumber(number: 2, count: 3), total: 7,
      workouts: try workouts(), marks: try marks(), overview: nil)
    try expectEveryChangeChangesTheKey(input)
    var home = input
    home.overview = try overview()
    try expectEveryChangeChangesTheKey(home)
  }

  @Test("a workout's page")
  func workoutPage() throws {
    let all = try workouts()
    let input = WorkoutPages.Input(
      path: "workouts/x.html", workout: all[0], newer: all[1], older: all[2],
      mark: try marks().first, gearAnchors: ["gear-shoes-pegasus-40"])
    try expectEveryChangeChangesTheKey(input)
  }

  @Test("the races and gear pages")
  func racesAndGear() throws {
    let all = try workouts()
    let runs = [
      try workout(
        "Fast 5K", on: "2026-05-01", line: 50, distance: Distance(5, .kilometres), duration: 1500,
        type: "run"),
      try workout(
        "Faster 5K", on: "2026-05-08", line: 51, distance: Distance(5, .kilometres), duration: 1400,
        type: "run"),
    ]
    let records = Stats.RaceRecords(runs)
    try expectEveryChangeChangesTheKey(
      RacesPage.Input(
        records: records, races: all, marks: try marks(),
        recordedEfforts: [RacesPage.RecordedEffort(distance: "1 km", seconds: 240, workout: all[0])]
      ))
    let usage = Stats.GearUsage(
      all, keys: ["shoes"],
      limits: [GearLimit(name: "Pegasus 40", distance: Distance(800, .kilometres))])
    try expectEveryChangeChangesTheKey(GearPage.Input(usage: usage))
  }

  @Test("the archive, a year's and a month's page")
  func archivePages() throws {
    let all = try workouts()
    let month = ArchivePages.PeriodSummary(
      CalendarPeriod(year: 2026, month: 11, workouts: Array(all.prefix(2))))
    let other = ArchivePages.PeriodSummary(
      CalendarPeriod(year: 2026, month: 10, workouts: [all[2]]))
    let year = ArchivePages.YearSummary(
      year: ArchivePages.PeriodSummary(CalendarPeriod(year: 2026, month: nil, workouts: all)),
      months: [month, other])
    try expectEveryChangeChangesTheKey(
      ArchivePages.IndexInput(all: Totals(all), years: [year, year]))
    try expectEveryChangeChangesTheKey(
      ArchivePages.YearInput(
        path: "2026/index.html", year: year, workouts: all, newer: month, older: other))
    try expectEveryChangeChangesTheKey(
      ArchivePages.MonthInput(
        path: "2026/11/index.html", month: month, workouts: all, marks: try marks(),
        newer: other, older: month))
  }

  @Test("the type and tag indexes and pages")
  func taxonomyPages() throws {
    let all = try workouts()
    let summary = TaxonomyPages.TermSummary(
      label: "run", url: "types/run.html", totals: Totals(all))
    try expectEveryChangeChangesTheKey(
      TaxonomyPages.IndexInput(path: "types/index.html", taxonomy: .type, terms: [summary]))
    try expectEveryChangeChangesTheKey(
      TaxonomyPages.TermInput(
        path: "types/run/2.html", taxonomy: .tag, label: "run", termURL: "types/run.html",
        page: PageNumber(number: 2, count: 2), totals: Totals(all), workouts: all,
        marks: try marks(),
        log: SportLog(
          type: "run", workouts: all, span: JournalSpan(first: all[5].date, now: all[1].date))))
  }

  @Test("the stats, the feed and the 404 page")
  func singlePages() throws {
    let all = try workouts()
    try expectEveryChangeChangesTheKey(StatsPage.Input(workouts: all))
    try expectEveryChangeChangesTheKey(FeedPage.Input(newest: all))
    try expectEveryChangeChangesTheKey(NotFoundPage.Input())
  }

  @Test("the settings change every page's key")
  func settings() throws {
    let input = StatsPage.Input(workouts: try workouts())
    var config = SiteConfig()
    config.weekStart = 7
    #expect(
      SiteFile(page: input, in: site).key
        != SiteFile(page: input, in: SiteContext(config: config)).key)
  }

  /// Changes each value of `input`'s JSON in turn and checks that the key changed every time.
  private func expectEveryChangeChangesTheKey<Input: PageInput>(
    _ input: Input, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let key = SiteFile(page: input, in: site).key
    let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(input))
    var changes = 0
    // Where a workout is written in the journal is shown nowhere: it is not part of the key.
    for changed in Self.variants(of: json) where !changed.path.contains(".location.") {
      // A number that is an enum's last case changes into the one before.
      let decoded = changed.candidates.lazy.compactMap { value in
        (try? JSONSerialization.data(withJSONObject: value)).flatMap {
          try? JSONDecoder().decode(Input.self, from: $0)
        }
      }.first
      guard let decoded else {
        Issue.record("\(changed.path): the changed value does not decode")
        continue
      }
      changes += 1
      #expect(
        SiteFile(page: decoded, in: site).key != key, "\(changed.path) changed, the key did not",
        sourceLocation: sourceLocation)
    }
    #expect(changes > 0, sourceLocation: sourceLocation)
  }

  /// For each value of the JSON that can change, the JSON with it changed, in one or more ways
  /// (the first that decodes is used).
  private static func variants(of json: Any, path: String = "") -> [(
    path: String, candidates: [Any]
  )] {
    switch json {
    case let object as [String: Any]:
      return object.keys.sorted().flatMap { key in
        variants(of: object[key] ?? NSNull(), path: path + "." + key).map { changed in
          (
            changed.path,
            changed.candidates.map { value in
              var copy = object
              copy[key] = value
              return copy as Any
            }
          )
        }
      }
    case let array as [Any]:
      return array.indices.flatMap { index in
        variants(of: array[index], path: path + "[\(index)]").map { changed in
          (
            changed.path,
            changed.candidates.map { value in
              var copy = array
              copy[index] = value
              return copy as Any
            }
          )
        }
      }
    case let flag as Bool where "\(type(of: json))".contains("Bool"):
      return [(path, [!flag])]
    case let number as Int:
      return [(path, [number + 1, number - 1])]
    case let number as Double:
      return [(path, [number + 0.5])]
    case let text as String:
      // The name of an enum's case changes into another of its cases.
      let other = cases.first { $0.contains(text) }?.first { $0 != text } ?? text + "x"
      return [(path, [other])]
    default:
      return []
    }
  }

  /// The names of the cases of each enum the inputs hold.
  private static let cases = [
    SortOrder.allCases.map(\.rawValue), DistanceUnit.allCases.map(\.rawValue),
    Taxonomy.allCases.map(\.rawValue), PeriodKind.allCases.map(\.rawValue),
  ]

}
