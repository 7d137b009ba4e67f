import DiaryCore
import Mustache

/// A page per type and per tag listing its workouts with totals, and an index of each
/// (`types/index.html`, `tags/index.html`). Names whose slugs collide ("open water" and
/// "open-water") share one page, so no two pages are ever written to the same path.
enum TaxonomyPages {
  static func make(_ state: AppState) -> [Page] {
    make(SiteData(state: state))
  }

  static func make(_ data: SiteData) -> [Page] {
    Taxonomy.allCases.flatMap { taxonomy in
      let terms = data.terms.filter { $0.taxonomy == taxonomy }
      return [index(terms, taxonomy: taxonomy, data: data)]
        + terms.flatMap { pages($0, data: data) }
    }
  }

  /// `types/index.html` or `tags/index.html`: every term with its totals, linked.
  static func index(_ terms: [TaxonomyTerm], taxonomy: Taxonomy, data: SiteData) -> Page {
    let path = taxonomy.indexURL
    let config = data.config
    return Page(path: path, template: "taxonomy-index", key: data.keyOfAllRows()) {
      let fields: MustacheObject = [
        "rows": .list(
          terms.map { term in
            .object([
              "label": .string(term.label), "url": .string(term.url),
              "kind": .string(taxonomy.rawValue),
              "totals": TotalsFields.make(Totals(term.workouts), config: config),
            ])
          }),
        "caption": .string("Workouts per \(taxonomy.singular), in alphabetical order"),
        "columnLabel": .string(taxonomy.label),
        "isEmpty": .bool(terms.isEmpty),
        "emptyText": .string(taxonomy.emptyText),
      ]
      return PageContext.make(path: path, title: taxonomy.title, site: data.site, fields)
    }
  }

  /// One type's or tag's pages: its totals and its workouts, newest first, paginated like
  /// the lists: `types/run.html`, then `types/run/2.html`, `types/run/3.html`, …
  static func pages(_ term: TaxonomyTerm, data: SiteData) -> [Page] {
    let taxonomy = term.taxonomy
    let config = data.config
    let workouts = term.workouts
    let size = config.pageSize > 0 ? config.pageSize : max(workouts.count, 1)
    let pageCount = max(1, (workouts.count + size - 1) / size)
    let totals = Totals(workouts)
    let link = { @Sendable (number: Int) in term.url(page: number) }
    return (1...pageCount).map { number in
      let slice = workouts.dropFirst((number - 1) * size).prefix(size)
      let path = link(number)
      var key = data.key("term", rows: slice)
      for name in term.names { key.combine(name) }
      key.combine(number)
      key.combine(pageCount)
      // The totals head the first page only: an edit of one workout's distance or duration
      // then changes that page, not every page of the term.
      let pageTotals = number == 1 ? totals : nil
      if let pageTotals {
        key.combine(pageTotals.count)
        key.combine(pageTotals.metres)
        key.combine(pageTotals.seconds)
      }
      return Page(
        path: path, template: "taxonomy", key: key, newestRowDay: slice.first?.date.dayNumber,
        contextWithPlaceholders: { placeholders in
          let fields: MustacheObject = [
            "parent": .object([
              "label": .string(taxonomy.title), "url": .string(taxonomy.indexURL),
            ]),
            "totals": pageTotals.map { TotalsFields.make($0, config: config) } ?? .null,
            "rows": data.rows.identifiedRows(slice, placeholders: placeholders),
            "caption": .string("Workouts \(taxonomy.phrase) \(term.label), newest first"),
            "pagination": Pagination.make(page: number, of: pageCount, link: link),
          ]
          let suffix = number > 1 ? " (page \(number) of \(pageCount))" : ""
          return PageContext.make(
            path: path, title: "\(taxonomy.label): \(term.label)\(suffix)", site: data.site, fields
          )
        })
    }
  }
}

/// The two ways workouts are classified.
enum Taxonomy: String, CaseIterable, Sendable {
  case type
  case tag

  var singular: String { rawValue }
  /// `Type` or `Tag`.
  var label: String { self == .type ? "Type" : "Tag" }
  var title: String { self == .type ? "Types" : "Tags" }
  var indexURL: String { self == .type ? Links.types : Links.tags }
  /// How a caption names a term's workouts: "Workouts of type run", "Workouts tagged easy".
  var phrase: String { self == .type ? "of type" : "tagged" }
  var emptyText: String {
    self == .type ? "No workout has a type yet." : "No workout has a tag yet."
  }

