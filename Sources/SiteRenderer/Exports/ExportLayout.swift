import DiaryCore

/// Where the pieces of an export file lie: the header's length, each fragment's key and length
/// (with `separator` between two), the footer's length. A build cache keeps it so the next
/// build can take the fragments of unchanged workouts out of the file itself.
public struct ExportLayout: Sendable, Equatable {
  public var headerLength: Int
  public var separator: String
  public var footerLength: Int
  public var fragments: [(key: Fingerprint, length: Int)]

  public init(
    headerLength: Int, separator: String, footerLength: Int,
    fragments: [(key: Fingerprint, length: Int)]
  ) {
    self.headerLength = headerLength
    self.separator = separator
    self.footerLength = footerLength
    self.fragments = fragments
  }

  public static func == (lhs: ExportLayout, rhs: ExportLayout) -> Bool {
    lhs.headerLength == rhs.headerLength && lhs.separator == rhs.separator
      && lhs.footerLength == rhs.footerLength && lhs.fragments.count == rhs.fragments.count
      && zip(lhs.fragments, rhs.fragments).allSatisfy { $0.key == $1.key && $0.length == $1.length }
  }
}
