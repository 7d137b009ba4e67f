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
    var delegate = GPXDelegate()
    try document.parse(with: &delegate)
    return try delegate.activity()
  }
}

/// Follows the element path and collects points.
private struct GPXDelegate: XMLContentHandler {
  var failure: ActivityFileError?
  private var path: [String] = []
  private var text = ""
  private var collectsText = false
  private var points: [TrackPoint] = []
  private var point: TrackPoint?
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

  var wantsText: Bool { collectsText }

  mutating func start(_ element: XMLName, attributes: [XMLAttribute], line: Int) {
    let name = key(element)
    if path.isEmpty {
      guard name == "gpx" else {
        failure = ActivityFileError(
          "not a gpx file: the root element at line \(line) is <\(name)>", at: .line(line))
        return
      }
      creator = attributes["creator"]
    }
    path.append(name)
    switch name {
    case "trk":
      trackCount += 1
    case "trkseg", "rte":
      segment += 1
    case "trkpt", "rtept":
      if name == "rtept" || (path.count >= 2 && path[path.count - 2] == "trkseg") {
        startPoint(attributes, line: line)
      }
    default:
      break
    }
    collectsText = Self.isTextElement(name)
    text = ""
  }

  mutating func text(_ text: String) {
    if collectsText { self.text += text }
  }

  mutating func end(_ element: XMLName, line: Int) {
    let name = key(element)
    let parent = path.count >= 2 ? path[path.count - 2] : ""
    let value = trimmed(text)
    lastLine = line
    if point != nil {
      switch name {
      case "ele" where parent == "trkpt" || parent == "rtept":
        point?.altitude = Double(value).flatMap { $0.isFinite ? $0 : nil }
      case "time" where parent == "trkpt" || parent == "rtept":
        if let time = XMLTime.parse(value) {
          point?.time = time.utc
          pointOffset = time.offset
        } else {
          Self.note(&badTimes, line: lastLine)
        }
      case "hr", "heartrate":
        if point?.heartRate == nil { point?.heartRate = positive(value) }
      case "cad", "cadence":
        if point?.cadence == nil { point?.cadence = nonNegative(value) }
      case "power":
        if point?.power == nil { point?.power = nonNegative(value) }
      case "trkpt", "rtept":
        if let point {
          points.append(point)
          offsets.append(pointOffset)
        }
        self.point = nil
      default:
        break
      }
    } else if name == "name" && parent == "trk" && trackCount == 1 && self.name == nil {
      self.name = value.isEmpty ? nil : value
    } else if name == "type" && parent == "trk" && trackCount == 1 && type == nil {
      type = value.isEmpty ? nil : value
    } else if name == "time" && (parent == "metadata" || parent == "gpx") {
      metadataTime = XMLTime.parse(value)
    }
    path.removeLast()
    collectsText = false
    text = ""
  }

  /// The name an element is matched by: its local name in GPX's namespaces (or none), and for
  /// the extension values taken from any namespace; `~name` for every other element, so that an
  /// extension's `<time>` or `<name>` is never taken for GPX's.
  private mutating func key(_ element: XMLName) -> String {
    let name = element.local
    if isGPXNamespace(element.namespace) { return name }
    return Self.isExtensionValue(name) ? name : "~" + name
  }

  /// Whether a namespace is GPX's (or none); the last answer is kept, as every element of a
  /// file but its extensions' has the same namespace.
  private mutating func isGPXNamespace(_ namespace: String) -> Bool {
    if namespace == lastNamespace.uri { return lastNamespace.isGPX }
    let isGPX = namespace.isEmpty || namespace.hasPrefix("http://www.topografix.com/GPX/")
    lastNamespace = (namespace, isGPX)
    return isGPX
  }

  private var lastNamespace = (uri: "", isGPX: true)

  private static func isTextElement(_ name: String) -> Bool {
    switch name {
    case "ele", "time", "name", "type": true
    default: isExtensionValue(name)
    }
  }

  private static func isExtensionValue(_ name: String) -> Bool {
    switch name {
    case "hr", "heartrate", "cad", "cadence", "power": true
    default: false
    }
  }

  private mutating func startPoint(_ attributes: [XMLAttribute], line: Int) {
    var point = TrackPoint(segment: segment)
    let latitude = attributes["lat"].flatMap { Double(trimmed($0)) }
    let longitude = attributes["lon"].flatMap { Double(trimmed($0)) }
    if let latitude, let longitude, abs(latitude) <= 90, abs(longitude) <= 180 {
      point.latitude = latitude
      point.longitude = longitude
    } else {
      Self.note(&badPositions, line: line)
    }
    self.point = point
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

/// The text without the ASCII spaces, tabs and line breaks around it (XML values only have
/// those around them).
func trimmed(_ text: String) -> String {
  let utf8 = text.utf8
  let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
  guard let first = utf8.firstIndex(where: { !isSpace($0) }),
    let last = utf8.lastIndex(where: { !isSpace($0) })
  else { return "" }
  if first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) { return text }
  return String(text[first...last])
}

/// A finite positive number, or `nil`.
func positive(_ text: String) -> Double? {
  guard let value = Double(text), value.isFinite, value > 0 else { return nil }
  return value
}

/// A finite number ≥ 0, or `nil`.
func nonNegative(_ text: String) -> Double? {
  guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
  return value
}
