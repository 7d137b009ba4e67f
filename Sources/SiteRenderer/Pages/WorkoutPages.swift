import DiaryCore
import Mustache

/// A page per workout: every field, the custom fields, the notes, what its recorded track
/// shows, and links to its neighbours.
enum WorkoutPages {
  struct Input: PageInput {
    static let template = "workout"
    var path: String
    var workout: Workout
    /// The workouts before and after it, newest first: the page shows their names and days.
    var newer: Workout?
    var older: Workout?
    /// The personal best it holds or held, if any.
    var mark: Stats.RaceMark?
    /// The anchor on the gear page of each custom field naming gear (nil for the others);
    /// empty when none does.
    var gearAnchors: [String?]
    /// What its track file holds, when it has one that was read.
    var track: Track?

    func context(in site: RenderContext) throws -> MustacheValue {
      let text = site.text
      var fields = MustacheObject(minimumCapacity: 9)
      fields.append(site.row(workout), for: Key.workout)
      let anchors = gearAnchors.isEmpty ? nil : gearAnchors
      fields.append(
        .list(
          workout.customFields.indices.map { index in
            customField(workout.customFields[index], anchor: anchors?[index] ?? nil)
          }), for: Key.customFields)
      fields.append(mark.map { WorkoutPages.mark($0, text: text) } ?? .null, for: Key.mark)
      fields.append(
        workout.notesHTML.isEmpty ? .null : .string(workout.notesHTML), for: Key.notes)
      fields.append(newer.map { neighbour($0, text: text) } ?? .null, for: Key.newer)
      fields.append(older.map { neighbour($0, text: text) } ?? .null, for: Key.older)
      fields.append(
        track.map { TrackSection.make($0.summary, of: workout, text: text) } ?? .null,
        for: Key.track)
      return site.page(path: path, title: workout.name, fields)
    }
  }

  /// What a page shows of the workout before or after its own: the name, the link, the day.
  private static func neighbour(_ workout: Workout, text: SiteText) -> MustacheValue {
    var fields = MustacheObject(minimumCapacity: 3)
    fields.append(.string(workout.name), for: Key.name)
    fields.append(.string(Links.workout(workout.id)), for: Key.url)
    fields.append(.string(text.date(workout.date)), for: Key.date)
    return .object(fields)
  }

  private static func customField(_ field: CustomField, anchor: String?) -> MustacheValue {
    var fields = MustacheObject(minimumCapacity: 3)
    fields.append(.string(field.key), for: Key.key)
    fields.append(.string(field.value), for: Key.value)
    fields.append(anchor.map { .string(Links.gear + "#" + $0) } ?? .null, for: Key.gearURL)
    return .object(fields)
  }

  /// A personal best: the distance, its section of the races page, whether it still stands.
  private static func mark(_ mark: Stats.RaceMark, text: SiteText) -> MustacheValue {
    let distance = ["distance": text.race(mark.distance)]
    return .object([
      "distance": .string(text.race(mark.distance)), "url": .string(Links.race(mark.distance)),
      "isCurrentBest": .bool(mark.isCurrentBest),
      "note": .string(
        text(mark.isCurrentBest ? "workout.pb-current" : "workout.pb-beaten", distance)),
    ])
  }

  /// The field names of a workout's page, hashed once for every page.
  private enum Key {
    static let workout = MustacheKey("workout")
    static let customFields = MustacheKey("customFields")
    static let notes = MustacheKey("notes")
    static let newer = MustacheKey("newer")
    static let older = MustacheKey("older")
    static let track = MustacheKey("track")
    static let name = MustacheKey("name")
    static let url = MustacheKey("url")
    static let date = MustacheKey("date")
    static let key = MustacheKey("key")
    static let value = MustacheKey("value")
    static let gearURL = MustacheKey("gearURL")
    static let mark = MustacheKey("mark")
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    let byDate = data.byDate
    return byDate.indices.map { index in
      let workout = byDate[index]
      let input = Input(
        path: Links.workout(workout.id), workout: workout,
        newer: index > 0 ? byDate[index - 1] : nil,
        older: index + 1 < byDate.count ? byDate[index + 1] : nil,
        mark: workout.type == Stats.RaceRecords.type ? data.races.mark(of: workout) : nil,
        gearAnchors: data.gearAnchors.of(workout), track: data.track(of: workout))
      return SiteFile(page: input, in: data.context)
    }
  }
}
