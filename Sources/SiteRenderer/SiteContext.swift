import DiaryCore
import Mustache

/// What every page of one build is rendered with besides its input: the settings and the
/// site's fields.
final class SiteContext: Sendable {
  let config: SiteConfig
  /// Whether the site has a routes page, linked from every page's navigation.
  let hasRoutes: Bool
  /// The fingerprint of the settings and of what every page's navigation links, part of
  /// every file's key.
  let settings: Fingerprint
  /// The site's title, author, home page and whether it has routes (`{{site.title}}`, …).
  let site: MustacheValue
  /// The site's language: its words (`{{t.…}}` in templates), numbers and dates.
  let localization: Localization
  /// The words and figures pages make in Swift, in the site's language and units.
  let text: SiteText
  /// The site's title: the language's name for a site without its own (`site.title`).
  let title: String

  init(config: SiteConfig, localization: Localization = .english, hasRoutes: Bool = false) {
    self.config = config
    self.localization = localization
    text = SiteText(localization, units: config.units)
    title = config.title == SiteConfig().title ? localization.text("site.title") : config.title
    self.hasRoutes = hasRoutes
    var settings = config.fingerprint
    settings.combine(localization.fingerprint)
    settings.combine(hasRoutes)
    self.settings = settings
    site = .object([
      "title": .string(title),
      "hasGear": .bool(!config.gearKeys.isEmpty),
      "author": config.author.isEmpty ? .null : .string(config.author),
      "home": .string(Links.list(config.defaultSort, page: 1, defaultSort: config.defaultSort)),
      "language": .string(localization.language),
      "direction": .string(localization.direction.rawValue),
      "hasRoutes": .bool(hasRoutes),
    ])
  }

  /// The workout's row (`WorkoutRow`): what its page and its row in a table show of it.
  func row(_ workout: Workout, best: String? = nil) -> MustacheValue {
    WorkoutRow.make(workout, text: text, best: best)
  }

  /// A page's data: its own fields, with the way back to the root, its title and the site's.
  func page(path: String, title: String, _ fields: MustacheObject) -> MustacheValue {
    var all = fields
    all[Key.root] = .string(rootPrefix(forPath: path))
    all[Key.current] = Navigation.current(forPath: path)
    all[Key.title] = .string(title)
    all[Key.site] = site
    all[Key.words] = localization.templateStrings
    return .object(all)
  }

  /// The names `page` sets, hashed once.
  private enum Key {
    static let root = MustacheKey("root")
    static let title = MustacheKey("title")
    static let site = MustacheKey("site")
    static let current = MustacheKey("current")
    static let words = MustacheKey(wordsName)
  }

  /// The name of the site's words in every page's data (`{{t.nav.archive}}`).
  static let wordsName = "t"
}

/// What a page's data is made with while it is rendered: the build's settings and rows
/// (`SiteContext`), and the renderer's rows ready as HTML (`RowHTML`).
struct RenderContext {
  let site: SiteContext
  let rowHTML: RowHTML

  var config: SiteConfig { site.config }
  var text: SiteText { site.text }

  func row(_ workout: Workout) -> MustacheValue { site.row(workout) }

  /// The rows of `workouts` for a table on the page at `path`, as HTML (`{{{rows}}}`), with
  /// the marks of the current bests among them (`marks`, in the workouts' order).
  func rows(_ workouts: [Workout], marks: [Stats.RaceMark] = [], onPageAt path: String) throws
    -> MustacheValue
  {
    let root = rootPrefix(forPath: path)
    var html = ""
    html.reserveCapacity(workouts.count * 1024)
    var nextMark = marks.startIndex
    for workout in workouts {
      var best: String?
      if nextMark < marks.endIndex, marks[nextMark].id == workout.id {
        best = marks[nextMark].distance
        nextMark += 1
      }
      try rowHTML.append(workout, best: best, root: root, to: &html) {
        guard case .object(var fields) = site.row(workout, best: best) else { return .null }
        // The row is rendered on its own: the words it shows go with it.
        fields[MustacheKey(SiteContext.wordsName)] = site.localization.templateStrings
        return .object(fields)
      }
    }
    return .string(html)
  }

  func page(path: String, title: String, _ fields: MustacheObject) -> MustacheValue {
    site.page(path: path, title: title, fields)
  }

}
