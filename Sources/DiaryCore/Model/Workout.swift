/// One entry of the journal, as the parser read it.
///
/// A value type whose fields live in one shared, copy-on-write box: sorting and grouping thousands
/// of workouts copies a single reference instead of a dozen strings and arrays.
public struct Workout: Hashable, Sendable {
  private var fields: Fields
  /// Unique across the journal: `date-slug`, with `-2`, `-3`, … for collisions in path/line order.
  public var id: WorkoutID {
    get { fields.values.id }
    set { unique().values.id = newValue }
  }

  public var date: LocalDate {
    get { fields.values.date }
    set {
      unique().values.date = newValue
      fields.values.baseID = WorkoutID(date: fields.values.date, name: fields.values.name)
    }
  }

  public var time: TimeOfDay? {
    get { fields.values.time }
    set { unique().values.time = newValue }
  }

  public var name: String {
    get { fields.values.name }
    set {
      unique().values.name = newValue
      fields.values.baseID = WorkoutID(date: fields.values.date, name: fields.values.name)
    }
  }

  public var distance: Distance? {
    get { fields.values.distance }
    set { unique().values.distance = newValue }
  }

  public var duration: WorkoutDuration? {
    get { fields.values.duration }
    set { unique().values.duration = newValue }
  }

  public var complexity: Complexity {
    get { fields.values.complexity }
    set { unique().values.complexity = newValue }
  }

  public var type: String? {
    get { fields.values.type }
    set { unique().values.type = newValue }
  }

  public var tags: [String] {
    get { fields.values.tags }
    set { unique().values.tags = newValue }
  }

  /// Keys the parser does not know, in the order written.
  public var customFields: [CustomField] {
    get { fields.values.customFields }
    set { unique().values.customFields = newValue }
  }

  /// The notes rendered to HTML by cmark in safe mode.
  public var notesHTML: String {
    get { fields.values.notesHTML.string }
    set { unique().values.notesHTML = LazyText(newValue) }
  }

  /// How many bytes the notes' HTML takes (in UTF-8); does not read them.
  public var notesHTMLByteCount: Int { fields.values.notesHTML.utf8Count }

  /// Where the entry's heading is.
  public var location: SourceLocation {
    get { fields.values.location }
    set { unique().values.location = newValue }
  }

  /// The id before collisions are numbered: `date-slug`.
  public var baseID: WorkoutID { fields.values.baseID }

  public init(
    id: WorkoutID? = nil, date: LocalDate, time: TimeOfDay? = nil, name: String,
    distance: Distance? = nil, duration: WorkoutDuration? = nil,
    complexity: Complexity = .medium, type: String? = nil, tags: [String] = [],
    customFields: [CustomField] = [], notesHTML: LazyText = "", location: SourceLocation,
    baseID knownBaseID: WorkoutID? = nil, fingerprints knownFingerprints: Fingerprints? = nil
  ) {
    // `knownBaseID` and `knownFingerprints`, when the caller has them (a cache of this very
    // binary), save making the slug and the fingerprints again.
    let baseID = knownBaseID ?? WorkoutID(date: date, name: name)
    fields = Fields(
      id: id ?? baseID, date: date, time: time, name: name, distance: distance,
      duration: duration, complexity: complexity, type: type, tags: tags,
      customFields: customFields, notesHTML: notesHTML, location: location, baseID: baseID,
      fingerprints: knownFingerprints)
  }

  /// The box, copied first when another workout shares it.
  private mutating func unique() -> Fields {
    if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
    return fields
  }

  /// Whether the two share their storage: the same workout, unchanged, without comparing.
  public func isSame(as other: Workout) -> Bool { fields === other.fields }

  public static func == (lhs: Workout, rhs: Workout) -> Bool {
    lhs.fields === rhs.fields || lhs.fields.values == rhs.fields.values
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fields.values)
  }

  /// Every field a page or export can show (not where the entry is written): two workouts with
  /// the same fingerprint look the same everywhere on the site.
  public var fingerprint: Fingerprint { fields.prints.whole }

  /// The workout's fingerprints together, for a cache to keep and give back to `init`.
  public var fingerprints: Fingerprints { fields.prints }

  /// What a workout's row in a table and the summaries of many workouts (totals, stats) show:
  /// every field but the notes and the custom fields.
  public var rowFingerprint: Fingerprint { fields.prints.row }

  /// What a link to the workout shows: its id, name and date.
  public var linkFingerprint: Fingerprint { fields.prints.link }
}

extension Workout {
  /// The storage of a workout; only ever mutated while uniquely referenced.
  fileprivate final class Fields: @unchecked Sendable {
    struct Values: Hashable {
      var id: WorkoutID
      var date: LocalDate
      var time: TimeOfDay?
      var name: String
      var distance: Distance?
      var duration: WorkoutDuration?
      var complexity: Complexity
      var type: String?
      var tags: [String]
      var customFields: [CustomField]
      var notesHTML: LazyText
      var location: SourceLocation
      var baseID: WorkoutID
    }

    var values: Values {
      didSet { prints = Fingerprints(values) }
    }
    /// Made with the values and again whenever they change, so that every page key and
    /// export fragment of a build reads them instead of hashing the workout again.
    private(set) var prints: Fingerprints

    init(
      id: WorkoutID, date: LocalDate, time: TimeOfDay?, name: String, distance: Distance?,
      duration: WorkoutDuration?, complexity: Complexity, type: String?, tags: [String],
      customFields: [CustomField], notesHTML: LazyText, location: SourceLocation, baseID: WorkoutID,
      fingerprints: Fingerprints?
    ) {
      let values = Values(
        id: id, date: date, time: time, name: name, distance: distance, duration: duration,
        complexity: complexity, type: type, tags: tags, customFields: customFields,
        notesHTML: notesHTML, location: location, baseID: baseID)
      self.values = values
      prints = fingerprints ?? Fingerprints(values)
    }

    private init(values: Values, prints: Fingerprints) {
      self.values = values
      self.prints = prints
    }

    func copy() -> Fields { Fields(values: values, prints: prints) }
  }
}

/// A `key: value` field the parser does not know, kept as written.
public struct CustomField: Hashable, Sendable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}

extension Workout {
  /// The workout's three fingerprints: of everything it shows, of its row, of a link to it. The
  /// build cache keeps them, and a cache written by another binary is not used: how they are
  /// made may change between versions.
  public struct Fingerprints: Hashable, Sendable {
    public var whole: Fingerprint
    public var row: Fingerprint
    public var link: Fingerprint

    public init(whole: Fingerprint, row: Fingerprint, link: Fingerprint) {
      self.whole = whole
      self.row = row
      self.link = link
    }

    fileprivate init(_ values: Fields.Values) {
      var link = Fingerprint()
      link.combine(values.id.rawValue)
      link.combine(values.name)
      link.combine(values.date.dayNumber)
      self.link = link
      var row = link
      row.combine(values.time.map { $0.hour * 60 + $0.minute } ?? -1)
      row.combine(values.distance?.value ?? -1)
      row.combine(values.distance?.unit.rawValue)
      row.combine(values.duration?.seconds ?? -1)
      row.combine(values.complexity.rawValue)
      row.combine(values.type)
      row.combine(values.tags.count)
      for tag in values.tags { row.combine(tag) }
      self.row = row
      var whole = row
      whole.combine(values.customFields.count)
      for field in values.customFields {
        whole.combine(field.key)
        whole.combine(field.value)
      }
      values.notesHTML.withUTF8 { whole.combine(bytes: $0) }
      self.whole = whole
    }
  }
}