  /// The terms a workout is classified under.
  func names(of workout: Workout) -> [String] {
    switch self {
    case .type: workout.type.map { [$0] } ?? []
    case .tag: workout.tags
    }
  }

  func url(_ name: String) -> String { self == .type ? Links.type(name) : Links.tag(name) }
}

/// The workouts under one page of a taxonomy: every name whose link leads to that page.
struct TaxonomyTerm: Equatable, Sendable {
  var taxonomy: Taxonomy
  var url: String
  /// The distinct names sharing the page, sorted.
  var names: [String]
  /// Newest first.
  var workouts: [Workout]

  /// `open water / open-water` when names collide.
  var label: String { names.joined(separator: " / ") }

  /// Page `number` (1-based) of the term: `types/run.html`, `types/run/2.html`. Slugs have no
  /// slash, so a later page never collides with another term's first page.
  func url(page number: Int) -> String {
    number <= 1 ? url : "\(url.dropLast(".html".count))/\(number).html"
  }

  /// The terms of `workouts` (sorted newest first), in the order of their URLs, with each
  /// workout's place in them: the index of a workout in `workouts` and of a term it is listed
  /// under in `terms`, workout by workout.
  static func groupRecordingMembers(_ workouts: [Workout], in taxonomy: Taxonomy)
    -> (terms: [TaxonomyTerm], members: [(workout: Int32, term: Int32)])
  {
    var grouping = Grouping(taxonomy: taxonomy)
    grouping.pairs.reserveCapacity(workouts.count)
    for position in workouts.indices {
      let workout = workouts[position]
      switch taxonomy {
      case .type:
        if let type = workout.type {
          grouping.add(workout, at: position, to: grouping.term(named: type))
        }
      case .tag:
        let tags = workout.tags
        if tags.count == 1 {
          grouping.add(workout, at: position, to: grouping.term(named: tags[0]))
          continue
        }
        let indices = tags.map { grouping.term(named: $0) }
        for (place, index) in indices.enumerated() {
          // Once per term, even when two of its names (`open water`, `open-water`) are given.
          guard !indices[..<place].contains(index) else { continue }
          grouping.add(workout, at: position, to: index)
        }
      }
    }
    var terms = grouping.terms
    let members = grouping.members
    let pairs = grouping.pairs
    for index in terms.indices {
      terms[index].names.sort()
      terms[index].workouts = members[index]
    }
    let order = terms.indices.sorted { terms[$0].url < terms[$1].url }
    var rank = [Int32](repeating: 0, count: terms.count)
    for (sorted, index) in order.enumerated() { rank[index] = Int32(sorted) }
    return (order.map { terms[$0] }, pairs.map { ($0.workout, rank[Int($0.term)]) })
  }

  /// The terms found so far, their workouts and each workout's terms.
  private struct Grouping {
    let taxonomy: Taxonomy
    var terms: [TaxonomyTerm] = []
    var termByURL: [String: Int] = [:]
    /// Each name's slug made once, not once per workout.
    var termByName: [TextKey: Int] = [:]
    /// The workouts of each term, gathered apart from the terms (appending to an array inside
    /// an array element of `terms` copied it).
    var members: [[Workout]] = []
    var pairs: [(workout: Int32, term: Int32)] = []

    init(taxonomy: Taxonomy) { self.taxonomy = taxonomy }

    mutating func term(named name: String) -> Int {
      let key = TextKey(name)
      if let known = termByName[key] { return known }
      let url = taxonomy.url(name)
      let index: Int
      if let existing = termByURL[url] {
        index = existing
      } else {
        index = terms.count
        terms.append(TaxonomyTerm(taxonomy: taxonomy, url: url, names: [], workouts: []))
        members.append([])
        termByURL[url] = index
      }
      termByName[key] = index
      terms[index].names.append(name)
      return index
    }

    mutating func add(_ workout: Workout, at position: Int, to index: Int) {
      members[index].append(workout)
      pairs.append((Int32(position), Int32(index)))
    }
  }
}
