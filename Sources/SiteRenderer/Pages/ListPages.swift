import DiaryCore
import Mustache

/// The workout list in each sort order, paginated, with a switch between the orders.
enum ListPages {
  struct Input: PageInput {
    static let template = "list"
    var path: String
    var order: SortOrder
    var page: PageNumber
    /// Every workout of the list, on all its pages.
    var total: Int
    var workouts: [Workout]
    /// The current bests among `workouts`.
    var marks: [Stats.RaceMark]
    /// This week, month and year and the goals: on `index.html` only.
    var overview: Overview?

    func context(in site: RenderContext) throws -> MustacheValue {
      let config = site.config
      let text = site.text
      var fields: MustacheObject = [
        "sorts": .list(
          SortOrder.allCases.map { sortSwitch($0, current: order, config: config, text: text) }),
        "order": .string(order.rawValue),
        "orderLabel": .string(text("sort.\(order.rawValue)")),
        "caption": .string(text("list.caption.\(order.rawValue)")),
        "rows": try site.rows(workouts, marks: marks, onPageAt: path),
        "countLabel": .string(text.workouts(total)),
        "isEmpty": .bool(total == 0),
        "emptyText": .string(ListPages.emptyText(text)),
        "pagination": Pagination.make(page, text: text) {
          Links.list(order, page: $0, defaultSort: config.defaultSort)
        },
      ]
      fields["overview"] = overview.map { $0.fields(config: config, text: text) } ?? .null
      return site.page(
        path: path, title: page.title(text("list.title.\(order.rawValue)"), text: text), fields)
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    let config = data.config
    let overview = Overview(data)
    return SortOrder.allCases.flatMap { order in
      let workouts = data.workouts(sortedBy: order)
      return PageNumber.pages(of: workouts, size: config.pageSize).map { page, slice in
        let path = Links.list(order, page: page.number, defaultSort: config.defaultSort)
        let isHome = order == config.defaultSort && page.number == 1
        let input = Input(
          path: path, order: order, page: page, total: workouts.count, workouts: slice,
          marks: data.races.marks(among: slice), overview: isHome ? overview : nil)
        return SiteFile(page: input, in: data.context)
      }
    }
  }

  /// What an empty journal's pages say, as HTML: add a heading.
  static func emptyText(_ text: SiteText, key: String = "list.empty") -> String {
    text.html(key, ["heading": "<code>\(escapeHTML(text("list.heading-example")))</code>"])
  }

  private static func sortSwitch(
    _ order: SortOrder, current: SortOrder, config: SiteConfig, text: SiteText
  ) -> MustacheValue {
    .object([
      "label": .string(text("sort.\(order.rawValue)")),
      "url": .string(Links.list(order, page: 1, defaultSort: config.defaultSort)),
      "isCurrent": .bool(order == current),
    ])
  }
}

/// One page of a paginated list: its number and how many there are.
struct PageNumber: Codable, Hashable, Sendable {
  var number: Int
  var count: Int

  /// The pages of `workouts`, `size` to a page (all on one page when `size` is 0), each with
  /// its workouts; one empty page when there are none.
  static func pages(of workouts: [Workout], size: Int) -> [(PageNumber, [Workout])] {
    let size = size > 0 ? size : max(workouts.count, 1)
    let count = max(1, (workouts.count + size - 1) / size)
    return (1...count).map { number in
      let slice = workouts.dropFirst((number - 1) * size).prefix(size)
      return (PageNumber(number: number, count: count), Array(slice))
    }
  }

  /// The title of this page of a list titled `title`: `Workouts (page 2 of 5)` after the
  /// first.
  func title(_ title: String, text: SiteText) -> String {
    guard number > 1 else { return title }
    return text(
      "page.title", ["title": title, "page": text.number(number), "count": text.number(count)])
  }
}

/// Links to the other pages of a paginated list: the first and last pages, and the two on
/// either side of the current one, with a gap (`…`) for the pages left out. So a page of a
/// 1,000-page list links to at most 7 pages, not 1,000.
enum Pagination {
  static let around = 2

  static func make(_ page: PageNumber, text: SiteText, link: (Int) -> String) -> MustacheValue {
    guard page.count > 1 else { return .null }
    var pages: [MustacheValue] = []
    var last = 0
    for number in shown(page: page.number, of: page.count) {
      if number > last + 1 { pages.append(.object(["isGap": .bool(true)])) }
      pages.append(
        .object([
          "number": .string(text.words.number(String(number))), "url": .string(link(number)),
          "isCurrent": .bool(number == page.number), "isGap": .bool(false),
        ]))
      last = number
    }
    var fields: MustacheObject = [
      "page": .number(Double(page.number)),
      "pageCount": .number(Double(page.count)),
      "pages": .list(pages),
    ]
    fields["previous"] = page.number > 1 ? .string(link(page.number - 1)) : .null
    fields["next"] = page.number < page.count ? .string(link(page.number + 1)) : .null
    return .object(fields)
  }

  /// The page numbers linked from `page`, in order.
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
