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
      let text = site.text
      let fields: MustacheObject = [
        "distances": .list(records.records.map { distance($0, text: text) }),
        "tolerance": .string(
          text.measure(DecimalFormat.string(RaceDistance.tolerance * 100, fractionDigits: 1))),
        "rows": try site.rows(races, marks: marks, onPageAt: path),
        "raceCount": .string(text.count("races.tagged", races.count)),
        "hasRaces": .bool(!races.isEmpty),
        "untagged": .string(text.html("races.untagged", ["tag": "<code>race</code>"])),
        "caption": .string(text("races.caption")),
        "recordedEfforts": recordedEfforts.isEmpty
          ? .null : .object(["items": .list(recordedEfforts.map { $0.fields(text: text) })]),
      ]
      return site.page(path: path, title: text("races.title"), fields)
    }
  }

  /// The best effort at a distance over a stretch of a recorded run.
  struct RecordedEffort: Codable, Sendable {
    var distance: String
    var seconds: Double
    var workout: Workout

    func fields(text: SiteText) -> MustacheValue {
      .object([
        "distance": .string(text.effort(distance)),
        "time": .string(TrackText(text, type: nil).time(seconds)),
        "workout": RacesPage.workoutLink(workout, text: text),
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
  static func distance(_ record: Stats.RaceRecords.Record, text: SiteText) -> MustacheValue {
    let name = text.race(record.distance.name)
    var fields: MustacheObject = [
      "name": .string(name),
      "id": .string(Links.raceAnchor(record.distance.name)),
      "caption": .string(text("races.pb-caption", ["distance": name])),
      "progression": .list(record.progression.reversed().map { result($0, text: text) }),
    ]
    fields["best"] =
      record.best.map { best in
        let workout = best.workout
        let summary = text.html(
          "races.best",
          [
            "run": "<a href=\"\(Links.workout(workout.id))\">\(escapeHTML(workout.name))</a>",
            "date": text.timeHTML(workout.date),
            "distance": escapeHTML(distance(of: workout, text: text)),
            "pace": escapeHTML(text.pace(workout) ?? "–"),
            "runs": text.number(record.runCount), "pbs": text.number(record.progression.count),
          ])
        return .object([
          "time": .string(text.duration(WorkoutDuration(seconds: best.seconds))),
          "summary": .string(summary),
        ])
      } ?? .null
    return .object(fields)
  }

  /// The current best at each distance, for the stats page and a run's log: every distance,
  /// `best` null where no run counted.
  static func bests(_ records: Stats.RaceRecords, text: SiteText) -> MustacheValue {
    .list(
      records.records.map { record in
        var fields: MustacheObject = [
          "name": .string(text.race(record.distance.name)),
          "url": .string(Links.race(record.distance.name)),
        ]
        fields["best"] = record.best.map { result($0, text: text) } ?? .null
        return .object(fields)
      })
  }

  /// A run's time at a distance: the time, the run's own pace, the workout.
  static func result(_ result: Stats.RaceRecords.Result, text: SiteText) -> MustacheValue {
    .object([
      "time": .string(text.duration(WorkoutDuration(seconds: result.seconds))),
      "pace": .string(text.pace(result.workout) ?? "–"),
      "distance": .string(distance(of: result.workout, text: text)),
      "workout": workoutLink(result.workout, text: text),
    ])
  }

  /// The workout's distance, or a dash.
  static func distance(of workout: Workout, text: SiteText) -> String {
    workout.distance.map { text.distance($0, type: workout.type) } ?? "–"
  }

  static func workoutLink(_ workout: Workout, text: SiteText) -> MustacheValue {
    .object([
      "name": .string(workout.name), "url": .string(Links.workout(workout.id)),
      "date": .string(text.date(workout.date)), "isoDate": .string(workout.date.description),
    ])
  }
}
