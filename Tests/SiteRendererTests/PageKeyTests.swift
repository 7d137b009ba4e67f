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

  @Test("a list page")
  func listPage() throws {
    let input = ListPages.Input(
      path: "index-2.html", order: .distance, page: PageNumber(number: 2, count: 3), total: 7,
      workouts: try workouts())
    try expectEveryChangeChangesTheKey(input)
  }

  @Test("a workout's page")
  func workoutPage() throws {
    let all = try workouts()
    let input = WorkoutPages.Input(
      path: "workouts/x.html", workout: all[0], newer: all[1], older: all[2])
    try expectEveryChangeChangesTheKey(input)
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
      ArchivePages.YearInput(path: "2026/index.html", year: year, newer: month, older: other))
    try expectEveryChangeChangesTheKey(
      ArchivePages.MonthInput(
        path: "2026/11/index.html", month: month, workouts: all, newer: other, older: month))
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
        page: PageNumber(number: 2, count: 2), totals: Totals(all), workouts: all))
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
        variants(of: object[key] as Any, path: path + "." + key).map { changed in
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
    Taxonomy.allCases.map(\.rawValue),
  ]

}
