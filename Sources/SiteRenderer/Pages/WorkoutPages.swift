import DiaryCore
import Mustache

/// A page per workout: every field, the custom fields, the notes, and links to its neighbours.
enum WorkoutPages {
  static func make(_ state: AppState) -> [Page] {
    make(SiteData(state: state))
  }

  /// A plan's workout pages with what they were made from, for a later plan to reuse.
  struct Made: Sendable {
    var byDate: [Workout]
    var config: SiteConfig
    var pages: [Page]
  }

  static func make(_ data: SiteData) -> [Page] {
    make(data, reusing: nil)
  }

  /// The page of each workout; a page of `previous` is taken as it is when its workout and
  /// both neighbours are the very same (an edit leaves all but a few so) and so are the settings.
  static func make(_ data: SiteData, reusing previous: Made?) -> [Page] {
    let byDate = data.byDate
    let reusable =
      previous.map {
        $0.config == data.config && $0.byDate.count == byDate.count
          && $0.pages.count == byDate.count
      } ?? false
    let prefix = data.keyPrefix(template)
    // On one core: the other builders take the other, and two cores making these pages would
    // fight over the same reference counts (the data, the workouts).
    return byDate.indices.map { index in
      let newer = index > byDate.startIndex ? byDate[index - 1] : nil
      let older = index + 1 < byDate.endIndex ? byDate[index + 1] : nil
      if reusable, let previous, previous.byDate[index].isSame(as: byDate[index]),
        index == 0 || previous.byDate[index - 1].isSame(as: byDate[index - 1]),
        index + 1 == byDate.count || previous.byDate[index + 1].isSame(as: byDate[index + 1])
      {
        return previous.pages[index]
      }
      return make(byDate[index], newer: newer, older: older, data: data, keyPrefix: prefix)
    }
  }

  private static let template = "workout"

  /// `keyPrefix`: `data.keyPrefix(template)`, made once for all the pages.
  static func make(
    _ workout: Workout, newer: Workout?, older: Workout?, data: SiteData, keyPrefix: Fingerprint
  ) -> Page {
    let path = Links.workout(workout.id)
    // The workout's fingerprint covers its id, which the path is made of; the prefix covers
    // the template.
    var key = SiteData.key(keyPrefix, workout: workout)
    // What the page shows of its neighbours: the name and the link, and the date.
    key.combine(newer?.linkFingerprint ?? Fingerprint(value: 0))
    key.combine(older?.linkFingerprint ?? Fingerprint(value: 0))
    // The page keeps only what it shows, not the data: a later plan may reuse it.
    let rows = data.rows
    let site = data.site
    return Page(path: path, template: template, keyCoveringPath: key) { _ in
      // Each name set once, with its hash made once for all pages: appended without a search.
      var fields = MustacheObject(minimumCapacity: 5 + PageContext.fieldCount)
      fields.append(rows.row(workout), for: Key.workout)
      fields.append(.list(workout.customFields.map(customField)), for: Key.customFields)
      fields.append(
        workout.notesHTMLByteCount == 0 ? .null : .string(workout.notesHTML), for: Key.notes)
      fields.append(newer.map(neighbour) ?? .null, for: Key.newer)
      fields.append(older.map(neighbour) ?? .null, for: Key.older)
      return PageContext.make(path: path, title: workout.name, site: site, fields)
    }
  }

  private enum Key {
    static let workout = MustacheKey("workout")
    static let customFields = MustacheKey("customFields")
    static let notes = MustacheKey("notes")
    static let newer = MustacheKey("newer")
    static let older = MustacheKey("older")
    static let key = MustacheKey("key")
    static let value = MustacheKey("value")
    static let name = MustacheKey("name")
    static let url = MustacheKey("url")
    static let date = MustacheKey("date")
  }

  private static func customField(_ field: CustomField) -> MustacheValue {
    var fields = MustacheObject(minimumCapacity: 2)
    fields.append(.string(field.key), for: Key.key)
    fields.append(.string(field.value), for: Key.value)
    return .object(fields)
  }

  private static func neighbour(_ workout: Workout) -> MustacheValue {
    var fields = MustacheObject(minimumCapacity: 3)
    fields.append(.string(workout.name), for: Key.name)
    fields.append(.string(Links.workout(workout.id)), for: Key.url)
    fields.append(.string(workout.date.displayed), for: Key.date)
    return .object(fields)
  }
}
