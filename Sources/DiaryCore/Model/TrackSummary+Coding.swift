/// A track summary field by field: as bytes, what a build cache keeps; as a fingerprint, what
/// pages are keyed by. A round-trip test keeps it complete.
extension TrackSummary {
  /// Writes every field, in a fixed order.
  public func encode(into writer: inout some FieldWriter) {
    writer.write(sport)
    writer.write(optional: distance)
    writer.write(privacyTrim)
    writer.write(route != nil)
    if let route {
      writer.write(route.width)
      writer.write(route.height)
      writer.write(route.pathData)
      writer.write(route.thumbnailPathData)
      for point in [route.start, route.end] {
        writer.write(point.x)
        writer.write(point.y)
      }
    }
    for splits in [kilometreSplits, mileSplits] {
      writer.write(splits.count)
      for split in splits {
        writer.write(split.distance)
        writer.write(split.time)
        writer.write(optional: split.elevationGain)
        writer.write(optional: split.averageHeartRate)
      }
    }
    for profile in [elevation, heartRate] {
      writer.write(profile.count)
      for point in profile {
        writer.write(point.x)
        writer.write(point.y)
      }
    }
    writer.write(bestEfforts.count)
    for effort in bestEfforts {
      writer.write(effort.distance)
      writer.write(effort.time)
      writer.write(effort.startDistance)
    }
  }

  /// Reads what `encode(into:)` wrote.
  public init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
    sport = try reader.optionalString()
    distance = try reader.optionalDouble()
    privacyTrim = try reader.double()
    if try reader.bool() {
      route = Route(
        width: try reader.double(), height: try reader.double(), pathData: try reader.string(),
        thumbnailPathData: try reader.string(),
        start: Point(x: try reader.double(), y: try reader.double()),
        end: Point(x: try reader.double(), y: try reader.double()))
    }
    var splits: [[Split]] = [[], []]
    for index in splits.indices {
      for _ in 0..<(try reader.count()) {
        splits[index].append(
          Split(
            distance: try reader.double(), time: try reader.double(),
            elevationGain: try reader.optionalDouble(),
            averageHeartRate: try reader.optionalDouble()))
      }
    }
    kilometreSplits = splits[0]
    mileSplits = splits[1]
    var profiles: [[Point]] = [[], []]
    for index in profiles.indices {
      for _ in 0..<(try reader.count()) {
        profiles[index].append(Point(x: try reader.double(), y: try reader.double()))
      }
    }
    elevation = profiles[0]
    heartRate = profiles[1]
    bestEfforts = []
    for _ in 0..<(try reader.count()) {
      bestEfforts.append(
        Effort(
          distance: try reader.double(), time: try reader.double(),
          startDistance: try reader.double()))
    }
  }

  /// The fingerprint of every field, as `encode(into:)` writes them: what a page showing the
  /// track is keyed by.
  public var fingerprint: Fingerprint {
    var print = Fingerprint()
    encode(into: &print)
    return print
  }
}

extension FieldWriter {
  /// A number that may be missing: a flag, then the number.
  mutating func write(optional number: Double?) {
    write(number != nil)
    if let number { write(number) }
  }
}

extension BinaryReader {
  /// What `write(optional:)` wrote.
  mutating func optionalDouble() throws(Damaged) -> Double? {
    try bool() ? try double() : nil
  }
}
