/// The site's settings, from the journal's `diary.conf` and the command line.
public struct SiteConfig: Hashable, Sendable, Codable {
  public var title = "Workouts diary"
  public var author = ""
  /// Absolute URL of the published site, only used for the feed's links; may be empty.
  public var baseURL = ""
  public var units = UnitSystem.metric
  /// 1 = Monday … 7 = Sunday.
  public var weekStart = 1
  /// Workouts per list page; 0 puts every workout on one page.
  public var pageSize = 100
  /// Whether links in notes to other sites stay clickable (else they show as text with the address).
  public var linksExternalSites = true
  /// The order `index.html` shows.
  public var defaultSort = SortOrder.date
  /// Custom field keys (lowercase) whose values name pieces of gear, in the order written.
  public var gearKeys: [String] = []
  /// Distances after which pieces of gear are due, in the order written.
  public var gearLimits: [GearLimit] = []
  /// In the order written.
  public var goals: [Goal] = []
  /// The language of the site's words, numbers and dates: `en`, `de`, `es`, `ar`, or any
  /// language the theme has a strings file for.
  public var language = "en"
  /// The IANA time zone (`Europe/Zurich`) `diary import` dates a recording in when the file
  /// does not tell its own offset; empty for the machine's zone.
  public var timeZone = ""
  /// How much of a recorded route is hidden at each end, in metres along it (0 hides nothing),
  /// so that a route starting at home does not show where home is.
  public var privacyTrim = 200.0

  public init() {}

  /// Every setting: a change of any renders every page again.
  public var fingerprint: Fingerprint { Fingerprint(encoding: self) }
}
