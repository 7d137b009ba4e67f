import DiaryCore

/// Where each kind of page lives, relative to the site's root. Templates prefix `{{root}}`.
enum Links {
  static func workout(_ id: WorkoutID) -> String { "workouts/\(id.rawValue).html" }
  static func type(_ type: String) -> String { "types/\(Slug.make(type, fallback: "type")).html" }
  static func tag(_ tag: String) -> String { "tags/\(Slug.make(tag, fallback: "tag")).html" }

  /// The list page `number` (1-based) of a sort order.
  static func list(_ order: SortOrder, page number: Int, defaultSort: SortOrder) -> String {
    let base = order == defaultSort ? "index" : "by-\(order.rawValue)"
    return number <= 1 ? "\(base).html" : "\(base)-\(number).html"
  }
}
