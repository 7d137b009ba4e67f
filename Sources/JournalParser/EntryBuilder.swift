import DiaryCore

/// The parts of one entry gathered while its blocks are read.
struct EntryBuilder {
  var heading: HeadingParser.Entry?
  var location: SourceLocation
  var distance: Distance?
  var duration: WorkoutDuration?
  var complexity: Complexity = .medium
  var type: String?
  var tags: [String] = []
  var customFields: [CustomField] = []
  var notesHTML = ""
  var track: String?
  var trackLocation: SourceLocation?
  /// The notes' blocks not yet rendered, moved under one node of the document.
  var notes: CmarkNode?
  var isExpectingFields = true
  var hasErrors = false

  init(heading: HeadingParser.Entry, location: SourceLocation) {
    self.heading = heading
    self.location = location
  }

  static func invalid(at location: SourceLocation) -> EntryBuilder {
    var builder = EntryBuilder(
      heading: HeadingParser.Entry(date: LocalDate(dayNumber: 0), name: ""), location: location)
    builder.heading = nil
    return builder
  }

  /// The workout, or nil when the heading or a field was in error.
  var workout: Workout? {
    guard let heading, !hasErrors else { return nil }
    return Workout(
      date: heading.date, time: heading.time, name: heading.name, distance: distance,
      duration: duration, complexity: complexity, type: type, tags: tags,
      customFields: customFields, notesHTML: notesHTML, track: track, location: location,
      trackLocation: trackLocation)
  }
}
