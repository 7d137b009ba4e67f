import DiaryCore

/// Every file of the site, derived from the state alone: the pages, the exports and the
/// theme's assets, each with its key.
public struct Site: Sendable {
  public let data: SiteData
  public let files: [SiteFile]

  public init(
    _ state: AppState, assets: [OutputFile] = [], localization: Localization = .english
  ) {
    self.init(SiteData(state: state, localization: localization), assets: assets)
  }

  public init(_ data: SiteData, assets: [OutputFile] = []) {
    self.data = data
    files =
      Self.kinds.concurrentMap(chunkSize: 1) { $0(data) }.flatMap { $0 }
      + assets.map(SiteFile.init(asset:))
  }

  /// Each kind of file of the site; a new kind of page is one more entry. The costliest single
  /// files come first, so that the cores rendering them finish together.
  static let kinds: [@Sendable (SiteData) -> [SiteFile]] = [
    StatsPage.files, Exports.files, FeedPage.files, ListPages.files, ArchivePages.files,
    TaxonomyPages.files, WorkoutPages.files, RacesPage.files, GearPage.files, RoutesPage.files,
    NotFoundPage.files,
  ]

  /// The key of every file with its path, in the files' order, made on every core.
  public func keys() -> [(path: String, key: Fingerprint)] {
    files.concurrentMap(chunkSize: 64) { ($0.path, $0.key) }
  }
}
