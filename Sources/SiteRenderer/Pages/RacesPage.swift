import DiaryCore
import Mustache

/// `races.html`: per race distance the current best and every personal best before it, and
/// every workout tagged `race`.
enum RacesPage {
  struct Input: PageInput {
    static let template = "races"
    var path = Links.races
    var records: Stats.RaceRecords
    /// Every workout tagged `race`, newest first, with the current bests among them.
    var races: [Workout]
    var marks: [Stats.RaceMark]
    /// The best efforts found in recorded runs (stretches of a longer run), shown apart from
    /// the race times.
    var recordedEfforts: [RecordedEffort] = []

    func context(in site: RenderContext) throws -> MustacheValue {
      let units = site.config.units
      let fields: MustacheObject = [
        "distances": .list(records.records.map { distance($0, units: units) }),
        "tolerance": .string(DecimalFormat.string(RaceDistance.tolerance * 100, fractionDigits: 1)),
        "rows": try site.rows(races, marks: marks, onPageAt: path),
        "raceCount": .number(Double(races.count)),
        "hasRaces": .bool(!races.isEmpty),
        "caption": .string("Workouts tagged race, newest first"),
        "recordedEfforts": recordedEfforts.isEmpty
          ? .null : .object(["items": .list(recordedEfforts.map { $0.fields(units: units) })]),
      ]
      return site.page(path: path, title: "Races and personal bests", fields)
    }
  }

  /// The best effort at a distance over a stretch of a recorded run.
  struct RecordedEffort: Codable, Sendable {
    var distance: String
    var seconds: Double
    var workout: Workout

    func fields(units: UnitSystem) -> MustacheValue {
      .object([
        "distance": .string(distance),
        "time": .string(TrackText.time(seconds)),
        "workout": RacesPage.workoutLink(workout),
      ])
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    let races =
      data.terms.first { $0.taxonomy == .tag && $0.name == "race" }?
      .workouts.filter { $0.tags.contains("race") } ?? []
    let efforts = Stats.RecordedBestEfforts(data.byDate, tracks: data.tracks)
    let input = Input(
      records: data.races, races: races, marks: data.races.marks(among: races),
      recordedEfforts: efforts.bests.map {
        RecordedEffort(distance: $0.distance.name, seconds: $0.effort.time, workout: $0.workout)
      })
    return [SiteFile(page: input, in: data.context)]
  }

  /// One distance: its current best, and its PBs newest first.
  static func distance(_ record: Stats.RaceRecords.Record, units: UnitSystem) -> MustacheValue {
    var fields: MustacheObject = [
      "name": .string(record.distance.name),
      "id": .string(Links.raceAnchor(record.distance.name)),
      "runCount": .number(Double(record.runCount)),
      "pbCount": .number(Double(record.progression.count)),
      "progression": .list(record.progression.reversed().map { result($0, units: units) }),
    ]
    fields["best"] = record.best.map { result($0, units: units) } ?? .null
    return .object(fields)
  }

  /// The current best at each distance, for the stats page and a run's log: every distance,
  /// `best` null where no run counted.
  static func bests(_ records: Stats.RaceRecords, units: UnitSystem) -> MustacheValue {
    .list(
      records.records.map { record in
        var fields: MustacheObject = [
          "name": .string(record.distance.name),
          "url": .string(Links.race(record.distance.name)),
        ]
        fields["best"] = record.best.map { result($0, units: units) } ?? .null
        return .object(fields)
      })
  }

  /// A run's time at a distance: the time, the run's own pace, the workout.
  static func result(_ result: Stats.RaceRecords.Result, units: UnitSystem) -> MustacheValue {
    .object([
      "time": .string(WorkoutDuration(seconds: result.seconds).formatted),
      "pace": .string(Pace.formatted(result.workout, units: units) ?? "–"),
      "distance": .string(
        result.workout.distance.map { units.format($0, type: result.workout.type) } ?? "–"),
      "workout": workoutLink(result.workout),
    ])
  }

  static func workoutLink(_ workout: Workout) -> MustacheValue {
    .object([
      "name": .string(workout.name), "url": .string(Links.workout(workout.id)),
      "date": .string(workout.date.displayed), "isoDate": .string(workout.date.description),
    ])
  }
}
