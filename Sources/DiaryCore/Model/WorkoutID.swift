/// A workout's stable identifier, also its file name: `2026-11-28-morning-intervals`.
public struct WorkoutID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(date: LocalDate, name: String) {
    rawValue = "\(date)-\(Slug.make(name))"
  }

  /// The id for the `n`th workout (1-based) sharing this base id.
  public func numbered(_ n: Int) -> WorkoutID {
    n <= 1 ? self : WorkoutID("\(rawValue)-\(n)")
  }

  /// The id without trailing `-<digits>` groups: ids that can collide share it.
  public var family: String {
    let bytes = rawValue.utf8
    var end = bytes.endIndex
    while let hyphen = bytes[..<end].lastIndex(of: UInt8(ascii: "-")),
      bytes.index(after: hyphen) < end,
      bytes[bytes.index(after: hyphen)..<end].allSatisfy({ (0x30...0x39).contains($0) })
    {
      end = hyphen
    }
    return String(rawValue[..<end])
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { rawValue }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
