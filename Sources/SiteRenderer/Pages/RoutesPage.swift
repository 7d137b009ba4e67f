import DiaryCore
import Mustache

/// `routes.html`: every recorded route as a small drawing linking its workout, by year, newest
/// first. Made only when some workout has a route to show; the navigation links it then.
enum RoutesPage {
  /// One workout's route among the small drawings.
  struct Item: Codable, Sendable {
    var id: WorkoutID
    var name: String
    var date: LocalDate
    var distance: Distance?
    var type: String?
    /// Its route is drawn from `TrackSummary.Route.thumbnailPathData`.
    var track: Track
  }

  /// A year's routes, newest first.
  struct Year: Codable, Sendable {
    var year: Int
    var items: [Item]
  }

  struct Input: PageInput {
    static let template = "routes"
    var path = Links.routes
    var years: [Year]

    func context(in site: RenderContext) throws -> MustacheValue {
      let text = site.text
      let privacyTrim = site.config.privacyTrim
      let count = years.reduce(0) { $0 + $1.items.count }
      var summary = [text("routes.summary", ["count": text.count("count.routes", count)])]
      if privacyTrim > 0 {
        summary.append(
          text("routes.trim", ["trim": TrackText(text, type: nil).short(privacyTrim)]))
      }
      summary.append(text("routes.north"))
      let fields: MustacheObject = [
        "summary": .string(summary.joined(separator: " ")),
        "years": .list(
          years.map { year in
            .object([
              "year": .string(text.year(year.year)),
              "id": .string("year-\(year.year)"),
              "count": .string(text.count("count.routes", year.items.count)),
              "items": .list(year.items.map { item($0, text: text) }),
            ])
          }),
      ]
      return site.page(path: path, title: text("nav.routes"), fields)
    }

    private func item(_ item: Item, text: SiteText) -> MustacheValue {
      .object([
        "svg": item.track.summary.route.map { .string(RouteSVG.thumbnail($0)) } ?? .null,
        "name": .string(item.name),
        "url": .string(Links.workout(item.id)),
        "date": .string(text.date(item.date)),
        "isoDate": .string(item.date.description),
        "distance": item.distance.map { .string(text.distance($0, type: item.type)) } ?? .null,
      ])
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    guard data.context.hasRoutes else { return [] }
    var years: [Year] = []
    for workout in data.byDate {
      guard let track = data.track(of: workout), track.hasRoute else { continue }
      let item = Item(
        id: workout.id, name: workout.name, date: workout.date, distance: workout.distance,
        type: workout.type, track: track)
      if years.last?.year == workout.date.year {
        years[years.count - 1].items.append(item)
      } else {
        years.append(Year(year: workout.date.year, items: [item]))
      }
    }
    let input = Input(years: years)
    return [SiteFile(page: input, in: data.context)]
  }
}
