import DiaryCore

/// Reads the journal's `diary.conf`: `key: value` lines, `#` comments, blank lines.
public enum ConfigParser {
  public static let fileName = "diary.conf"

  enum Key: String, CaseIterable {
    case title, author, units
    case baseURL = "base-url"
    case weekStart = "week-start"
    case pageSize = "page-size"
    case defaultSort = "default-sort"
    case externalLinks = "external-links"
    case privacyTrim = "privacy-trim"
  }

  public static func parse(path: String, text: String, into config: SiteConfig = SiteConfig())
    -> (SiteConfig, [Diagnostic])
  {
    var config = config
    var diagnostics: [Diagnostic] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = (index == 0 && rawLine.hasPrefix("\u{FEFF}") ? rawLine.dropFirst() : rawLine)
        .trimmingBlanks
      if line.isEmpty || line.hasPrefix("#") { continue }
      let at = SourceLocation(path: path, line: index + 1, column: 1)
      guard let colon = line.firstIndex(of: ":") else {
        diagnostics.append(.error(at: at, "expected 'key: value', found '\(line)'"))
        continue
      }
      let key = line[..<colon].trimmingBlanks.lowercased()
      let value = line[line.index(after: colon)...].trimmingBlanks
      if let message = apply(key: key, value: value, to: &config) {
        diagnostics.append(.error(at: at, message))
      }
    }
    return (config, diagnostics)
  }

  /// Sets one setting; returns an error message when the key or value is not valid.
  public static func apply(key: String, value: String, to config: inout SiteConfig) -> String? {
    guard let known = Key(rawValue: key) else {
      let keys = Key.allCases.map(\.rawValue)
      let close = keys.first {
        EditDistance.optimalStringAlignment(Array(key), Array($0), limit: 2) <= 2
      }
      return "unknown setting '\(key)'"
        + (close.map { "; did you mean '\($0)'?" }
          ?? "; expected one of \(keys.joined(separator: ", "))")
    }
    switch known {
    case .title: config.title = value
    case .author: config.author = value
    case .baseURL:
      guard value.isEmpty || value.hasPrefix("https://") || value.hasPrefix("http://") else {
        return "base-url must start with http:// or https://, found '\(value)'"
      }
      config.baseURL = value
    case .units:
      guard let units = UnitSystem(rawValue: value.lowercased()) else {
        return "units must be km or mi, found '\(value)'"
      }
      config.units = units
    case .weekStart:
      guard let day = weekdays.firstIndex(of: value.lowercased()) else {
        return "week-start must be a day name like 'monday' or 'sunday', found '\(value)'"
      }
      config.weekStart = day + 1
    case .pageSize:
      guard let size = Int(value), (0...100_000).contains(size) else {
        return "page-size must be a whole number from 0 (no pages) to 100000, found '\(value)'"
      }
      config.pageSize = size
    case .externalLinks:
      switch value.lowercased() {
      case "links", "on", "yes", "true": config.linksExternalSites = true
      case "text", "off", "no", "false": config.linksExternalSites = false
      default: return "external-links must be 'text' or 'links', found '\(value)'"
      }
    case .defaultSort:
      guard let order = SortOrder(rawValue: value.lowercased()) else {
        return "default-sort must be date, distance or complexity, found '\(value)'"
      }
      config.defaultSort = order
    case .privacyTrim:
      switch privacyTrim(value) {
      case .success(let metres): config.privacyTrim = metres
      case .failure(let error): return error.message
      }
    }
    return nil
  }

  /// The most `privacy-trim` hides at each end of a route: 10 km.
  static let maximumPrivacyTrim = 10_000.0

  /// `200 m`, `0.25 km`, `0.1 mi`, `250 yd`, or `0` (nothing hidden): the metres of route hidden
  /// at each end. A unit is needed (a bare number means km in the journal, m would be as
  /// likely here).
  static func privacyTrim(_ value: String) -> Result<Double, FieldError> {
    let text = value.trimmingBlanks
    let numberEnd = text.firstIndex { !($0.isASCIIDigit || $0 == ".") } ?? text.endIndex
    let unitText = text[numberEnd...].trimmingBlanks.lowercased()
    let example = "like '200 m' (0 hides nothing)"
    if text.hasPrefix("-") {
      return .failure(FieldError("privacy-trim must not be negative, found '\(value)'"))
    }
    guard numberEnd > text.startIndex, let number = Double(text[..<numberEnd]), number.isFinite
    else {
      return .failure(FieldError("privacy-trim must be a distance \(example), found '\(value)'"))
    }
    if number == 0 && unitText.isEmpty { return .success(0) }
    guard !unitText.isEmpty else {
      return .failure(FieldError("privacy-trim needs a unit, like '\(value) m', found '\(value)'"))
    }
    guard let unit = DistanceUnit(rawValue: unitText) else {
      return .failure(
        FieldError("unknown unit '\(unitText)' in privacy-trim; expected m, km, mi or yd"))
    }
    let metres = number * unit.metres
    guard metres <= maximumPrivacyTrim else {
      return .failure(FieldError("privacy-trim must be at most 10 km, found '\(value)'"))
    }
    return .success(metres)
  }

  static let weekdays = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]
}
