import DiaryCore
import Mustache

/// `404.html`, for hosts that serve it for any missing path, at any depth: with a base URL, the
/// page names the site's root in a `<base>` element, so its relative links work from
/// `/workouts/old-name.html` too (`diary serve` sets that base to its own root).
enum NotFoundPage {
  struct Input: PageInput {
    static let template = "404"
    var path = Links.notFound

    func context(in site: RenderContext) throws -> MustacheValue {
      let config = site.config
      let home = Links.list(config.defaultSort, page: 1, defaultSort: config.defaultSort)
      let text = site.text
      let links = [
        (text("notfound.all-workouts"), home), (text("nav.archive"), Links.archive),
        (text("nav.types"), Links.types), (text("nav.tags"), Links.tags),
      ]
      var fields: MustacheObject = [
        "links": .list(links.map { .object(["label": .string($0.0), "url": .string($0.1)]) })
      ]
      if let root = Links.rootPath(ofBaseURL: config.baseURL) { fields["base"] = .string(root) }
      return site.page(path: path, title: text("notfound.title"), fields)
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    [SiteFile(page: Input(), in: data.context)]
  }
}
