import DiaryCore
import Mustache

/// `feed.xml`: an Atom feed of the newest 50 workouts. Ids and dates come from the workouts
/// alone (never the clock or the base URL), so the same journal always gives the same feed.
enum FeedPage {
  static let path = Links.feed
  static let limit = 50

  struct Input: PageInput {
    static let template = "feed.xml"
    var path = FeedPage.path
    /// The newest workouts, newest first.
    var newest: [Workout]

    func context(in site: RenderContext) throws -> MustacheValue {
      let config = site.config
      let title = site.site.title
      let fields: MustacheObject = [
        "feedTitle": .string(XMLText.clean(title)),
        "authorName": .string(XMLText.clean(config.author.isEmpty ? title : config.author)),
        "feedID": .string("urn:workoutsdiary:feed"),
        "base": .string(base(config.baseURL)),
        "updated": .string(newest.first.map(timestamp) ?? "1970-01-01T00:00:00Z"),
        "entries": .list(newest.map { entry($0, text: site.text) }),
      ]
      return site.page(path: path, title: title, fields)
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    [SiteFile(page: Input(newest: Array(data.byDate.prefix(limit))), in: data.context)]
  }

  static func entry(_ workout: Workout, text: SiteText) -> MustacheValue {
    var terms: [String] = []
    for term in (workout.type.map { [$0] } ?? []) + workout.tags where !terms.contains(term) {
      terms.append(term)
    }
    return .object([
      "id": .string(entryID(workout.id)),
      "name": .string(XMLText.clean(workout.name)),
      "url": .string(Links.workout(workout.id)),
      "updated": .string(timestamp(workout)),
      "summary": .string(XMLText.clean(summary(workout, text: text))),
      "categories": .list(terms.map { .object(["term": .string(XMLText.clean($0))]) }),
      "notes": workout.notesHTML.isEmpty ? .null : .string(XMLText.clean(workout.notesHTML)),
    ])
  }

  /// `urn:workoutsdiary:2026-11-28-morning-intervals`: stable while the workout keeps its id.
  static func entryID(_ id: WorkoutID) -> String { "urn:workoutsdiary:\(id.rawValue)" }

  /// The workout's day and time as an RFC 3339 timestamp (`2026-11-28T07:15:00Z`; midnight
  /// when no time was written). Journal times carry no zone, so they are given as UTC.
  static func timestamp(_ workout: Workout) -> String {
    "\(workout.date)T\(workout.time?.description ?? "00:00"):00Z"
  }

  /// `28 Nov 2026 07:15 · run · 10.5 km · 52:30 · 5:00 /km · High complexity`.
  static func summary(_ workout: Workout, text: SiteText) -> String {
    let day = text.date(workout.date) + (workout.time.map { " \($0)" } ?? "")
    return ([day] + WorkoutSummary.parts(workout, text: text)).joined(separator: " · ")
  }

  /// The prefix of the feed's links: the base URL with a final `/` when it is an http(s) URL,
  /// else empty, so links stay relative to `feed.xml` at the site's root.
  static func base(_ baseURL: String) -> String {
    let trimmed = baseURL.filter { !$0.isWhitespace }
    let lowered = trimmed.lowercased()
    guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return "" }
    return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
  }
}

/// Text that XML 1.0 can carry: characters outside its `Char` production (C0 controls other
/// than tab, LF and CR; U+FFFE and U+FFFF) become U+FFFD. Markup escaping is Mustache's job.
enum XMLText {
  static func clean(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isForbidden) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0..<0x20, 0xFFFE, 0xFFFF: true
    default: false
    }
  }
}
