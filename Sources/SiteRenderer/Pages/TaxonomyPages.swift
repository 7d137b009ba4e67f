import DiaryCore
import Mustache

/// A page per type and per tag listing its workouts with totals, and an index of each
/// (`types/index.html`, `tags/index.html`). Names whose slugs collide ("open water" and
/// "open-water") share one page, so no two pages are ever written to the same path.
enum TaxonomyPages {
  /// A term with its totals, as a row of its index.
  struct TermSummary: Codable, Sendable {
    var label: String
    var url: String
    var totals: Totals
  }

  /// `types/index.html` or `tags/index.html`: every term with its totals, linked.
  struct IndexInput: PageInput {
    static let template = "taxonomy-index"
    var path: String
    var taxonomy: Taxonomy
    var terms: [TermSummary]

    func context(in site: RenderContext) throws -> MustacheValue {
      let text = site.text
      let name = taxonomy.rawValue
      let fields: MustacheObject = [
        "rows": .list(
          terms.map { term in
            .object([
              "label": .string(term.label), "url": .string(term.url),
              "totals": TotalsFields.make(
                term.totals, text: text, type: taxonomy == .type ? term.label : nil),
            ])
          }),
        "caption": .string(text("taxonomy.\(name).index-caption")),
        "columnLabel": .string(text("column.\(name)")),
        "isEmpty": .bool(terms.isEmpty),
        "emptyText": .string(text("taxonomy.\(name).empty")),
      ]
      return site.page(path: path, title: text("nav.\(name)s"), fields)
    }
  }

  /// One page of a type's or tag's workouts, its totals on the first page.
  struct TermInput: PageInput {
    static let template = "taxonomy"
    var path: String
    var taxonomy: Taxonomy
    var label: String
    var termURL: String
    var page: PageNumber
    /// On the first page only: an edit of one workout's distance or time then changes that
    /// page, not every page of the term.
    var totals: Totals?
    var workouts: [Workout]
    /// The current bests among `workouts`.
    var marks: [Stats.RaceMark]
    /// A type's training log, on its first page.
    var log: SportLog?

    func context(in site: RenderContext) throws -> MustacheValue {
      let text = site.text
      let name = ["name": label.directionIsolated]
      let fields: MustacheObject = [
        "parent": .object([
          "label": .string(text("nav.\(taxonomy.rawValue)s")), "url": .string(taxonomy.indexURL),
        ]),
        "totals": totals.map {
          TotalsFields.make($0, text: text, type: taxonomy == .type ? label : nil)
        } ?? .null,
        "rows": try site.rows(workouts, marks: marks, onPageAt: path),
        "caption": .string(text("taxonomy.\(taxonomy.rawValue).caption", name)),
        "pagination": Pagination.make(page, text: text) { TaxonomyTerm.url(termURL, page: $0) },
        "log": log.map { $0.fields(config: site.config, text: text, path: path) } ?? .null,
      ]
      return site.page(
        path: path,
        title: page.title(text("taxonomy.\(taxonomy.rawValue).title", name), text: text),
        fields)
    }
  }

  static func files(_ data: SiteData) -> [SiteFile] {
    Taxonomy.allCases.flatMap { taxonomy in
      let terms = data.terms.filter { $0.taxonomy == taxonomy }
      let summaries = terms.map { term in
        TermSummary(label: term.label, url: term.url, totals: Totals(term.workouts))
      }
      let index = IndexInput(path: taxonomy.indexURL, taxonomy: taxonomy, terms: summaries)
      return [SiteFile(page: index, in: data.context)]
        + terms.flatMap { files($0, data: data) }
    }
  }

  /// One type's or tag's pages: `types/run.html`, then `types/run/2.html`, …
  static func files(_ term: TaxonomyTerm, data: SiteData) -> [SiteFile] {
    let totals = Totals(term.workouts)
    let log =
      term.taxonomy == .type
      ? data.span.map { span in
        SportLog(type: term.name, workouts: term.workouts, span: span)
      } : nil
    return PageNumber.pages(of: term.workouts, size: data.config.pageSize).map { page, slice in
      let isFirst = page.number == 1
      let input = TermInput(
        path: TaxonomyTerm.url(term.url, page: page.number), taxonomy: term.taxonomy,
        label: term.label, termURL: term.url, page: page,
        totals: isFirst ? totals : nil, workouts: slice,
        marks: data.races.marks(among: slice), log: isFirst ? log : nil)
      return SiteFile(page: input, in: data.context)
    }
  }
}

/// The two ways workouts are classified.
enum Taxonomy: String, CaseIterable, Codable, Sendable {
  case type
  case tag

  var indexURL: String { self == .type ? Links.types : Links.tags }

  func url(_ name: String) -> String { self == .type ? Links.type(name) : Links.tag(name) }

  /// The terms a workout is classified under.
  func names(of workout: Workout) -> [String] {
    switch self {
    case .type: workout.type.map { [$0] } ?? []
    case .tag: workout.tags
    }
  }
}

/// One type or tag, with its workouts; its page's file is its own (`TermFileName`).
struct TaxonomyTerm: Equatable, Sendable {
  var taxonomy: Taxonomy
  var url: String
  var name: String
  /// Newest first.
  var workouts: [Workout]

  var label: String { name }

  /// Page `number` (1-based) of the term at `url`: `types/run.html`, `types/run/2.html`. Slugs
  /// have no slash, so a later page never collides with another term's first page.
  static func url(_ url: String, page number: Int) -> String {
    number <= 1 ? url : "\(url.dropLast(".html".count))/\(number).html"
  }

  /// The types, then the tags of `workouts` (newest first), each in the order of their names.
  static func terms(of workouts: [Workout]) -> [TaxonomyTerm] {
    Taxonomy.allCases.flatMap { taxonomy in
      WorkoutGroup.grouped(workouts, by: taxonomy.names).sorted { $0.name < $1.name }.map {
        TaxonomyTerm(
          taxonomy: taxonomy, url: taxonomy.url($0.name), name: $0.name, workouts: $0.workouts)
      }
    }
  }
}
