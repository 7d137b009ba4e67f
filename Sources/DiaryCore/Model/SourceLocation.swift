/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, like cmark).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var path: String {
    didSet { pathDigest = TextKey.digest(of: path) }
  }
  public var line: Int
  public var column: Int
  /// The path's fingerprint, made once: the tables keyed by locations (every workout is looked
  /// up in several while the journal is reduced) hash this word, not the whole path.
  private(set) var pathDigest: UInt64

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
    pathDigest = TextKey.digest(of: path)
  }

  /// The path as a table key, with the fingerprint kept here.
  var pathKey: TextKey { TextKey(path, digest: pathDigest) }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column && lhs.pathDigest == rhs.pathDigest
      && lhs.path == rhs.path
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pathDigest)
    hasher.combine(line)
    hasher.combine(column)
  }

  public func _rawHashValue(seed: Int) -> Int {
    // Lines and columns of a journal fit in 40 and 24 bits; a larger one still hashes, worse.
    let place = UInt64(truncatingIfNeeded: line) << 24 ^ UInt64(truncatingIfNeeded: column)
    return DigestHashing.hashValue(pathDigest ^ place &* 0x9E37_79B9_7F4A_7C15, seed: seed)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }

  /// `path:line:column`, the form editors and compilers use.
  public var description: String { "\(path):\(line):\(column)" }
}
