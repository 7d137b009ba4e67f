import DiaryCore
import Testing

@testable import SiteRenderer

@Suite("The order pages are rendered in, and the rows kept for them")
struct RenderOrderTests {
  /// `count` workouts, a day apart, the newest first.
  private func workouts(_ count: Int) throws -> [Workout] {
    try (0..<count).map { index in
      let date = LocalDate(dayNumber: 20_000 - index)
      return try workout("Run \(index)", on: date.description, line: 3 + 10 * index)
    }
  }

  private func cache(for workouts: [Workout], limit: Int) -> RowCache {
    let data = SiteData(state: state(with: workouts))
    return RowCache(
      config: data.config, terms: WorkoutRow.Terms(data.terms), workoutCount: workouts.count,
      limit: limit)
  }

  @Test("a journal within the limit keeps the row of every workout, listed or not")
  func withinLimitKeepsAll() throws {
    let runs = try workouts(4)
    let rows = cache(for: runs, limit: 4)
    _ = rows.rows(runs[0..<2])
    _ = rows.row(runs[2])
    _ = rows.rows(runs[3...])
    #expect(rows.keptIDs == Set(runs.map(\.id)))
  }

  @Test("past the limit, lists make room for their rows and workout pages only take free room")
  func pastLimitListsEvict() throws {
    let runs = try workouts(5)
    // Five workouts, a limit of four: two rows are kept at a time.
    let rows = cache(for: runs, limit: 4)
    _ = rows.rows(runs[0..<2])
    #expect(rows.keptIDs == [runs[0].id, runs[1].id])
    _ = rows.row(runs[2])
    #expect(rows.keptIDs == [runs[0].id, runs[1].id])
    _ = rows.rows(runs[3...3])
    #expect(rows.keptIDs == [runs[3].id])
    _ = rows.row(runs[4])
    #expect(rows.keptIDs == [runs[3].id, runs[4].id])
    // Three rows made for one list: the first two fill it, the third takes their place.
    _ = rows.rows(runs[0..<3])
    #expect(rows.keptIDs == [runs[2].id])
  }

  @Test("rows kept or made again are the same rows")
  func rowsAreTheSame() throws {
    let runs = try workouts(5)
    let data = SiteData(state: state(with: runs))
    let terms = WorkoutRow.Terms(data.terms)
    let made = runs.map { WorkoutRow.make($0, config: data.config, terms: terms) }
    let rows = cache(for: runs, limit: 2)
    // Made, then kept or made again past the limit.
    #expect(rows.rows(runs) == made)
    #expect(rows.rows(runs) == made)
    #expect(runs.map(rows.row) == made)
  }

  @Test("pages that list workouts by day come after the others, newest first; workout pages last")
  func planOrder() throws {
    let data = SiteData(state: state(with: try fixtureWorkouts()))
    let plan = SitePlan(data)
    let pages = plan.pages
    let workoutPages = pages[plan.workoutPages]
    #expect(workoutPages.allSatisfy { $0.template == "workout" })
    #expect(plan.workoutPages.upperBound == pages.count)
    #expect(workoutPages.count == data.byDate.count)
    let others = pages[..<plan.workoutPages.lowerBound]
    let firstListing = try #require(others.firstIndex { $0.newestRowDay != nil })
    #expect(others[..<firstListing].allSatisfy { $0.newestRowDay == nil })
    let days = others[firstListing...].map { $0.newestRowDay ?? .min }
    #expect(days.allSatisfy { $0 != .min })
    #expect(days == days.sorted(by: >))
    // The stats page, the costliest, comes first; the distance list is not ordered by day.
    #expect(pages.first?.path == "stats.html")
    let byDistance = others.filter { $0.path.hasPrefix("by-distance") }
    #expect(!byDistance.isEmpty && byDistance.allSatisfy { $0.newestRowDay == nil })
    #expect(others.contains { $0.template == "month" && $0.newestRowDay != nil })
    #expect(others.contains { $0.template == "taxonomy" && $0.newestRowDay != nil })
    #expect(Set(pages.map(\.path)).count == pages.count)
  }
}
