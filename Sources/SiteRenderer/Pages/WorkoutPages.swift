import DiaryCore
import Mustache

/// A page per workout: every field, the custom fields, the notes, and links to its neighbours.
enum WorkoutPages {
  static func make(_ state: AppState) -> [Page] {
    make(SiteData(state: state))
  }

  static func make(_ data: SiteData) -> [Page] {
    let byDate = data.byDate
    // On one core: the other builders take the other, and two cores making these pages would
    // fight over the same reference counts (the data, the workouts).
    return byDate.indices.map { index in
      let newer = index > byDate.startIndex ? byDate[index - 1] : nil
      let older = index + 1 < byDate.endIndex ? byDate[index + 1] : nil
      return make(byDate[index], newer: newer, older: older, data: data)
    }
  }

  static func make(_ workout: Workout, newer: Workout?, older: Workout?, data: SiteData) -> Page {
    let path = Links.workout(workout.id)
    var key = data.key("workout", workout: workout)
    // What the page shows of its neighbours: the name and the link, and the date.
    key.combine(newer?.linkFingerprint ?? Fingerprint(value: 0))
    key.combine(older?.linkFingerprint ?? Fingerprint(value: 0))
    return Page(path: path, template: "workout", key: key) {
      var fields: MustacheObject = [
        "workout": data.rows.row(workout),
        "customFields": .list(
          workout.customFields.map {
            .object(["key": .string($0.key), "value": .string($0.value)])
          }),
        "notes": workout.notesHTML.isEmpty ? .null : .string(workout.notesHTML),
      ]
      fields["newer"] = newer.map(neighbour) ?? .null
      fields["older"] = older.map(neighbour) ?? .null
      return PageContext.make(path: path, title: workout.name, site: data.site, fields)
    }
  }

  private static func neighbour(_ workout: Workout) -> MustacheValue {
    .object([
      "name": .string(workout.name), "url": .string(Links.workout(workout.id)),
      "date": .string(workout.date.displayed),
    ])
  }
}
