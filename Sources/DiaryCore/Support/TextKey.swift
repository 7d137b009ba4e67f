/// A string as a table key, hashed by its fingerprint, made once, instead of by its text: for
/// tables that look up many long or repeated strings (paths, names).
public struct TextKey: Hashable, Comparable, Sendable {
  public let text: String
  private let digest: UInt64

  public init(_ text: String) {
    self.init(text, digest: Self.digest(of: text))
  }

  /// `text` with the fingerprint already made of it (`digest(of:)`).
  init(_ text: String, digest: UInt64) {
    self.text = text
    self.digest = digest
  }

  static func digest(of text: String) -> UInt64 {
    var print = Fingerprint()
    print.combine(text)
    return print.value
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.digest == rhs.digest && lhs.text == rhs.text
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

  public func _rawHashValue(seed: Int) -> Int { DigestHashing.hashValue(digest, seed: seed) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.text < rhs.text }
}
