/// Reads Garmin Training Center XML (TCX v2) files: the first
/// `Activities/Activity` (`Sport` attribute, `Id`, `Creator/Name`), its `Lap`s (`StartTime`,
/// `TotalTimeSeconds`, `DistanceMeters`, `MaximumSpeed`, `AverageHeartRateBpm/Value`,
/// `MaximumHeartRateBpm/Value`) and their `Track/Trackpoint`s (`Time`,
/// `Position/LatitudeDegrees|LongitudeDegrees`, `AltitudeMeters`, `DistanceMeters`,
/// `HeartRateBpm/Value`, `Cadence`, and the `Speed` and `Watts` of Garmin's activity
/// extension).
///
/// The device totals are the laps': distance and timer time summed, average heart rate weighted
/// by lap time, maximum heart rate the largest; TCX stores no ascent. The start is the
/// activity's `Id` (a time), else the first lap's `StartTime`, else the first trackpoint's
/// time; the elapsed time runs from the start to the latest trackpoint. A second `Track` inside
/// one lap follows a pause and starts a new segment.
public enum TCXReader {
  /// Reads TCX bytes.
  /// - Throws: `ActivityFileError` when the bytes are not well-formed XML, not TCX, hold no
  ///   activity, or no time to date it by.
  public static func read(_ bytes: [UInt8]) throws -> RecordedActivity {
    let document = try XMLDocument(bytes, format: "tcx")
    var delegate = TCXDelegate(byteCount: bytes.count)
    try document.parse(with: &delegate)
    return try delegate.activity()
  }
}

/// One lap's values as read.
private struct TCXLap {
  var startTime: Double?
  var totalTime: Double?
  var distance: Double?
  var averageHeartRate: Double?
  var maxHeartRate: Double?
  var tracks = 0
}

/// The TCX elements the reader matches, by their local names.
private enum TCXTag: String, CaseIterable {
  case TrainingCenterDatabase, Activities, Activity, Id, Creator, Name, Lap, Track, Trackpoint
  case Time, Position, LatitudeDegrees, LongitudeDegrees, AltitudeMeters, DistanceMeters
  case HeartRateBpm, Value, Cadence, TPX, Speed, Watts, TotalTimeSeconds
  case AverageHeartRateBpm, MaximumHeartRateBpm

  /// Whether the element's text is read (`take`).
  var hasValue: Bool {
    switch self {
    case .Id, .Name, .Time, .LatitudeDegrees, .LongitudeDegrees, .AltitudeMeters, .DistanceMeters,
      .Value, .Cadence, .Speed, .Watts, .TotalTimeSeconds:
      true
    default: false
    }
  }
}

/// Follows the element path inside the first activity.
private struct TCXDelegate: XMLContentHandler {
  static let names = TCXTag.allCases.map(\.rawValue)

  var failure: ActivityFileError?
  /// The open elements, `nil` for one the reader does not match (another name, or one in a
  /// namespace other than Garmin's).
  private var path: [TCXTag?] = []
  /// The text of the element being read.
  private var text = XMLElementText()
  private var activityCount = 0
  private var sport: String?
  /// The time of the first activity's last `Id`, when it is one.
  private var identifierTime: Double?
  private var creator: String?
  private var laps: [TCXLap] = []
  private var points: [TrackPoint] = []
  /// The point being read, while `inPoint`.
  private var point = TrackPoint()
  private var inPoint = false
  private var segment = -1
  private var lastLine = 1

  /// How deep the first activity's element is, while the parser is inside it.
  private var activityDepth: Int?

  /// Whether the parser is inside the first activity.
  private var inFirstActivity: Bool { activityDepth != nil }

  /// Whether the text that comes next is kept: in an element of the first activity whose text
  /// is read.
  private(set) var wantsText = false

  /// A reader for a file of `byteCount` bytes: its trackpoints take some 500-800 bytes each in
  /// the files seen, so room is made for one every 384 bytes.
  init(byteCount: Int) {
    points.reserveCapacity(byteCount / 384)
  }

