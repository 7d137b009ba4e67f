import DiaryCore

/// Where each kind of page lives, relative to the site's root. Templates prefix `{{root}}`.
/// Every link names a file, never a bare folder, so the site works from `file://`.
enum Links {
  static func workout(_ id: WorkoutID) -> String {
    // Made several times per workout in a build (its page, its row, its neighbours' pages, the
    // exports): its three parts copied into a string of the right size, no appends.
    let prefix: StaticString = "workouts/"
    let suffix: StaticString = ".html"
    return id.rawValue.withUTF8Buffer { name in
      let count = prefix.utf8CodeUnitCount + name.count + suffix.utf8CodeUnitCount
      return String(unsafeUninitializedCapacity: count) { buffer in
        guard var next = buffer.baseAddress else { return 0 }
        next.initialize(from: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        next += prefix.utf8CodeUnitCount
        if let start = name.baseAddress { next.initialize(from: start, count: name.count) }
        next += name.count
        next.initialize(from: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        return count
      }
    }
  }
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
  static let feed = "feed.xml"
  static let json = "workouts.json"
  static let csv = "workouts.csv"
  static let ics = "workouts.ics"
  static let notFound = "404.html"

  /// The file name of a type or tag page: its slug, never `index` (the folder's index page).
  /// Remembered: a journal has a few types and tags, linked from every row of every page.
  private static func member(_ name: String, fallback: String) -> String {
    let key = fallback + "\u{0}" + name
    if let known = members.withLock({ $0[key] }) { return known }
    let slug = Slug.make(name, fallback: fallback)
    let member = slug == "index" ? "\(fallback)-index" : slug
    members.withLock { known in
      // Bounded, for a long `serve` over a journal whose names keep changing.
      if known.count > 10_000 { known.removeAll() }
      known[key] = member
    }
    return member
  }

  private static let members = Locked<[String: String]>([:])

  /// The list page `number` (1-based) of a sort order.
  static func list(_ order: SortOrder, page number: Int, defaultSort: SortOrder) -> String {
    let base = order == defaultSort ? "index" : "by-\(order.rawValue)"
    return number <= 1 ? "\(base).html" : "\(base)-\(number).html"
  }
}
