import Foundation

/// A Strava bulk export, packed (`ZipArchive`) or unpacked (`FolderFileSource`): the rows of
/// its `activities.csv` and, for each, the recording it names.
public struct StravaExport {
  /// The unit of the first `Distance` column (the athlete's display unit).
  public enum DistanceUnit: String, Sendable, Equatable {
    case kilometres
    case miles

    /// Metres per unit.
    public var metres: Double { self == .kilometres ? 1000 : 1609.344 }
  }

  /// Where the files are.
  public let source: any ActivityFileSource
  /// The path of `activities.csv` in the source (an export may sit in a top folder).
  public let csvPath: String
  /// The header's language and columns.
  public let layout: StravaColumnLayout
  /// The unit of the first `Distance` column: miles when the rows that have both distances
  /// show a ratio near 1609.344 m per unit, kilometres otherwise.
  public let displayDistanceUnit: DistanceUnit
  /// The rows that could be read, in file order.
  public let activities: [StravaActivity]
  /// Rows that could not be read (no id, an unreadable date), each naming its line.
  public let problems: [ActivityFileError]

  /// Reads the export's `activities.csv`.
  /// - Throws: `ActivityFileError` when there is no `activities.csv`, it is not CSV, or its
  ///   header is not recognised.
  public init(source: any ActivityFileSource) throws {
    self.source = source
    let names = try source.fileNames()
    guard
      let path = names.filter({ $0 == "activities.csv" || $0.hasSuffix("/activities.csv") })
        .min(by: { $0.count < $1.count })
    else {
      throw ActivityFileError(
        "no activities.csv in the strava export (\(names.count) files)",
        at: .member("activities.csv"))
    }
    csvPath = path
    let table = try CSVTable(source.contents(of: path, limit: Gzip.defaultLimit), name: path)
    guard let header = table.rows.first else {
      throw ActivityFileError("empty \(path): no header at line 1", at: .line(1))
    }
    let layout = try StravaColumnLayout(header: header.fields, line: header.line, fileName: path)
    self.layout = layout
    let unit = Self.detectUnit(table.rows.dropFirst(), layout)
    displayDistanceUnit = unit
    var activities: [StravaActivity] = []
    var problems: [ActivityFileError] = []
    for row in table.rows.dropFirst() {
      do {
        activities.append(try StravaRowReader(layout: layout, unit: unit, path: path).read(row))
      } catch let error as ActivityFileError {
        problems.append(error)
      }
    }
    self.activities = activities
    self.problems = problems
  }

  /// The recording of `activity` (its `Filename`, gunzipped when `.gz`), or `nil` for a manual
  /// activity without one.
  /// - Throws: `ActivityFileError` when the file is missing or cannot be decoded.
  public func recording(of activity: StravaActivity) throws -> RecordedActivity? {
    guard let filename = activity.filename else { return nil }
    let folder = csvPath.dropLast("activities.csv".count)
    let path = folder + filename
    let bytes = try source.contents(of: String(path), limit: Gzip.defaultLimit)
    return try ActivityDecoder.decode(bytes, fileName: filename)
  }

  private static func detectUnit(_ rows: ArraySlice<CSVTable.Row>, _ layout: StravaColumnLayout)
    -> DistanceUnit
  {
    guard let first = layout.displayDistance, let second = layout.metreDistance else {
      return .kilometres
    }
    for row in rows where first < row.fields.count && second < row.fields.count {
      guard let shown = StravaNumber.parse(row.fields[first]),
        let metres = StravaNumber.parse(row.fields[second]), shown >= 1
      else { continue }
      let ratio = metres / shown
      if abs(ratio - 1609.344) < abs(ratio - 1000) { return .miles }
      return .kilometres
    }
    return .kilometres
  }
}

/// Reads the values of one `activities.csv` row.
private struct StravaRowReader {
  let layout: StravaColumnLayout
  let unit: StravaExport.DistanceUnit
  let path: String

  func read(_ row: CSVTable.Row) throws -> StravaActivity {
    func text(_ column: Int?) -> String? {
      guard let column, column < row.fields.count else { return nil }
      let value = row.fields[column].trimmingCharacters(in: .whitespaces)
      return value.isEmpty ? nil : value
    }
    func number(_ column: Int?) -> Double? { text(column).flatMap(StravaNumber.parse) }
    guard let id = text(layout.id) else {
      throw ActivityFileError(
        "no activity id at line \(row.line) of \(path)", at: .line(row.line))
    }
    guard let dateText = text(layout.date),
      let start = StravaDate.parse(dateText, dayFirst: layout.language != "english")
    else {
      let shown = text(layout.date) ?? ""
      throw ActivityFileError(
        "unreadable activity date '\(shown)' at line \(row.line) of \(path)", at: .line(row.line))
    }
    return StravaActivity(
      id: id, startTime: start, name: text(layout.name) ?? "", type: text(layout.type) ?? "",
      description: text(layout.description),
      elapsedTime: number(layout.exactElapsedTime) ?? number(layout.elapsedTime),
      movingTime: number(layout.movingTime),
      distance: number(layout.metreDistance)
        ?? number(layout.displayDistance).map { $0 * unit.metres },
      filename: text(layout.filename), gear: text(layout.gear),
      commute: text(layout.commute).flatMap(StravaNumber.flag),
      perceivedExertion: number(layout.perceivedExertion),
      maxHeartRate: number(layout.exactMaxHeartRate) ?? number(layout.maxHeartRate),
      averageHeartRate: number(layout.averageHeartRate), line: row.line)
  }
}

/// Numbers and flags as localised exports write them.
enum StravaNumber {
  /// A number with a decimal point or comma (`7.28`, `7,28`); with both, the last one is the
  /// decimal mark and the other groups thousands (`1.234,5`, `1,234.5`). `nil` when not a
  /// finite number.
  static func parse(_ text: String) -> Double? {
    var text = text.trimmingCharacters(in: .whitespaces)
    let lastComma = text.lastIndex(of: ",")
    let lastPoint = text.lastIndex(of: ".")
    if let lastComma {
      if let lastPoint, lastPoint > lastComma {
        text = text.replacingOccurrences(of: ",", with: "")
      } else {
        text = text.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
      }
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// `true`/`false` in the export's spellings (`true`, `1`, `1.0`, `ja`, `wahr`, `sí`, `vrai`).
  static func flag(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "1", "1.0", "yes", "ja", "wahr", "sí", "si", "vrai", "oui": return true
    case "false", "0", "0.0", "no", "nein", "falsch", "faux", "non": return false
    default: return nil
    }
  }
}
