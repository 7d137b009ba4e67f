import DiaryCore

/// Every page and file of the site, derived from the state alone.
public enum SitePlan {
  /// The pages rendered through templates.
  public static func pages(for state: AppState) -> [Page] {
    plan(for: state, pageBuilders, []).pages
  }

  /// The files made without templates: the data exports.
  public static func exports(for state: AppState) -> [OutputFile] {
    plan(for: state, [], exporters).exports
  }

  /// The pages and the exports, each kind built on its own core when one is free.
  public static func pagesAndExports(for state: AppState) -> (pages: [Page], exports: [OutputFile])
  {
    plan(for: state, pageBuilders, exporters)
  }

  static let pageBuilders: [@Sendable (AppState) -> [Page]] = [
    ListPages.make, WorkoutPages.make, ArchivePages.make, TaxonomyPages.make, StatsPage.make,
    FeedPage.make, NotFoundPage.make,
  ]

  static let exporters: [@Sendable (AppState) -> [OutputFile]] = [
    WorkoutsJSON.make, WorkoutsCSV.make, WorkoutsICS.make,
  ]

  private enum Part: Sendable {
    case pages([Page])
    case files([OutputFile])
  }

  private static func plan(
    for state: AppState, _ builders: [@Sendable (AppState) -> [Page]],
    _ exporters: [@Sendable (AppState) -> [OutputFile]]
  ) -> (pages: [Page], exports: [OutputFile]) {
    let jobs: [@Sendable () -> Part] =
      builders.map { build in { @Sendable in .pages(build(state)) } }
      + exporters.map { export in { @Sendable in .files(export(state)) } }
    var pages: [Page] = []
    var exports: [OutputFile] = []
    for part in jobs.concurrentMap(chunkSize: 1, { $0() }) {
      switch part {
      case .pages(let built): pages += built
      case .files(let made): exports += made
      }
    }
    return (pages, exports)
  }
}
