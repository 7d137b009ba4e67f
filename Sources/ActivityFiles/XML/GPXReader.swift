/// Reads GPX 1.0 and 1.1 files: the points of every `<trk>/<trkseg>/<trkpt>` (each `<trkseg>`
/// a segment) with `<ele>`, `<time>` and, from `<extensions>`, heart rate (an element named
/// `hr` or `heartrate` in any namespace), cadence (`cad`, `cadence`) and power (`power`);
/// `<rte>/<rtept>` as a track of its own; the first track's `<name>` and `<type>`; the file's
/// `<metadata><time>` (GPX 1.1) or `<time>` (1.0) and `creator`.
///
/// GPX stores no totals: every total is computed from the points (`ActivityTotals.computed`).
/// The start is the earliest point time. A file where no point has a time is dated by its
/// metadata time, with a warning; with no time at all it cannot be dated and is refused.
public enum GPXReader {
  /// Reads GPX bytes.
  /// - Throws: `ActivityFileError` when the bytes are not well-formed XML, not GPX, hold no
  ///   point, or hold no time at all.
  public static func read(_ bytes: [UInt8]) throws -> RecordedActivity {
    let document = try XMLDocument(bytes, format: "gpx")
    var delegate = GPXDelegate(byteCount: bytes.count)
    try document.parse(with: &delegate)
    return try delegate.activity()
  }
}

/// The GPX elements the reader matches, by their local names.
private enum GPXTag: String, CaseIterable {
  case gpx, metadata, trk, trkseg, trkpt, rte, rtept, ele, time, name, type
  case hr, heartrate, cad, cadence, power

  /// The extension values, taken from any namespace.
  var isExtensionValue: Bool {
    switch self {
    case .hr, .heartrate, .cad, .cadence, .power: true
    default: false
    }
  }

  /// Whether the element's text is read.
  var hasText: Bool {
    switch self {
    case .ele, .time, .name, .type: true
    default: isExtensionValue
    }
  }
}

/// Follows the element path and collects points.
private struct GPXDelegate: XMLContentHandler {
  static let names = GPXTag.allCases.map(\.rawValue)

  var failure: ActivityFileError?
  /// The open elements, `nil` for one the reader does not match (another name, or a GPX name
  /// in another namespace).
  private var path: [GPXTag?] = []
  /// The text of the element being read.
  private var text = XMLElementText()
  private var collectsText = false
  private var points: [TrackPoint] = []
  /// The point being read, while `inPoint`.
  private var point = TrackPoint()
  private var inPoint = false
  private var pointOffset: Int?
  private var offsets: [Int?] = []
  private var segment = -1
  private var name: String?
  private var type: String?
  private var metadataTime: XMLTime.Value?
  private var creator: String?
  private var trackCount = 0
  private var lastLine = 1
  private var badPositions: (count: Int, firstLine: Int) = (0, 0)
  private var badTimes: (count: Int, firstLine: Int) = (0, 0)

  /// A reader for a file of `byteCount` bytes: its points take some 350-420 bytes each in the
  /// files seen (tags, indentation, extensions), so room is made for one every 256 bytes.
  init(byteCount: Int) {
    points.reserveCapacity(byteCount / 256)
    offsets.reserveCapacity(byteCount / 256)
  }

  var wantsText: Bool { collectsText }

  mutating func start(_ element: XMLName, in scanner: inout XMLScanner, line: Int) {
    let tag = key(element, in: &scanner)
    if path.isEmpty {
      guard tag == .gpx else {
        let local = scanner.localName(element)
        let shown = gpxNamespaces.contains(element.namespace, in: &scanner) ? local : "~" + local
        failure = ActivityFileError(
          "not a gpx file: the root element at line \(line) is <\(tag?.rawValue ?? shown)>",
          at: .line(line))
        return
      }
      creator = scanner.attribute("creator").map { String(decoding: $0, as: UTF8.self) }
    }
    path.append(tag)
    switch tag {
    case .trk:
      trackCount += 1
    case .trkseg, .rte:
      segment += 1
    case .trkpt:
      if path.count >= 2 && path[path.count - 2] == .trkseg { startPoint(&scanner, line: line) }
    case .rtept:
      startPoint(&scanner, line: line)
    default:
      break
    }
    collectsText = tag?.hasText ?? false
    text.clear()
  }

  mutating func text(_ text: ArraySlice<UInt8>) {
    if collectsText { self.text.append(text) }
  }

