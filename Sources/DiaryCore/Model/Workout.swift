/// One entry of the journal, as the parser read it: what the site shows of it (`content`) and
/// where it is written (`location`).
///
/// Its fields live in one shared, immutable box: sorting and grouping thousands of workouts
/// copies a reference, not a dozen strings and arrays. Changing a field makes a new box.
public struct Workout: Hashable, Sendable {
  /// Everything a page or an export can show of a workout; not where it is written.
  public struct Content: Hashable, Sendable, Codable {
    /// Unique across the journal: `date-slug`, with `-2`, `-3`, … for collisions in path/line
    /// order (numbered by `AppState.workouts`).
    public var id: WorkoutID
    public var date: LocalDate
    public var time: TimeOfDay?
    public var name: String
    public var distance: Distance?
    public var duration: WorkoutDuration?
    public var complexity: Complexity
    public var type: String?
    public var tags: [String]
    /// Keys the parser does not know, in the order written.
    public var customFields: [CustomField]
    /// The notes rendered to HTML by cmark in safe mode.
    public var notesHTML: String
    /// The recorded activity's file (`track:`), relative to the journal folder:
    /// `tracks/2026/2026-11-28-morning-run.fit.gz`. What it shows is in `AppState.tracks`.
    public var track: String?
  }

  private final class Box: Sendable {
    let content: Content
    let location: SourceLocation
    /// Where the `track:` field's value is, for problems with the track file.
    let trackLocation: SourceLocation?
    /// The id before collisions are numbered: `date-slug`.
    let baseID: WorkoutID
    let fingerprint: Fingerprint

    init(
      content: Content, location: SourceLocation, trackLocation: SourceLocation?,
      baseID: WorkoutID, fingerprint: Fingerprint
    ) {
      self.content = content
      self.location = location
      self.trackLocation = trackLocation
      self.baseID = baseID
      self.fingerprint = fingerprint
    }
  }

  private var box: Box

  /// `baseID` and `fingerprint`, when the caller has them (a build cache written by this very
  /// binary), are not made again.
  public init(
    id: WorkoutID? = nil, date: LocalDate, time: TimeOfDay? = nil, name: String,
    distance: Distance? = nil, duration: WorkoutDuration? = nil,
    complexity: Complexity = .medium, type: String? = nil, tags: [String] = [],
    customFields: [CustomField] = [], notesHTML: String = "", track: String? = nil,
    location: SourceLocation, trackLocation: SourceLocation? = nil,
    baseID knownBaseID: WorkoutID? = nil, fingerprint knownFingerprint: Fingerprint? = nil
  ) {
    let baseID = knownBaseID ?? WorkoutID(date: date, name: name)
    let content = Content(
      id: id ?? baseID, date: date, time: time, name: name, distance: distance,
      duration: duration, complexity: complexity, type: type, tags: tags,
      customFields: customFields, notesHTML: notesHTML, track: track)
    self.init(
      content, location: location, trackLocation: trackLocation, baseID: baseID,
      fingerprint: knownFingerprint)
  }

  public init(
    _ content: Content, location: SourceLocation, trackLocation: SourceLocation? = nil,
    baseID: WorkoutID? = nil, fingerprint: Fingerprint? = nil
  ) {
    box = Box(
      content: content, location: location, trackLocation: trackLocation,
      baseID: baseID ?? WorkoutID(date: content.date, name: content.name),
      fingerprint: fingerprint ?? content.fingerprint)
  }

  public var content: Content {
    get { box.content }
    set {
      guard newValue != box.content else { return }
      let baseID =
        newValue.date == box.content.date && newValue.name == box.content.name
        ? box.baseID : nil
      self = Workout(
        newValue, location: box.location, trackLocation: box.trackLocation, baseID: baseID)
    }
  }

  /// Where the entry's heading is.
  public var location: SourceLocation {
    get { box.location }
    set {
      box = Box(
        content: box.content, location: newValue, trackLocation: box.trackLocation,
        baseID: box.baseID, fingerprint: box.fingerprint)
    }
  }

  /// Where the `track:` field's value is written; nil without one.
  public var trackLocation: SourceLocation? { box.trackLocation }

  /// The id before collisions are numbered: `date-slug`.
  public var baseID: WorkoutID { box.baseID }

  /// The fingerprint of `content` (of its bytes as a build cache keeps them): two workouts
  /// with the same fingerprint look the same everywhere on the site.
  public var fingerprint: Fingerprint { box.fingerprint }

  // The content's fields, read and changed as the workout's own.
  public var id: WorkoutID {
    get { box.content.id }
    set { content.id = newValue }
  }
  public var date: LocalDate {
    get { box.content.date }
    set { content.date = newValue }
  }
  public var time: TimeOfDay? {
    get { box.content.time }
    set { content.time = newValue }
  }
  public var name: String {
    get { box.content.name }
    set { content.name = newValue }
  }
  public var distance: Distance? {
    get { box.content.distance }
    set { content.distance = newValue }
  }
  public var duration: WorkoutDuration? {
    get { box.content.duration }
    set { content.duration = newValue }
  }
  public var complexity: Complexity {
    get { box.content.complexity }
    set { content.complexity = newValue }
  }
  public var type: String? {
    get { box.content.type }
    set { content.type = newValue }
  }
  public var tags: [String] {
    get { box.content.tags }
    set { content.tags = newValue }
  }
  public var customFields: [CustomField] {
    get { box.content.customFields }
    set { content.customFields = newValue }
  }
  public var notesHTML: String {
    get { box.content.notesHTML }
    set { content.notesHTML = newValue }
  }
  public var track: String? {
    get { box.content.track }
    set { content.track = newValue }
  }

  /// Whether the two share their storage: the same workout, unchanged, without comparing.
  public func isSame(as other: Workout) -> Bool { box === other.box }

  public static func == (lhs: Workout, rhs: Workout) -> Bool {
    lhs.box === rhs.box
      || (lhs.box.content == rhs.box.content && lhs.location == rhs.location
        && lhs.trackLocation == rhs.trackLocation)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(box.content)
    hasher.combine(box.location)
    hasher.combine(box.trackLocation)
  }
}

extension Workout: Codable {
  private enum CodingKeys: String, CodingKey {
    case content
    case location
    case trackLocation
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Content.self, forKey: .content),
      location: try container.decode(SourceLocation.self, forKey: .location),
      trackLocation: try container.decodeIfPresent(SourceLocation.self, forKey: .trackLocation))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(content, forKey: .content)
    try container.encode(location, forKey: .location)
    try container.encodeIfPresent(trackLocation, forKey: .trackLocation)
  }
}

/// A `key: value` field the parser does not know, kept as written.
public struct CustomField: Hashable, Sendable, Codable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
