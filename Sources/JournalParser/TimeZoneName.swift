import Foundation

/// Checks a `timezone:` setting against the time zones Foundation knows (the IANA database,
/// with its daylight saving rules), the ones `diary import` converts with.
enum TimeZoneName {
  /// `nil` for a known zone (or an empty value: the machine's zone), else the error message,
  /// with the known name when only its case or a letter or two differ.
  static func problem(_ name: String) -> String? {
    guard !name.isEmpty, TimeZone(identifier: name) == nil else { return nil }
    let known = TimeZone.knownTimeZoneIdentifiers
    let typed = Array(name.lowercased().unicodeScalars)
    let close =
      known.first { $0.lowercased() == name.lowercased() }
      ?? known.first {
        EditDistance.optimalStringAlignment(typed, Array($0.lowercased().unicodeScalars), limit: 2)
          <= 2
      }
    return "unknown time zone '\(name)'"
      + (close.map { "; did you mean '\($0)'?" }
        ?? "; expected an IANA name like 'Europe/Zurich' or 'America/New_York'")
  }
}
