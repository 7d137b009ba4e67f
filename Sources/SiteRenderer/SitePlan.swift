import DiaryCore

/// Every page and export of the site, derived from the state alone. Cheap to make: the pages'
/// data is made only when they are rendered, so a plan of 100,000 pages stays small.
public struct SitePlan: Sendable {
  public var pages: [Page]
  public var exports: [ExportFile]
  /// What the plan was made from.
  public let data: SiteData
  /// Where the workout pages lie in `pages`: for the next plan to reuse, and for the writer,
  /// which keeps them apart (they are created in one folder).
  let workoutPages: Range<Int>

  /// `previous`, the plan of an earlier state (`diary serve`'s last build), lends the pages
  /// of the workouts that did not change, nor did their neighbours.
  public init(_ data: SiteData, reusing previous: SitePlan? = nil) {
    self.data = data
    let reusable = previous.map { previous in
      WorkoutPages.Made(
        byDate: previous.data.byDate, config: previous.data.config,
        pages: Array(previous.pages[previous.workoutPages]))
    }
    var builders = Self.pageBuilders
    builders[Self.workoutPagesBuilder] = { WorkoutPages.make($0, reusing: reusable) }
    // The two largest builders first, so that each core starts on one of them; the exports
    // last, on the core that is done first.
    let order = Self.builderOrder + [Self.exportsJob]
    let made = Locked<[ExportFile]>([])
    var parts = order.concurrentMap(chunkSize: 1) { [builders] index -> [Page] in
      guard index != Self.exportsJob else {
        let exports = Self.exporters.map { $0(data) }
        made.withLock { $0 = exports }
        return []
      }
      return builders[index](data)
    }
    // The workout pages, nearly all of them, stay in the array they were made in (held by
    // nothing else, so that the others go in front of them by moving it, not copying and
    // retaining each page).
    var workouts: [Page] = []
    if let slot = order.firstIndex(of: Self.workoutPagesBuilder) {
      swap(&workouts, &parts[slot])
    }
    var inPageOrder = [[Page]](repeating: [], count: builders.count)
    for (index, part) in zip(order, parts) where index != Self.exportsJob {
      inPageOrder[index] = part
    }
    parts = []
    // The pages that list workouts newest first come after the others (which keep the
    // builders' order, the costliest first), in order of their newest workout's day whatever
    // list they belong to: a row made for one page is soon shown again by the next ones.
    let others = inPageOrder.flatMap { $0 }
    let listing = others.indices.filter { others[$0].newestRowDay != nil }.sorted { lhs, rhs in
      let (left, right) = (others[lhs].newestRowDay ?? 0, others[rhs].newestRowDay ?? 0)
      return left != right ? left > right : lhs < rhs
    }
    let front = others.filter { $0.newestRowDay == nil } + listing.map { others[$0] }
    workoutPages = front.count..<(front.count + workouts.count)
    workouts.insert(contentsOf: front, at: 0)
    pages = workouts
    exports = made.withLock { $0 }
  }

  public init(for state: AppState) {
    self.init(SiteData(state: state))
  }

  /// The pages rendered through templates.
  public static func pages(for state: AppState) -> [Page] {
    SitePlan(for: state).pages
  }

  /// The data exports, made whole.
  public static func exports(for state: AppState) -> [OutputFile] {
    SitePlan(for: state).exports.map { $0.file() }
  }

  /// The costliest single pages come first, so the cores finish together: pages are written
  /// in this order, a chunk at a time, and a long page last would leave one core idle.
  static let pageBuilders: [@Sendable (SiteData) -> [Page]] = [
    StatsPage.make, FeedPage.make, ListPages.make, WorkoutPages.make, ArchivePages.make,
    TaxonomyPages.make, NotFoundPage.make,
  ]

  /// Indices of `pageBuilders`, the costliest first: the workout pages, then types and tags.
  static let builderOrder = [3, 5, 2, 4, 0, 1, 6]
  static let workoutPagesBuilder = 3
  /// The job, among the builders', that makes the exports.
  static let exportsJob = -1

  static let exporters: [@Sendable (SiteData) -> ExportFile] = [
    WorkoutsJSON.export, WorkoutsCSV.export, WorkoutsICS.export,
  ]
}
