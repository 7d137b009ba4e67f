extension Workout {
  /// Every field a page or export can show (not where the entry is written): two workouts with
  /// the same fingerprint look the same everywhere on the site.
  public var fingerprint: Fingerprint {
    var print = Fingerprint()
    print.combine(id.rawValue)
    print.combine(date.dayNumber)
    print.combine(time.map { $0.hour * 60 + $0.minute } ?? -1)
    print.combine(name)
    print.combine(distance?.value ?? -1)
    print.combine(distance?.unit.rawValue)
    print.combine(duration?.seconds ?? -1)
    print.combine(complexity.rawValue)
    print.combine(type)
    print.combine(tags.count)
    for tag in tags { print.combine(tag) }
    print.combine(customFields.count)
    for field in customFields {
      print.combine(field.key)
      print.combine(field.value)
    }
    print.combine(notesHTML)
    return print
  }
}

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
