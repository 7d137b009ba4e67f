import Mustache

/// Which link of the site's navigation leads to the page at a path: `aria-current="page"` on
/// the link to the page itself, `"true"` on its section's link from the section's other pages
/// (a workout's page is in Workouts, a month's in Archive, a tag's in Tags).
enum Navigation {
  /// The navigation's fields for the page at `path`: the current section's name set to
  /// `page` or `true`, as `{{#current}}{{#tags}}…` reads them.
  static func current(forPath path: String) -> MustacheValue {
    let current = section(ofPath: path)
    var fields = MustacheObject(minimumCapacity: sections.count)
    // Every section is named, the others false, so that none is looked up in the page's own
    // fields (the stats page has `types`).
    for name in sections {
      guard let current, current.name == name else {
        fields[MustacheKey(name)] = .bool(false)
        continue
      }
      fields[MustacheKey(name)] = .string(path == current.landing ? "page" : "true")
    }
    return .object(fields)
  }

  private static let sections = [
    "workouts", "archive", "types", "tags", "stats", "races", "gear", "routes",
  ]

  private static func section(ofPath path: String) -> (name: String, landing: String)? {
    let parts = path.split(separator: "/")
    guard let first = parts.first else { return nil }
    if parts.count == 1 {
      if path == "index.html" || path.hasPrefix("index-") || path.hasPrefix("by-") {
        return ("workouts", "index.html")
      }
      if path == Links.archive { return ("archive", Links.archive) }
      if path == Links.stats { return ("stats", Links.stats) }
      if path == Links.races { return ("races", Links.races) }
      if path == Links.gear { return ("gear", Links.gear) }
      if path == Links.routes { return ("routes", Links.routes) }
      return nil
    }
    switch first {
    case "workouts": return ("workouts", "index.html")
    case "types": return ("types", Links.types)
    case "tags": return ("tags", Links.tags)
    default: return first.allSatisfy(\.isASCIIDigit) ? ("archive", Links.archive) : nil
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
