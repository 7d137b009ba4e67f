import DiaryCore
import Mustache

/// The data every page shares: the way back to the root, the site's title, the page's title.
enum PageContext {
  static func make(
    path: String, title: String, config: SiteConfig, _ fields: MustacheObject
  ) -> MustacheValue {
    make(path: path, title: title, site: site(config), fields)
  }

  /// The same, with the site's fields made once for all pages (`SiteData.site`).
  static func make(
    path: String, title: String, site: MustacheValue, _ fields: MustacheObject
  ) -> MustacheValue {
    var all = fields
    all[Key.root] = .string(Page.root(forPath: path))
    all[Key.title] = .string(title)
    all[Key.site] = site
    return .object(all)
  }

  /// How many fields `make` adds: room a page's object can reserve for them.
  static let fieldCount = 3

  /// The names `make` sets, hashed once for every page.
  private enum Key {
    static let root = MustacheKey("root")
    static let title = MustacheKey("title")
    static let site = MustacheKey("site")
  }

  /// The site's title, author and home page.
  static func site(_ config: SiteConfig) -> MustacheValue {
    .object([
      "title": .string(config.title),
      "author": config.author.isEmpty ? .null : .string(config.author),
      "home": .string(Links.list(config.defaultSort, page: 1, defaultSort: config.defaultSort)),
    ])
  }
}