  mutating func start(_ element: XMLName, in scanner: inout XMLScanner, line: Int) {
    let tag = key(element, in: &scanner)
    if path.isEmpty && tag != .TrainingCenterDatabase {
      let shown =
        tag?.rawValue ?? (garminNamespaces.contains(element.namespace, in: &scanner) ? "" : "~")
        + scanner.localName(element)
      failure = ActivityFileError(
        "not a tcx file: the root element at line \(line) is <\(shown)>", at: .line(line))
      return
    }
    path.append(tag)
    text.clear()
    if tag == .Activity && path.count >= 2 && path[path.count - 2] == .Activities {
      activityCount += 1
      if activityCount == 1 {
        sport = scanner.attribute("Sport").map { String(decoding: $0, as: UTF8.self) }
        activityDepth = path.count
      }
    }
    guard inFirstActivity else { return }
    wantsText = tag?.hasValue ?? false
    switch tag {
    case .Lap:
      laps.append(TCXLap(startTime: scanner.attribute("StartTime").flatMap(XMLTime.parse)?.utc))
    case .Track:
      if !laps.isEmpty { laps[laps.count - 1].tracks += 1 }
      // A lap's first track goes on from the lap before; a further one follows a pause.
      if segment < 0 || (laps.last?.tracks ?? 1) > 1 { segment += 1 }
    case .Trackpoint:
      point = TrackPoint(segment: max(segment, 0))
      inPoint = true
    default:
      break
    }
  }

  mutating func text(_ text: ArraySlice<UInt8>) {
    if wantsText { self.text.append(text) }
  }

  mutating func end(_ element: XMLName, in scanner: inout XMLScanner, line: Int) {
    // What the element was matched as when it started (the same name, in the same bindings).
    let tag = path.last ?? nil
    lastLine = line
    let value = text.take()
    if inFirstActivity, let tag { take(tag, value) }
    if path.count == activityDepth { activityDepth = nil }
    path.removeLast()
    wantsText = inFirstActivity && (path.last??.hasValue ?? false)
  }

  /// What an element is matched as: its local name in Garmin's namespaces (the
  /// TrainingCenterDatabase and its activity extension) or in none; `nil` for any other.
  private mutating func key(_ element: XMLName, in scanner: inout XMLScanner) -> TCXTag? {
    guard let id = element.id, garminNamespaces.contains(element.namespace, in: &scanner)
    else { return nil }
    return TCXTag.allCases[id]
  }

  /// Garmin's namespaces (the TrainingCenterDatabase and its activity extension), and none.
  private var garminNamespaces = XMLNamespaceFamily(
    uriPrefix: "http://www.garmin.com/xmlschemas/")

