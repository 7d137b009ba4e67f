/// A workout's stable identifier, also its file name: `2026-11-28-morning-intervals`.
public struct WorkoutID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var rawValue: String {
    didSet { digest = Self.digest(of: rawValue) }
  }
  /// The id's fingerprint, made once: tables keyed by ids (every page's workouts are looked
  /// up in them) hash this word instead of the whole text.
  private var digest: UInt64

  public init(_ rawValue: String) {
    self.rawValue = rawValue
    digest = Self.digest(of: rawValue)
  }

  /// An id with its digest as `storedDigest` gave it (a build cache keeps both): not made again.
  public init(_ rawValue: String, storedDigest: UInt64) {
    self.rawValue = rawValue
    digest = storedDigest
  }

  /// The digest, for keeping beside the id.
  public var storedDigest: UInt64 { digest }

  public init(date: LocalDate, name: String) {
    self.init("\(date)-\(Slug.make(name))")
  }

  private static func digest(of text: String) -> UInt64 {
    var print = Fingerprint()
    print.combine(text)
    return print.value
  }

  /// Digests first: a table probing past other ids compares a word, not their texts.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.digest == rhs.digest && lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

  public func _rawHashValue(seed: Int) -> Int { DigestHashing.hashValue(digest, seed: seed) }

  /// The id for the `n`th workout (1-based) sharing this base id.
  public func numbered(_ n: Int) -> WorkoutID {
    n <= 1 ? self : WorkoutID("\(rawValue)-\(n)")
  }

  /// The id without trailing `-<digits>` groups: ids that can collide share it.
  public var family: WorkoutID {
    // Most ids end in a letter: their own family, its digest already made.
    let last = rawValue.withUTF8Buffer { $0.last }
    if let last, !(0x30...0x39).contains(last) { return self }
    let bytes = rawValue.utf8
    var end = bytes.endIndex
    while let hyphen = bytes[..<end].lastIndex(of: UInt8(ascii: "-")),
      bytes.index(after: hyphen) < end,
      bytes[bytes.index(after: hyphen)..<end].allSatisfy({ (0x30...0x39).contains($0) })
    {
      end = hyphen
    }
    return WorkoutID(String(rawValue[..<end]))
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { rawValue }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
