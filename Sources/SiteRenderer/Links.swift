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
  static let races = "races.html"
  static let gear = "gear.html"
  static let routes = "routes.html"
  static let feed = "feed.xml"
  static let json = "workouts.json"
  static let csv = "workouts.csv"
  static let ics = "workouts.ics"
  static let notFound = "404.html"

  /// A race distance's section on the races page: `races.html#race-5-km`.
  static func race(_ distance: String) -> String { "\(races)#\(raceAnchor(distance))" }
  static func raceAnchor(_ distance: String) -> String { "race-\(Slug.make(distance))" }

  /// A type's training log section: `types/run.html#weekly`.
  static func typeSection(_ type: String, _ section: String) -> String {
    "\(Self.type(type))#\(section)"
  }

  /// The path of the site's root on its host (`/diary/` for `https://me.example/diary`), from
  /// an http(s) base URL; nil without one.
  static func rootPath(ofBaseURL baseURL: String) -> String? {
    let base = FeedPage.base(baseURL)
    guard !base.isEmpty else { return nil }
    // `https:`, the empty text between the two slashes, then the host and the path.
    let hostAndPath = base.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
    let afterHost = hostAndPath.count == 3 ? hostAndPath[2].drop { $0 != "/" } : ""
    let path = afterHost.prefix { $0 != "?" && $0 != "#" }
    return path.isEmpty ? "/" : path.hasSuffix("/") ? String(path) : path + "/"
  }

  /// The file name of a type or tag page: its own for every term (`TermFileName`).
  private static func member(_ name: String, fallback: String) -> String {
    TermFileName.make(name, fallback: fallback)
  }

  /// The list page `number` (1-based) of a sort order.
  static func list(_ order: SortOrder, page number: Int, defaultSort: SortOrder) -> String {
    let base = order == defaultSort ? "index" : "by-\(order.rawValue)"
    return number <= 1 ? "\(base).html" : "\(base)-\(number).html"
  }
}

extension String {
  /// The text between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, for a name inside a
  /// sentence or a title (where `<bdi>` cannot go): a right-to-left name or one holding
  /// direction overrides keeps its own direction without turning the words around it.
  var directionIsolated: String { "\u{2068}" + self + "\u{2069}" }
}
