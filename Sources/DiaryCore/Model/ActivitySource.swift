/// Where an imported workout came from, as its `source:` field says: the provider (`strava`,
/// or the file format `fit`, `gpx`, `tcx`), the provider's activity id when it has one, and the
/// recording's start as a UTC instant to the second.
///
///     source: strava 2046130231 2019-01-01T15:37:12Z
///     source: fit 2019-09-07T09:22:19Z
///
/// `diary import` recognises an activity it imported before by either: the same provider and
/// id, or the same start (and type). A hand-written `source: strava 2046130231` works too.
public struct ActivitySource: Hashable, Sendable {
  /// The field's key.
  public static let key = "source"

  /// Lowercase: `strava`, `fit`, `gpx`, `tcx`.
  public var provider: String
  /// The provider's id of the activity (`2046130231`), `nil` for a plain file.
  public var id: String?
  /// The start, whole UTC seconds since 1970.
  public var start: Int?

  public init(provider: String, id: String? = nil, start: Int? = nil) {
    self.provider = provider
    self.id = id
    self.start = start
  }

  /// Reads a `source:` value: the provider, then an id and an instant in either order;
  /// `nil` when the value has fewer than two words (it says nothing `diary import` can use).
  public init?(field value: String) {
    let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count >= 2 else { return nil }
    provider = words[0].lowercased()
    for word in words.dropFirst() {
      if start == nil, let instant = Self.parseInstant(word) {
        start = instant
      } else if id == nil {
        id = String(word)
      }
    }
  }

  /// The source of a workout's `source:` field, when it has one that reads.
  public init?(of workout: Workout) {
    guard let field = workout.customFields.first(where: { $0.key.lowercased() == Self.key })
    else {
      return nil
    }
    self.init(field: field.value)
  }

  /// `strava 2046130231 2019-01-01T15:37:12Z`.
  public var fieldValue: String {
    ([provider] + [id, start.map(Self.instantText)].compactMap { $0 }).joined(separator: " ")
  }

  /// `2019-01-01T15:37:12Z` for UTC seconds since 1970.
  public static func instantText(_ seconds: Int) -> String {
    let day = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
    let time = seconds - day * 86_400
    return "\(LocalDate(dayNumber: day))T\(twoDigits(time / 3600)):\(twoDigits(time / 60 % 60))"
      + ":\(twoDigits(time % 60))Z"
  }

  /// UTC seconds of `YYYY-MM-DDTHH:MM:SSZ`, `nil` for any other text.
  public static func parseInstant(_ text: Substring) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let date = LocalDate(year: year, month: month, day: day), let hour = number(11..<13),
      let minute = number(14..<16), let second = number(17..<19), hour < 24, minute < 60,
      second < 60
    else { return nil }
    return date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second
  }
}
