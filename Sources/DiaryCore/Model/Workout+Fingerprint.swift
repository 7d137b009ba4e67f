extension SiteConfig {
  /// Every setting: a page's fingerprint starts from it, so any change of settings renders
  /// every page again.
  public var fingerprint: Fingerprint {
    var print = Fingerprint.of(title, author, baseURL, units.rawValue, defaultSort.rawValue)
    print.combine(weekStart)
    print.combine(pageSize)
    print.combine(linksExternalSites)
    return print
  }
}
