/// A workout's content field by field: as bytes, what a build cache keeps; as a fingerprint,
/// what pages are keyed by. A round-trip test keeps it complete: every field written is read
/// back, and a field left out would not survive the trip.
extension Workout.Content {
  /// Writes every field, in a fixed order.
  public func encode(into writer: inout some FieldWriter) {
    writer.write(id.rawValue)
    writer.write(date.dayNumber)
    writer.write(time.map { $0.hour * 60 + $0.minute } ?? -1)
    writer.write(name)
    writer.write(distance != nil)
    if let distance {
      writer.write(distance.value)
      writer.write(distance.unit.rawValue)
    }
    writer.write(duration?.seconds ?? -1)
    writer.write(complexity.rawValue)
    writer.write(type)
    writer.write(tags.count)
    for tag in tags { writer.write(tag) }
    writer.write(customFields.count)
    for field in customFields {
      writer.write(field.key)
      writer.write(field.value)
    }
    writer.write(notesHTML)
    writer.write(track)
  }

  /// Reads what `encode(into:)` wrote.
  public init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
    id = WorkoutID(try reader.string())
    date = LocalDate(dayNumber: try reader.int())
    let minutes = try reader.int()
    time = minutes < 0 ? nil : TimeOfDay(hour: minutes / 60, minute: minutes % 60)
    name = try reader.string()
    if try reader.bool() {
      let value = try reader.double()
      guard let unit = DistanceUnit(rawValue: try reader.string()) else {
        throw BinaryReader.Damaged()
      }
      distance = Distance(value, unit)
    }
    let seconds = try reader.int()
    duration = seconds < 0 ? nil : WorkoutDuration(seconds: seconds)
    guard let complexity = Complexity(rawValue: try reader.int()) else {
      throw BinaryReader.Damaged()
    }
    self.complexity = complexity
    type = try reader.optionalString()
    tags = []
    for _ in 0..<(try reader.count()) { tags.append(try reader.string()) }
    customFields = []
    for _ in 0..<(try reader.count()) {
      customFields.append(CustomField(key: try reader.string(), value: try reader.string()))
    }
    notesHTML = try reader.string()
    track = try reader.optionalString()
  }

  /// The fingerprint of every field, as `encode(into:)` writes them.
  var fingerprint: Fingerprint {
    var print = Fingerprint()
    encode(into: &print)
    return print
  }
}
