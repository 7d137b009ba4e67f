import DiaryCore

/// A data export: a header, one fragment per workout (newest first, as `SiteData.byDate`) with a
/// separator between two, and a footer. Written piece by piece, so an export of 100,000 workouts never sits whole
/// in memory; a fragment whose workout did not change can be kept from the last build.
public struct ExportFile: Sendable {
  public let path: String
  public let header: String
  public let separator: String
  public let footer: String
  /// Changes whenever any byte of the file can change.
  public let key: Fingerprint
  private let workouts: [Workout]
  /// What the fragments depend on besides their workout (settings, the CSV's columns).
  private let context: Fingerprint
  private let data: SiteData
  private let makeFragment: @Sendable (Workout) -> String

  init(
    path: String, header: String, separator: String = "", footer: String,
    context: Fingerprint, data: SiteData, fragment: @escaping @Sendable (Workout) -> String
  ) {
    self.path = path
    self.header = header
    self.separator = separator
    self.footer = footer
    workouts = data.byDate
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

  public func fragment(at index: Int) -> String { makeFragment(workouts[index]) }

  /// Identifies the fragment at `index`: equal keys, equal bytes.
  public func fragmentKey(at index: Int) -> Fingerprint {
    var key = context
    key.combine(data.wholePrintsByDate[index])
    return key
  }

  /// The fragments in `range`, each after a separator but the very first.
  public func fragments(_ range: Range<Int>) -> String {
    var text = ""
    for index in range {
      if index > 0 { text += separator }
      text += fragment(at: index)
    }
    return text
  }

  /// The whole file at once.
  public func file() -> OutputFile {
    OutputFile(path: path, text: header + fragments(0..<count) + footer)
  }
}
