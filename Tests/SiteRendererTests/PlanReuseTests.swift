import DiaryCore
import Testing

@testable import SiteRenderer

@Suite("A plan reusing an earlier plan's pages")
struct PlanReuseTests {
  /// Every page of `plan`, rendered, by path.
  private func rendered(_ plan: SitePlan) throws -> [String: [UInt8]] {
    let files = try makeRenderer().render(plan.pages)
    return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
  }

  @Test("gives the same pages, keys and bytes as a plan made afresh, after each kind of edit")
  func sameAsFresh() throws {
    let base = try fixtureWorkouts()
    let first = SitePlan(SiteData(state: state(with: base)))
    var notes = base
    notes[0].notesHTML = "<p>Changed.</p>\n"
    var renamed = base
    renamed[1].name = "Sea swim"
    var moved = base
    moved[4].date = try day("2026-11-30")
    var fewer = base
    fewer.remove(at: 2)
    let more = base + [try workout("Extra", on: "2025-01-01", line: 90)]
    for edited in [base, notes, renamed, moved, fewer, more] {
      let data = SiteData(state: state(with: edited))
      let fresh = SitePlan(data)
      let reusing = SitePlan(data, reusing: first)
      #expect(reusing.pages.map(\.path) == fresh.pages.map(\.path))
      #expect(reusing.pages.map(\.key) == fresh.pages.map(\.key))
      #expect(try rendered(reusing) == rendered(fresh))
    }
  }

  @Test("data lending its rows and terms gives the same pages as data made afresh, after each edit")
  func rowsLentAreRowsOfTheSameFields() throws {
    let base = try fixtureWorkouts()
    var longer = base
    longer[0].distance = Distance(42.2, .kilometres)
    var retyped = base
    retyped[1].type = "swim"
    var retagged = base
    retagged[2].tags = ["open water"]
    var notes = base
    notes[0].notesHTML = "<p>Changed.</p>\n"
    for edited in [base, longer, retyped, retagged, notes] {
      // The data of the last build, every row made, as a build makes them (a later data takes
      // them).
      let first = SiteData(state: state(with: base))
      _ = first.rows.rows(first.byDate)
      let fresh = SiteData(state: state(with: edited))
      let lent = SiteData(state: state(with: edited), reusing: first)
      #expect(lent.terms == fresh.terms)
      #expect(lent.rows.rows(lent.byDate) == fresh.rows.rows(fresh.byDate))
      #expect(try rendered(SitePlan(lent)) == rendered(SitePlan(fresh)))
    }
  }
}
