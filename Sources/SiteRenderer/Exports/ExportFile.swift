import DiaryCore

/// A data export: a header, one fragment per workout (oldest first, `SiteData.oldestFirst`) with
/// a separator between two, and a footer. Oldest first, a new workout or an edit of a recent
/// one changes only the end of the file: the next build rewrites only that part of its spare
/// copy, and a sync tool sends only that part. Written piece by piece, so an export of 100,000
/// workouts never sits whole in memory; a fragment whose workout did not change can be kept
/// from the last build.
public struct ExportFile: Sendable {
  public let path: String
  public let header: String
  public let separator: String
  public let footer: String
  /// Changes whenever any byte of the file can change.
  public let key: Fingerprint
  /// Newest first, as `SiteData.byDate`; `order` lists them oldest first.
  private let workouts: [Workout]
  private let order: [Int]
  /// What the fragments depend on besides their workout (settings, the CSV's columns).
  private let context: Fingerprint
  private let data: SiteData
  private let makeFragment: @Sendable (Workout) -> [UInt8]

  init(
    path: String, header: String, separator: String = "", footer: String,
    context: Fingerprint, data: SiteData, fragment: @escaping @Sendable (Workout) -> [UInt8]
  ) {
    self.path = path
    self.header = header
    self.separator = separator
    self.footer = footer
    workouts = data.byDate
    order = data.oldestFirst
    var context = context
    context.combine(path)
    self.context = context
    self.data = data
    makeFragment = fragment
    var key = data.keyOfEverything(path)
    key.combine(context)
    key.combine(header)
    key.combine(separator)
    key.combine(footer)
    self.key = key
  }

  public var count: Int { workouts.count }

  /// The UTF-8 bytes of the workout's fragment.
  public func fragment(at index: Int) -> [UInt8] {
    makeFragment(workouts[order[index]])
  }

  /// Identifies the fragment at `index`: equal keys, equal bytes.
  public func fragmentKey(at index: Int) -> Fingerprint {
    var key = context
    key.combine(data.wholePrintsByDate[order[index]])
    return key
  }

  /// The whole file at once.
  public func file() -> OutputFile {
    var bytes = Array(header.utf8)
    for index in 0..<count {
      if index > 0 { bytes.append(contentsOf: separator.utf8) }
      bytes.append(contentsOf: fragment(at: index))
    }
    bytes.append(contentsOf: footer.utf8)
    return OutputFile(path: path, bytes: bytes)
  }
}
