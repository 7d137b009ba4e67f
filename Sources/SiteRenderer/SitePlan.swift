import DiaryCore

/// Every page and export of the site, derived from the state alone. Cheap to make: the pages'
/// data is made only when they are rendered, so a plan of 100,000 pages stays small.
public struct SitePlan: Sendable {
  public var pages: [Page]
  public var exports: [ExportFile]
  /// What the plan was made from.
  public let data: SiteData

  public init(_ data: SiteData) {
    self.data = data
    let builders = Self.pageBuilders
    // The two largest builders first, so that each core starts on one of them.
    let order = Self.builderOrder
    let parts = order.concurrentMap(chunkSize: 1) { builders[$0](data) }
    var inPageOrder = [[Page]](repeating: [], count: builders.count)
    for (index, part) in zip(order, parts) { inPageOrder[index] = part }
    pages = inPageOrder.flatMap { $0 }
    exports = Self.exporters.map { $0(data) }
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

  static let exporters: [@Sendable (SiteData) -> ExportFile] = [
    WorkoutsJSON.export, WorkoutsCSV.export, WorkoutsICS.export,
  ]
}
