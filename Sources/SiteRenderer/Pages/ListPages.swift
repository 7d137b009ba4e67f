import DiaryCore
import Mustache

/// The workout list in each sort order, paginated, with a switch between the orders.
enum ListPages {
  static func make(_ state: AppState) -> [Page] {
    SortOrder.allCases.flatMap { order in
      make(state.workouts(sortedBy: order), order: order, config: state.config)
    }
  }

  static func make(_ workouts: [Workout], order: SortOrder, config: SiteConfig) -> [Page] {
    let size = config.pageSize > 0 ? config.pageSize : max(workouts.count, 1)
    let pageCount = max(1, (workouts.count + size - 1) / size)
    let link = { (number: Int) in Links.list(order, page: number, defaultSort: config.defaultSort) }
    return (1...pageCount).map { number in
      let slice = workouts.dropFirst((number - 1) * size).prefix(size)
      let path = link(number)
      let fields: [String: MustacheValue] = [
        "sorts": .list(SortOrder.allCases.map { sortSwitch($0, current: order, config: config) }),
        "order": .string(order.rawValue),
        "orderLabel": .string(label(order)),
        "caption": .string("Workouts by \(label(order).lowercased()), \(direction(order))"),
        "rows": .list(slice.map { WorkoutRow.make($0, config: config) }),
        "count": .number(Double(workouts.count)),
        "isEmpty": .bool(workouts.isEmpty),
        "pagination": Pagination.make(page: number, of: pageCount, link: link),
      ]
      let suffix = number > 1 ? " (page \(number) of \(pageCount))" : ""
      return Page(
        path: path, template: "list",
        context: PageContext.make(
          path: path, title: "Workouts by \(label(order).lowercased())\(suffix)", config: config,
          fields))
    }
  }

  static func label(_ order: SortOrder) -> String {
    switch order {
    case .date: "Date"
    case .distance: "Distance"
    case .complexity: "Complexity"
    }
  }

  static func direction(_ order: SortOrder) -> String {
    switch order {
    case .date: "newest first"
    case .distance: "longest first"
    case .complexity: "hardest first"
    }
  }

  private static func sortSwitch(_ order: SortOrder, current: SortOrder, config: SiteConfig)
    -> MustacheValue
  {
    .object([
      "label": .string(label(order)),
      "url": .string(Links.list(order, page: 1, defaultSort: config.defaultSort)),
      "isCurrent": .bool(order == current),
    ])
  }
}

/// Links to the other pages of a paginated list.
enum Pagination {
  static func make(page: Int, of count: Int, link: (Int) -> String) -> MustacheValue {
    guard count > 1 else { return .null }
    var fields: [String: MustacheValue] = [
      "page": .number(Double(page)),
      "pageCount": .number(Double(count)),
      "pages": .list(
        (1...count).map { number in
          .object([
            "number": .number(Double(number)), "url": .string(link(number)),
            "isCurrent": .bool(number == page),
          ])
        }),
    ]
    fields["previous"] = page > 1 ? .string(link(page - 1)) : .null
    fields["next"] = page < count ? .string(link(page + 1)) : .null
    return .object(fields)
  }
}
