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
      let units = site.config.units
      let privacyTrim = site.config.privacyTrim
      let count = years.reduce(0) { $0 + $1.items.count }
      let fields: MustacheObject = [
        "count": .string(DecimalFormat.grouped(count) + (count == 1 ? " route" : " routes")),
        "trim": privacyTrim > 0
          ? .string(TrackText(units: units, type: nil).short(privacyTrim)) : .null,
        "years": .list(
          years.map { year in
            .object([
              "year": .string(String(year.year)),
              "id": .string("year-\(year.year)"),
              "count": .string(
                DecimalFormat.grouped(year.items.count)
                  + (year.items.count == 1 ? " route" : " routes")),
              "items": .list(year.items.map { item($0, units: units) }),
            ])
          }),
      ]
      return site.page(path: path, title: "Routes", fields)
    }

    private func item(_ item: Item, units: UnitSystem) -> MustacheValue {
      .object([
        "svg": item.track.summary.route.map { .string(RouteSVG.thumbnail($0)) } ?? .null,
        "name": .string(item.name),
        "url": .string(Links.workout(item.id)),
        "date": .string(item.date.displayed),
        "isoDate": .string(item.date.description),
        "distance": item.distance.map { .string(units.format($0, type: item.type)) } ?? .null,
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
