import DiaryCore
import Mustache

/// `404.html`, for hosts that serve it for missing files; its links assume the site's root.
enum NotFoundPage {
  static func make(_ state: AppState) -> [Page] {
    make(SiteData(state: state))
  }

  static func make(_ data: SiteData) -> [Page] {
    let path = Links.notFound
    let config = data.config
    let home = Links.list(config.defaultSort, page: 1, defaultSort: config.defaultSort)
    let links = [
      ("All workouts", home), ("Archive", Links.archive), ("Types", Links.types),
      ("Tags", Links.tags),
    ]
    let fields: MustacheObject = [
      "links": .list(links.map { .object(["label": .string($0.0), "url": .string($0.1)]) })
    ]
    let context = PageContext.make(path: path, title: "Page not found", config: config, fields)
    return [Page(path: path, template: "404", key: data.key("404")) { context }]
  }
}
