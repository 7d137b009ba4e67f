/// The field keys the parser understands; any other key is a custom field.
public enum KnownKey: String, CaseIterable, Sendable {
  case distance
  case complexity
  case duration
  case type
  case tags
  case track

  /// A switch on the names, not the generic lookup: keys are short strings, compared whole in
  /// a word or two, and every field of every workout is looked up.
  public init?(rawValue: String) {
    switch rawValue {
    case "distance": self = .distance
    case "complexity": self = .complexity
    case "duration": self = .duration
    case "type": self = .type
    case "tags": self = .tags
    case "track": self = .track
    default: return nil
    }
  }

  /// What a value looks like, for a field left empty.
  public var expectedValue: String {
    switch self {
    case .distance: "a distance like '10.5 km'"
    case .complexity: "low, medium or high"
    case .duration: "a duration like '52:30' or '1:05:00'"
    case .type: "one word, like 'run'"
    case .tags: "comma-separated tags, like 'easy, river'"
    case .track: "a recording's path in the journal, like 'tracks/2026/morning-run.fit.gz'"
    }
  }

  /// The known key `key` is probably a typo of, among the English keys: see
  /// `FieldVocabulary.suggestion(for:)`.
  public static func suggestion(for key: String) -> KnownKey? {
    FieldVocabulary.english.suggestion(for: key)?.key
  }
}
