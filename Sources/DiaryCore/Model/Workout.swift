/// One entry of the journal, as the parser read it.
public struct Workout: Hashable, Sendable {
  /// Unique across the journal: `date-slug`, with `-2`, `-3`, … for collisions in path/line order.
  public var id: WorkoutID
  public var date: LocalDate { didSet { baseID = WorkoutID(date: date, name: name) } }
  public var time: TimeOfDay?
  public var name: String { didSet { baseID = WorkoutID(date: date, name: name) } }
  public var distance: Distance?
  public var duration: WorkoutDuration?
  public var complexity: Complexity
  public var type: String?
  public var tags: [String]
  /// Keys the parser does not know, in the order written.
  public var customFields: [CustomField]
  /// The notes rendered to HTML by cmark in safe mode.
  public var notesHTML: String
  /// Where the entry's heading is.
  public var location: SourceLocation

  public init(
    id: WorkoutID? = nil, date: LocalDate, time: TimeOfDay? = nil, name: String,
    distance: Distance? = nil, duration: WorkoutDuration? = nil,
    complexity: Complexity = .medium, type: String? = nil, tags: [String] = [],
    customFields: [CustomField] = [], notesHTML: String = "", location: SourceLocation
  ) {
    let baseID = WorkoutID(date: date, name: name)
    self.baseID = baseID
    self.id = id ?? baseID
    self.date = date
    self.time = time
    self.name = name
    self.distance = distance
    self.duration = duration
    self.complexity = complexity
    self.type = type
    self.tags = tags
    self.customFields = customFields
    self.notesHTML = notesHTML
    self.location = location
  }

  /// The id before collisions are numbered: `date-slug`.
  public private(set) var baseID: WorkoutID
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