  mutating func end(_ element: XMLName, in scanner: inout XMLScanner, line: Int) {
    // What the element was matched as when it started (the same name, in the same bindings).
    let tag = path.last ?? nil
    let parent: GPXTag? = path.count >= 2 ? path[path.count - 2] : nil
    let value = text.take()
    lastLine = line
    if inPoint {
      switch tag {
      case .ele where parent == .trkpt || parent == .rtept:
        point.altitude = XMLValue.finite(value)
      case .time where parent == .trkpt || parent == .rtept:
        if let time = XMLTime.parse(value) {
          point.time = time.utc
          pointOffset = time.offset
        } else {
          Self.note(&badTimes, line: lastLine)
        }
      case .hr, .heartrate:
        if point.heartRate == nil { point.heartRate = XMLValue.positive(value) }
      case .cad, .cadence:
        if point.cadence == nil { point.cadence = XMLValue.nonNegative(value) }
      case .power:
        if point.power == nil { point.power = XMLValue.nonNegative(value) }
      case .trkpt, .rtept:
        points.append(point)
        offsets.append(pointOffset)
        inPoint = false
      default:
        break
      }
    } else if tag == .name && parent == .trk && trackCount == 1 && self.name == nil {
      self.name = XMLValue.text(value)
    } else if tag == .type && parent == .trk && trackCount == 1 && type == nil {
      type = XMLValue.text(value)
    } else if tag == .time && (parent == .metadata || parent == .gpx) {
      metadataTime = XMLTime.parse(value)
    }
    path.removeLast()
    collectsText = false
  }

  /// What an element is matched as: its local name in GPX's namespaces (or none), and for the
  /// extension values in any namespace; `nil` for every other element, so that an extension's
  /// `<time>` or `<name>` is never taken for GPX's.
  private mutating func key(_ element: XMLName, in scanner: inout XMLScanner) -> GPXTag? {
    guard let id = element.id else { return nil }
    let tag = GPXTag.allCases[id]
    return tag.isExtensionValue || gpxNamespaces.contains(element.namespace, in: &scanner)
      ? tag : nil
  }

  /// GPX's namespaces (1.0 and 1.1), and none.
  private var gpxNamespaces = XMLNamespaceFamily(uriPrefix: "http://www.topografix.com/GPX/")

  private mutating func startPoint(_ scanner: inout XMLScanner, line: Int) {
    var point = TrackPoint(segment: segment)
    let latitude = scanner.attribute("lat").flatMap(XMLValue.number)
    let longitude = scanner.attribute("lon").flatMap(XMLValue.number)
    if let latitude, let longitude, abs(latitude) <= 90, abs(longitude) <= 180 {
      point.latitude = latitude
      point.longitude = longitude
    } else {
      Self.note(&badPositions, line: line)
    }
    self.point = point
    inPoint = true
    pointOffset = nil
  }

  private static func note(_ counter: inout (count: Int, firstLine: Int), line: Int) {
    if counter.count == 0 { counter.firstLine = line }
    counter.count += 1
  }

  /// The activity, or the reason there is none.
  func activity() throws -> RecordedActivity {
    guard !points.isEmpty else {
      throw ActivityFileError(
        "no track or route point in the gpx file (read to line \(lastLine))",
        at: .line(lastLine))
    }
    var warnings: [String] = []
    if badPositions.count > 0 {
      warnings.append(
        "\(badPositions.count) points without a valid lat/lon, the first at line "
          + "\(badPositions.firstLine): kept without a position")
    }
    if badTimes.count > 0 {
      warnings.append(
        "\(badTimes.count) unreadable <time> values, the first at line \(badTimes.firstLine): "
          + "their points kept without a time")
    }
    var start: Double
    var offset: Int?
    if let earliest = points.indices.filter({ points[$0].time != nil })
      .min(by: { (points[$0].time ?? 0) < (points[$1].time ?? 0) }),
      let time = points[earliest].time
    {
      start = time
      offset = offsets[earliest]
    } else if let metadataTime {
      start = metadataTime.utc
      offset = metadataTime.offset
      warnings.append("no point has a time: dated by the file's metadata time")
    } else {
      throw ActivityFileError(
        "cannot date the gpx file: none of its \(points.count) points has a <time>, "
          + "and it has no metadata time (read to line \(lastLine))", at: .line(lastLine))
    }
    return RecordedActivity(
      format: .gpx, startTime: start, utcOffset: offset, sport: type, name: name,
      device: creator.map { DeviceInfo(product: $0) }, points: points,
      sessions: [ActivitySession(sport: type, subSport: nil, startTime: start, totals: .init())],
      warnings: warnings)
  }
}