  /// Takes the value of an element that ends inside the first activity.
  private mutating func take(_ tag: TCXTag, _ value: ArraySlice<UInt8>) {
    let parent: TCXTag? = path.count >= 2 ? path[path.count - 2] : nil
    let grandparent: TCXTag? = path.count >= 3 ? path[path.count - 3] : nil
    if inPoint {
      switch (tag, parent) {
      case (.Time, .Trackpoint): point.time = XMLTime.parse(value)?.utc
      case (.LatitudeDegrees, .Position):
        point.latitude = XMLValue.number(value).flatMap { abs($0) <= 90 ? $0 : nil }
      case (.LongitudeDegrees, .Position):
        point.longitude = XMLValue.number(value).flatMap { abs($0) <= 180 ? $0 : nil }
      case (.AltitudeMeters, .Trackpoint): point.altitude = XMLValue.finite(value)
      case (.DistanceMeters, .Trackpoint): point.distance = XMLValue.nonNegative(value)
      case (.Value, .HeartRateBpm): point.heartRate = XMLValue.positive(value)
      case (.Cadence, .Trackpoint): point.cadence = XMLValue.nonNegative(value)
      case (.Speed, .TPX): point.speed = XMLValue.nonNegative(value)
      case (.Watts, .TPX): point.power = XMLValue.nonNegative(value)
      case (.Trackpoint, _):
        if point.latitude == nil || point.longitude == nil {
          point.latitude = nil
          point.longitude = nil
        }
        points.append(point)
        inPoint = false
      default: break
      }
      return
    }
    switch (tag, parent) {
    case (.Id, .Activity): identifierTime = XMLTime.parse(value)?.utc
    case (.Name, .Creator) where grandparent == .Activity:
      creator = String(decoding: XMLValue.trimmed(value), as: UTF8.self)
    case (.TotalTimeSeconds, .Lap): updateLap { $0.totalTime = XMLValue.nonNegative(value) }
    case (.DistanceMeters, .Lap): updateLap { $0.distance = XMLValue.nonNegative(value) }
    case (.Value, .AverageHeartRateBpm) where grandparent == .Lap:
      updateLap { $0.averageHeartRate = XMLValue.positive(value) }
    case (.Value, .MaximumHeartRateBpm) where grandparent == .Lap:
      updateLap { $0.maxHeartRate = XMLValue.positive(value) }
    default: break
    }
  }

  private mutating func updateLap(_ change: (inout TCXLap) -> Void) {
    guard !laps.isEmpty else { return }
    change(&laps[laps.count - 1])
  }

  /// The activity, or the reason there is none.
  func activity() throws -> RecordedActivity {
    guard activityCount > 0 else {
      throw ActivityFileError(
        "no Activities/Activity in the tcx file (read to line \(lastLine))", at: .line(lastLine))
    }
    var warnings: [String] = []
    if activityCount > 1 {
      warnings.append("\(activityCount) activities in the tcx file: read the first one only")
    }
    let firstTime = points.lazy.compactMap(\.time).first
    guard
      let start = identifierTime ?? laps.first?.startTime ?? firstTime
    else {
      throw ActivityFileError(
        "cannot date the tcx file: no time in its Id, laps or trackpoints "
          + "(read to line \(lastLine))", at: .line(lastLine))
    }
    let lapValues = laps.map { lap in
      ActivityLap(
        startTime: lap.startTime,
        totals: ActivityTotals(
          distance: lap.distance, timerTime: lap.totalTime,
          averageHeartRate: lap.averageHeartRate, maxHeartRate: lap.maxHeartRate))
    }
    let totals = Self.deviceTotals(lapValues.map(\.totals))
    var computed = ActivityTotals.computed(from: points)
    if let last = points.compactMap(\.time).max() { computed.elapsedTime = max(0, last - start) }
    return RecordedActivity(
      format: .tcx, startTime: start, sport: sport,
      device: creator.map { DeviceInfo(product: $0) }, deviceTotals: totals,
      computedTotals: computed, points: points, laps: lapValues,
      sessions: [ActivitySession(sport: sport, subSport: nil, startTime: start, totals: totals)],
      warnings: warnings)
  }

  /// The laps' totals: distance and timer time summed, average heart rate weighted by lap time,
  /// maximum heart rate the largest.
  private static func deviceTotals(_ laps: [ActivityTotals]) -> ActivityTotals {
    let distances = laps.compactMap(\.distance)
    let times = laps.compactMap(\.timerTime)
    let weighted = laps.compactMap { lap in
      lap.averageHeartRate.map { (weight: lap.timerTime ?? 0, value: $0) }
    }
    let weight = weighted.reduce(0) { $0 + $1.weight }
    return ActivityTotals(
      distance: distances.isEmpty ? nil : distances.reduce(0, +),
      timerTime: times.isEmpty ? nil : times.reduce(0, +),
      averageHeartRate: weight > 0
        ? weighted.reduce(0) { $0 + $1.weight * $1.value } / weight : nil,
      maxHeartRate: laps.compactMap(\.maxHeartRate).max())
  }
}
