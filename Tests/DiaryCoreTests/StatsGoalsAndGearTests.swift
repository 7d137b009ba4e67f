import DiaryCore
import Testing

@Suite("Stats: goals and gear")
struct StatsGoalsAndGearTests {
  private func progress(_ goal: Goal) throws -> Stats.GoalProgress {
    let journal = try RunnerJournal.newestFirst()
    let all = Stats.GoalProgress.make(
      newestFirst: journal, goals: [goal], now: try RunnerJournal.now(),
      firstDay: try day("2025-03-31"), weekStart: 1)
    return try #require(all.first)
  }

  @Test(
    "progress in the current period, and how many full periods before it met the goal",
    arguments: [
      // This week's runs: 10.2 + 21.1 km. No week before reached 20 km of runs (at most 15).
      (
        Goal(type: "run", amount: .distance(kilometres(20)), period: .week, text: ""),
        "2026-03-30", 31_300.0, true, 0, 52
      ),
      // April so far has two workouts; December to March had two each, April 2025 one.
      (
        Goal(type: nil, amount: .workouts(2), period: .month, text: ""),
        "2026-04-01", 2, true, 4, 12
      ),
      (
        Goal(type: "ride", amount: .seconds(5 * 3600), period: .year, text: ""),
        "2026-01-01", 5400, false, 0, 0
      ),
      (
        Goal(type: "swim", amount: .distance(Distance(1, .miles)), period: .week, text: ""),
        "2026-03-30", 1500, false, 0, 52
      ),
    ])
  func goals(
    goal: Goal, first: String, done: Double, isMet: Bool, metCount: Int, periodCount: Int
  ) throws {
    let progress = try progress(goal)
    #expect(progress.first == (try day(first)))
    #expect(progress.last == (try RunnerJournal.now()))
    #expect(isClose(progress.done, done))
    #expect(progress.isMet == isMet)
    #expect(progress.metCount == metCount)
    #expect(progress.periodCount == periodCount)
  }

  @Test("no period before the journal's first one is counted")
  func shortHistory() throws {
    let goal = Goal(type: nil, amount: .workouts(1), period: .month, text: "")
    let progress = try #require(
      Stats.GoalProgress.make(
        newestFirst: try RunnerJournal.newestFirst(), goals: [goal], now: try RunnerJournal.now(),
        firstDay: try day("2026-01-02"), weekStart: 1
      ).first)
    // January to March 2026: each had a workout.
    #expect(progress.periodCount == 3)
    #expect(progress.metCount == 3)
  }

  @Test("gear: pieces per key, matched ignoring case and spaces, with totals and limits")
  func gear() throws {
    let usage = Stats.GearUsage(
      try RunnerJournal.workouts(), keys: ["shoes", "bike"],
      limits: [GearLimit(name: "PEGASUS 40", distance: kilometres(10))])
    #expect(usage.groups.map(\.key) == ["shoes", "bike"])
    #expect(usage.groups[1].pieces.isEmpty)
    let shoes = usage.groups[0].pieces
    #expect(shoes.map(\.name) == ["Vaporfly", "Pegasus 40"])
    #expect(shoes.map(\.anchor) == ["gear-shoes-vaporfly", "gear-shoes-pegasus-40"])
    let pegasus = shoes[1]
    #expect(pegasus.totals.count == 2)
    #expect(pegasus.totals.metres == 10_000)
    #expect(pegasus.totals.seconds == 3000)
    #expect(pegasus.first.name == "Year-end 5K")
    #expect(pegasus.last.name == "New year 5K")
    #expect(pegasus.limit == kilometres(10))
    // Exactly at the limit is not past it.
    #expect(!pegasus.isPastLimit)
    #expect(shoes[0].limit == nil && !shoes[0].isPastLimit)
    let anchors = usage.anchors
    let newYear = try #require(try RunnerJournal.workouts().first { $0.name == "New year 5K" })
    #expect(anchors.of(newYear) == ["gear-shoes-pegasus-40"])
    let gym = try #require(try RunnerJournal.workouts().first { $0.name == "Gym" })
    #expect(anchors.of(gym).isEmpty)
  }

  @Test("pieces whose anchors would collide are numbered")
  func anchorCollisions() throws {
    var first = try statsWorkout("2026-01-02", kilometres(5))
    first.customFields = [CustomField(key: "shoes", value: "Pegasus 40")]
    var second = try statsWorkout("2026-01-01", kilometres(5))
    second.customFields = [CustomField(key: "shoes", value: "Pegasus-40")]
    let pieces = Stats.GearUsage([first, second], keys: ["shoes"], limits: []).groups[0].pieces
    #expect(pieces.map(\.anchor) == ["gear-shoes-pegasus-40", "gear-shoes-pegasus-40-2"])
  }
}
