import DiaryCore

/// Every page of the site, derived from the state alone.
public enum SitePlan {
  public static func pages(for state: AppState) -> [Page] {
    ListPages.make(state) + WorkoutPages.make(state)
  }
}

extension SitePlan {
  /// The files made without templates: the data exports.
  public static func exports(for state: AppState) -> [OutputFile] {
    []
  }
}
