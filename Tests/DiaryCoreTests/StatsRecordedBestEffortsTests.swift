import DiaryCore
import Testing

@Suite("Stats: best efforts from recordings")
struct StatsRecordedBestEffortsTests {
  /// A summary holding only best efforts: (metres, seconds) each, started at 0 m.
  private func summary(sport: String? = "run", _ efforts: [(Double, Double)]) -> TrackSummary {
    TrackSummary(
      sport: sport,
      bestEfforts: efforts.map { .init(distance: $0.0, time: $0.1, startDistance: 0) })
  }

  /// A workout named `name` on `date` whose track is `tracks/<name>.fit`.
  private func run(
    _ date: String, _ name: String, type: String? = "run", time: TimeOfDay? = nil
  ) throws -> Workout {
    var workout = try statsWorkout(date, kilometres(10), type: type, seconds: 3000, name: name)
    workout.time = time
    workout.track = "tracks/\(name).fit"
    return workout
  }

  /// The state of `workouts` with `tracks` read: `(name, summary)`, at `tracks/<name>.fit`.
  private func state(_ workouts: [Workout], _ tracks: [(String, TrackSummary)]) -> AppState {
    var state = statsState(workouts)
    for (name, summary) in tracks {
      reduce(into: &state, .trackRead(path: "tracks/\(name).fit", Track(summary)))
    }
    return state
  }

  /// `(distance name, workout name, seconds)` of each best.
  private func bests(_ state: AppState) -> [String] {
    Stats.RecordedBestEfforts(state).bests.map {
      "\($0.distance.name): \($0.workout.name) \(Int($0.effort.time)) s"
    }
  }

  @Test("the fastest stretch of each distance across every run, with its run")
  func fastestAcrossRuns() throws {
    let workouts = [
      try run("2026-10-01", "A"), try run("2026-10-02", "B"), try run("2026-10-03", "C"),
    ]
    let tracks = [
      ("A", summary([(1000, 250), (1609.344, 410), (5000, 1400)])),
      ("B", summary([(1000, 240), (1609.344, 415), (5000, 1390), (10_000, 2900)])),
      // C reached no distance: a recording shorter than 1 km.
      ("C", summary([])),
    ]
    #expect(
      bests(state(workouts, tracks)) == [
        "1 km: B 240 s", "1 mile: A 410 s", "5 km: B 1390 s", "10 km: B 2900 s",
      ])
  }

  @Test(
    "only runs count: type run, or no type and a recording whose sport is a run",
    arguments: [
      ("run", "run", true), ("ride", "run", false), ("walk", "run", false), (nil, "run", true),
      (nil, "ride", false), (nil, nil, false), ("run", nil, true),
    ] as [(String?, String?, Bool)])
  func onlyRuns(type: String?, sport: String?, counts: Bool) throws {
    let workouts = [try run("2026-10-01", "A", type: type)]
    let found = bests(state(workouts, [("A", summary(sport: sport, [(1000, 200)]))]))
    #expect(found == (counts ? ["1 km: A 200 s"] : []))
  }

  @Test("on a tie, the run done first keeps the best: by date, then time of day, then id")
  func ties() throws {
    let seven = try #require(TimeOfDay(hour: 7, minute: 0))
    let six = try #require(TimeOfDay(hour: 6, minute: 0))
    let workouts = [
      try run("2026-10-05", "Later"), try run("2026-10-02", "Evening", time: seven),
      try run("2026-10-02", "Morning", time: six), try run("2026-10-09", "Last"),
    ]
    let tracks = workouts.map { ($0.name, summary([(1000, 240)])) }
    #expect(bests(state(workouts, tracks)) == ["1 km: Morning 240 s"])
  }

  @Test("a longer best faster than a shorter one is left out, so the bests stay consistent")
  func consistent() throws {
    // A's 1 km was not measured (its recording's own rules dropped it), and its mile is faster
    // than B's 1 km: the mile goes, as a recording's own efforts do.
    let workouts = [try run("2026-10-01", "A"), try run("2026-10-02", "B")]
    let tracks = [
      ("A", summary([(1609.344, 230), (5000, 1300)])), ("B", summary([(1000, 250)])),
    ]
    #expect(bests(state(workouts, tracks)) == ["1 km: B 250 s", "5 km: A 1300 s"])
  }

  @Test("workouts without a track, or whose track was not read, give nothing")
  func withoutTracks() throws {
    var plain = try statsWorkout("2026-10-01", kilometres(5), seconds: 1500, name: "Plain")
    plain.track = nil
    let unread = try run("2026-10-02", "Unread")
    let state = state([plain, unread], [])
    #expect(Stats.RecordedBestEfforts(state).bests.isEmpty)
    #expect(state.track(of: unread) == nil)
  }

  @Test("efforts at other distances than the listed ones are not listed")
  func otherDistances() throws {
    let workouts = [try run("2026-10-01", "A")]
    let found = bests(state(workouts, [("A", summary([(800, 150), (21_097.5, 6000)]))]))
    #expect(found == ["Half marathon: A 6000 s"])
  }
}
