/// Text as it was given: a string, or UTF-8 bytes held elsewhere (a build cache's mapped file)
/// and made into a string only when read, each time. Compared and hashed by its bytes.
///
/// A build that takes 10,000 workouts from its cache shows the notes of a few: reading every
/// note into a string was a quarter of decoding the cache, and 7 MB of memory.
public struct LazyText: Hashable, Sendable, ExpressibleByStringLiteral {
  private enum Storage: Sendable {
    case text(String)
    case utf8(ByteSlice)
  }

  private let storage: Storage

  public init(_ text: String) {
    storage = .text(text)
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// Bytes that must be valid UTF-8 (they are checked again when read: invalid sequences
  /// become U+FFFD).
  public init(utf8 bytes: ByteSlice) {
    storage = .utf8(bytes)
  }

  public var string: String {
    switch storage {
    case .text(let text): text
    case .utf8(let bytes): bytes.withBytes { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// How many UTF-8 bytes the text takes.
  public var utf8Count: Int {
    switch storage {
    case .text(let text): text.utf8.count
    case .utf8(let bytes): bytes.count
    }
  }

  public var isEmpty: Bool { utf8Count == 0 }

  /// The UTF-8 bytes, where they lie.
  public func withUTF8<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
    switch storage {
    case .text(let text): text.withUTF8Buffer { body(UnsafeRawBufferPointer($0)) }
    case .utf8(let bytes): bytes.withBytes(body)
    }
  }

  public static func == (lhs: LazyText, rhs: LazyText) -> Bool {
    lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
  }

  public func hash(into hasher: inout Hasher) {
    withUTF8 { hasher.combine(bytes: $0) }
  }
}
