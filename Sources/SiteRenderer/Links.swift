import DiaryCore

/// Where each kind of page lives, relative to the site's root. Templates prefix `{{root}}`.
/// Every link names a file, never a bare folder, so the site works from `file://`.
enum Links {
  static func workout(_ id: WorkoutID) -> String { "workouts/" + id.rawValue + ".html" }
  static func type(_ type: String) -> String { "types/\(member(type, fallback: "type")).html" }
  static func tag(_ tag: String) -> String { "tags/\(member(tag, fallback: "tag")).html" }
  static func year(_ year: Int) -> String { "\(year)/index.html" }
  static func month(_ year: Int, _ month: Int) -> String {
    "\(year)/\(month < 10 ? "0" : "")\(month)/index.html"
  }
  static let archive = "archive.html"
  static let types = "types/index.html"
  static let tags = "tags/index.html"
  static let stats = "stats.html"
  static let routes = "routes.html"
  static let feed = "feed.xml"
  static let json = "workouts.json"
  static let csv = "workouts.csv"
  static let ics = "workouts.ics"
  static let notFound = "404.html"

  /// The file name of a type or tag page: its slug, never `index` (the folder's index page).
  private static func member(_ name: String, fallback: String) -> String {
    let slug = Slug.make(name, fallback: fallback)
    return slug == "index" ? "\(fallback)-index" : slug
  }

  /// The list page `number` (1-based) of a sort order.
  static func list(_ order: SortOrder, page number: Int, defaultSort: SortOrder) -> String {
    let base = order == defaultSort ? "index" : "by-\(order.rawValue)"
    return number <= 1 ? "\(base).html" : "\(base)-\(number).html"
  }
}
