import DiaryCore

/// Every page and file of the site, derived from the state alone.
public enum SitePlan {
  /// The pages rendered through templates.
  public static func pages(for state: AppState) -> [Page] {
    ListPages.make(state) + WorkoutPages.make(state) + ArchivePages.make(state)
      + TaxonomyPages.make(state) + StatsPage.make(state) + FeedPage.make(state)
      + NotFoundPage.make(state)
  }

  /// The files made without templates: the data exports.
  public static func exports(for state: AppState) -> [OutputFile] {
    WorkoutsJSON.make(state) + WorkoutsCSV.make(state) + WorkoutsICS.make(state)
  }
}
