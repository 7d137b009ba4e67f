import DiaryCore
import Mustache

/// The workout list in each sort order, paginated, with a switch between the orders.
enum ListPages {
  static func make(_ state: AppState) -> [Page] {
    make(SiteData(state: state))
  }

  static func make(_ data: SiteData) -> [Page] {
    SortOrder.allCases.flatMap { order in
      make(data.workouts(sortedBy: order), order: order, data: data)
    }
  }

  static func make(_ workouts: [Workout], order: SortOrder, data: SiteData) -> [Page] {
    let config = data.config
    let size = config.pageSize > 0 ? config.pageSize : max(workouts.count, 1)
    let pageCount = max(1, (workouts.count + size - 1) / size)
    let link = { @Sendable (number: Int) in
      Links.list(order, page: number, defaultSort: config.defaultSort)
    }
    return (1...pageCount).map { number in
      let slice = workouts.dropFirst((number - 1) * size).prefix(size)
      let path = link(number)
      let total = workouts.count
      var key = data.key("list", order.rawValue, rows: slice)
      key.combine(number)
      key.combine(pageCount)
      key.combine(total)
      // The distance list's rows are in no order of days: it is rendered with the pages
      // that show none.
      let newestRowDay = order == .distance ? nil : slice.first?.date.dayNumber
      return Page(
        path: path, template: "list", key: key, newestRowDay: newestRowDay,
        contextWithPlaceholders: { placeholders in
          let fields: MustacheObject = [
            "sorts": .list(
              SortOrder.allCases.map { sortSwitch($0, current: order, config: config) }),
            "order": .string(order.rawValue),
            "orderLabel": .string(label(order)),
            "caption": .string("Workouts by \(label(order).lowercased()), \(direction(order))"),
            "rows": data.rows.identifiedRows(slice, placeholders: placeholders),
            "count": .number(Double(total)),
            "isEmpty": .bool(total == 0),
            "pagination": Pagination.make(page: number, of: pageCount, link: link),
          ]
          let suffix = number > 1 ? " (page \(number) of \(pageCount))" : ""
          return PageContext.make(
            path: path, title: "Workouts by \(label(order).lowercased())\(suffix)", site: data.site,
            fields)
        })
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

/// Links to the other pages of a paginated list: the first and last pages, and the two on
/// either side of the current one, with a gap (`…`) for the pages left out. So a page of a
/// 1,000-page list links to at most 7 pages, not 1,000.
enum Pagination {
  static let around = 2

  static func make(page: Int, of count: Int, link: (Int) -> String) -> MustacheValue {
    guard count > 1 else { return .null }
    var pages: [MustacheValue] = []
    var last = 0
    for number in shown(page: page, of: count) {
      if number > last + 1 { pages.append(.object(["isGap": .bool(true)])) }
      pages.append(
        .object([
          "number": .number(Double(number)), "url": .string(link(number)),
          "isCurrent": .bool(number == page), "isGap": .bool(false),
        ]))
      last = number
    }
    var fields: MustacheObject = [
      "page": .number(Double(page)),
      "pageCount": .number(Double(count)),
      "pages": .list(pages),
    ]
    fields["previous"] = page > 1 ? .string(link(page - 1)) : .null
    fields["next"] = page < count ? .string(link(page + 1)) : .null
    return .object(fields)
  }

  /// The page numbers linked from `page`, in order: made from the window, not by looking at
  /// every page (a list of 100,000 workouts has 1,000 pages, each with this).
  static func shown(page: Int, of count: Int) -> [Int] {
    guard count >= 1 else { return [] }
    let window = max(1, page - around)...min(count, max(1, page + around))
    var numbers: [Int] = []
    if window.lowerBound > 1 { numbers.append(1) }
    numbers += window
    if window.upperBound < count { numbers.append(count) }
    return numbers
  }
}
