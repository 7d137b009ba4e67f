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
    case gear
    case gearLimit = "gear-limit"
    case goal
    case language
    case timeZone = "timezone"
    case privacyTrim = "privacy-trim"

    /// Whether an error in its value points at the word at fault rather than at the line.
    var pointsIntoValue: Bool { self == .gear || self == .gearLimit || self == .goal }
  }

  public static func parse(path: String, text: String, into config: SiteConfig = SiteConfig())
    -> (SiteConfig, [Diagnostic])
  {
    var config = config
    var diagnostics: [Diagnostic] = []
    // "\r\n" is one Character: lines end at it, at "\n" and at a lone "\r".
    let lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    for (index, rawLine) in lines.enumerated() {
      let unmarked = index == 0 && rawLine.hasPrefix("\u{FEFF}") ? rawLine.dropFirst() : rawLine
      let line = unmarked.trimmingBlanks
      if line.isEmpty || line.hasPrefix("#") { continue }
      let at = SourceLocation(path: path, line: index + 1, column: 1)
      guard let colon = line.firstIndex(of: ":") else {
        diagnostics.append(.error(at: at, "expected 'key: value', found '\(line)'"))
        continue
      }
      let key = line[..<colon].trimmingBlanks.lowercased()
      let value = line[line.index(after: colon)...].trimmingBlanks
      guard let error = apply(known: key, value: value, to: &config) else { continue }
      // A list's or a goal's errors point at the word at fault; the others at the line.
      var column = 1
      if let known = Key(rawValue: key), known.pointsIntoValue {
        let bytes = Array(unmarked.utf8)
        let colonIndex = bytes.firstIndex(of: UInt8(ascii: ":")) ?? 0
        let valueStart =
          bytes[(colonIndex + 1)...].firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.count
        column = valueStart + 1 + error.offset
      }
      diagnostics.append(
        .error(at: SourceLocation(path: path, line: index + 1, column: column), error.message))
    }
    return (config, diagnostics)
  }

  /// Sets one setting; returns an error message when the key or value is not valid. A `gear`,
  /// `gear-limit` or `goal` setting adds to those set before.
  public static func apply(key: String, value: String, to config: inout SiteConfig) -> String? {
    apply(known: key, value: value, to: &config)?.message
  }

  /// Sets one setting; returns what is wrong with the key or value (with where in the value,
  /// for the settings that tell).
  static func apply(known key: String, value: String, to config: inout SiteConfig) -> FieldError? {
    guard let known = Key(rawValue: key) else {
      let keys = Key.allCases.map(\.rawValue)
      let close = keys.first {
        EditDistance.optimalStringAlignment(Array(key), Array($0), limit: 2) <= 2
      }
      return FieldError(
        "unknown setting '\(key)'"
          + (close.map { "; did you mean '\($0)'?" }
            ?? "; expected one of \(keys.joined(separator: ", "))"))
    }
    switch known {
    case .title: config.title = value
    case .author: config.author = value
    case .baseURL:
      guard value.isEmpty || value.hasPrefix("https://") || value.hasPrefix("http://") else {
        return FieldError("base-url must start with http:// or https://, found '\(value)'")
      }
      config.baseURL = value
    case .units:
      guard let units = UnitSystem(rawValue: value.lowercased()) else {
        return FieldError("units must be km or mi, found '\(value)'")
      }
      config.units = units
    case .weekStart:
      guard let day = weekdays.firstIndex(of: value.lowercased()) else {
        return FieldError(
          "week-start must be a day name like 'monday' or 'sunday', found '\(value)'")
      }
      config.weekStart = day + 1
    case .pageSize:
      guard let size = Int(value), (0...100_000).contains(size) else {
        return FieldError(
          "page-size must be a whole number from 0 (no pages) to 100000, found '\(value)'")
      }
      config.pageSize = size
    case .externalLinks:
      switch value.lowercased() {
      case "links", "on", "yes", "true": config.linksExternalSites = true
      case "text", "off", "no", "false": config.linksExternalSites = false
      default: return FieldError("external-links must be 'text' or 'links', found '\(value)'")
      }
    // An empty gear, gear-limit or goal line adds nothing (diary init writes them so).
    case .gear where value.isEmpty, .gearLimit where value.isEmpty, .goal where value.isEmpty:
      return nil
    case .gear: return GearSettings.addKeys(value, to: &config)
    case .gearLimit: return GearSettings.addLimit(value, to: &config)
    case .goal:
      switch GoalParser.parse(value) {
      case .success(let goal): config.goals.append(goal)
      case .failure(let error): return error
      }
    case .language:
      let tag = value.lowercased()
      let isTag =
        (2...16).contains(tag.count) && tag.first?.isLetter == true
        && tag.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
      guard isTag else {
        return FieldError(
          "language must be a language code like 'en', 'de', 'es' or 'ar', found '\(value)'")
      }
      config.language = tag
    case .defaultSort:
      guard let order = SortOrder(rawValue: value.lowercased()) else {
        return FieldError("default-sort must be date, distance or complexity, found '\(value)'")
      }
      config.defaultSort = order
    case .timeZone:
      if let message = TimeZoneName.problem(value) { return FieldError(message) }
      config.timeZone = value
    case .privacyTrim:
      switch privacyTrim(value) {
      case .success(let metres): config.privacyTrim = metres
      case .failure(let error): return error
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
