import DiaryCore
import Testing

@Suite("Sorting the workout list")
struct SortingTests {
  private func km(_ value: Double) -> Distance { Distance(value, .kilometres) }

  @Test("date: newest first, and a day's timed entries count as later than its untimed ones")
  func byDate() throws {
    let workouts = [
      try workout("Gym", on: "2026-11-28", line: 1),
      try workout("Walk", on: "2026-11-27", at: (7, 0), line: 2),
      try workout("Run", on: "2026-11-28", at: (7, 15), line: 3),
      try workout("New year", on: "2027-01-01", line: 4),
      try workout("Swim", on: "2026-11-28", at: (18, 0), line: 5),
      try workout("Ride", on: "2026-11-29", line: 6),
      try workout("Late", on: "2026-11-28", at: (23, 59), line: 7),
    ]
    #expect(
      ids(workouts.sorted(by: .date)) == [
        "2027-01-01-new-year", "2026-11-29-ride", "2026-11-28-late", "2026-11-28-swim",
        "2026-11-28-run", "2026-11-28-gym", "2026-11-27-walk",
      ])
  }

  @Test("distance: compared in metres across units, workouts without a distance last")
  func byDistance() throws {
    let workouts = [
      try workout("No distance old", on: "2026-11-10", line: 1),
      try workout("Ten km", on: "2026-11-01", distance: km(10), line: 2),
      try workout("Tenth", on: "2026-11-21", distance: Distance(0.3, .miles), line: 3),
      try workout("Eight hundred", on: "2026-11-22", distance: Distance(800, .metres), line: 4),
      try workout("Five km", on: "2026-11-20", distance: km(5), line: 5),
      try workout("Yards", on: "2026-11-02", distance: Distance(1000, .yards), line: 6),
      try workout("Almost", on: "2026-11-23", distance: Distance(482.8, .metres), line: 7),
      try workout("No distance new", on: "2026-11-25", line: 8),
      try workout("Half", on: "2026-11-03", distance: Distance(500, .metres), line: 9),
    ]
    // 1000 yd = 914.4 m; 0.3 mi = 482.8032 m, just above 482.8 m.
    #expect(
      ids(workouts.sorted(by: .distance)) == [
        "2026-11-01-ten-km", "2026-11-20-five-km", "2026-11-02-yards",
        "2026-11-22-eight-hundred", "2026-11-03-half", "2026-11-21-tenth", "2026-11-23-almost",
        "2026-11-25-no-distance-new", "2026-11-10-no-distance-old",
      ])
  }

  @Test("distance: '10 km' sorts above '9.5 km' and '5 km' (the seed compared the text)")
  func seedDistanceBug() throws {
    let workouts = [
      try workout("Five", on: "2026-11-28", distance: km(5), line: 1),
      try workout("Ten", on: "2026-11-01", distance: km(10), line: 2),
      try workout("Nine and a half", on: "2026-11-27", distance: km(9.5), line: 3),
      try workout("Half marathon", on: "2026-10-18", distance: km(21.1), line: 4),
      try workout("Hundred metres", on: "2026-11-29", distance: Distance(100, .metres), line: 5),
    ]
    #expect(
      workouts.sorted(by: .distance).map(\.name) == [
        "Half marathon", "Ten", "Nine and a half", "Five", "Hundred metres",
      ])
  }

  @Test("distance: equal lengths in different units are a tie, broken by date")
  func equalDistanceAcrossUnits() throws {
    let workouts = [
      try workout("Kilometre", on: "2026-11-01", distance: km(1), line: 1),
      try workout("Metres", on: "2026-11-02", distance: Distance(1000, .metres), line: 2),
    ]
    #expect(workouts.sorted(by: .distance).map(\.name) == ["Metres", "Kilometre"])
    #expect(workouts.reversed().sorted(by: .distance).map(\.name) == ["Metres", "Kilometre"])
  }

  @Test("complexity: high before medium before low, then newest first")
  func byComplexity() throws {
    let workouts = [
      try workout("Easy", on: "2026-11-29", complexity: .low, line: 1),
      try workout("Old hard", on: "2026-11-01", complexity: .high, line: 2),
      try workout("Normal", on: "2026-11-15", line: 3),
      try workout("New hard", on: "2026-11-20", complexity: .high, line: 4),
      try workout("Old easy", on: "2026-10-01", complexity: .low, line: 5),
    ]
    #expect(
      workouts.sorted(by: .complexity).map(\.name) == [
        "New hard", "Old hard", "Normal", "Easy", "Old easy",
      ])
  }

  @Test(
    "ties: newest first, then time, then name ascending, then id ascending",
    arguments: SortOrder.allCases)
  func ties(_ order: SortOrder) throws {
    let distance = km(8)
    let journal = state(after: [
      .workoutAdded(try workout("Run", distance: distance, line: 9)),
      .workoutAdded(try workout("Tempo", distance: distance, line: 2)),
      .workoutAdded(try workout("Run", distance: distance, line: 4)),
      .workoutAdded(try workout("Run", at: (6, 30), distance: distance, line: 20)),
      .workoutAdded(try workout("Easy", distance: distance, line: 7)),
      .workoutAdded(try workout("Run", on: "2026-11-27", distance: distance, line: 1)),
      .workoutAdded(try workout("Run", distance: distance, line: 6)),
    ])
    let expected = [
      "2026-11-28-run-4", "2026-11-28-easy", "2026-11-28-run", "2026-11-28-run-2",
      "2026-11-28-run-3", "2026-11-28-tempo", "2026-11-27-run",
    ]
    #expect(ids(journal.workouts(sortedBy: order)) == expected)
    #expect(ids(journal.workouts.reversed().sorted(by: order)) == expected)
  }

  @Test("ties between ten or more equal workouts keep journal order ('-2' before '-10')")
  func tiesBeyondNine() throws {
    var actions: [Action] = []
    for line in 1...11 { actions.append(.workoutAdded(try workout("Run", line: line * 2))) }
    let journal = state(after: actions)
    let inJournalOrder = ids(journal.workouts)
    #expect(inJournalOrder.prefix(3) == ["2026-11-28-run", "2026-11-28-run-2", "2026-11-28-run-3"])
    #expect(inJournalOrder.last == "2026-11-28-run-11")
    #expect(ids(journal.workouts(sortedBy: .date)) == inJournalOrder)
  }

  @Test("sortedWorkouts follows the state's sort order")
  func sortedWorkoutsFollowsState() throws {
    let journal = state(after: [
      .workoutAdded(try workout("Short", on: "2026-11-28", distance: km(3), line: 1)),
      .workoutAdded(try workout("Long", on: "2026-11-01", distance: km(30), line: 2)),
      .workoutAdded(try workout("Hard", on: "2026-11-15", complexity: .high, line: 3)),
    ])
    #expect(journal.sortedWorkouts.map(\.name) == ["Short", "Hard", "Long"])
    let byDistance = reducer(journal, .sortChanged(to: .distance))
    #expect(byDistance.sortedWorkouts.map(\.name) == ["Long", "Short", "Hard"])
    let byComplexity = reducer(journal, .sortChanged(to: .complexity))
    #expect(byComplexity.sortedWorkouts.map(\.name) == ["Hard", "Short", "Long"])
  }

  @Test("distances are equal only when written alike; their order comes from metres")
  func distanceEqualityAndOrder() {
    let kilometre = Distance(1, .kilometres)
    let metres = Distance(1000, .metres)
    #expect(kilometre != metres)
    #expect(kilometre.metres == metres.metres)
    #expect(kilometre == Distance(1, .kilometres))
  }
}
