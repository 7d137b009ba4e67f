/// The fields of an object value, in the order they were first set.
///
/// Templates look names up far more often than contexts are built, so each name carries a
/// small hash computed once: a template computes its names' hashes when it is compiled, and
/// a lookup scans the fields comparing hashes before it compares strings.
public struct MustacheObject: Sendable {
  struct Entry: Sendable {
    var key: String
    var value: MustacheValue
    var hash: UInt32
  }

  private(set) var entries: [Entry]
  /// One bit per field name (`MustacheKey.bit`): a name whose bit is clear is not here, which
  /// settles most misses (names of outer contexts) without a search.
  private var mask: UInt64

  /// An object without fields.
  public init() {
    entries = []
    mask = 0
  }

  /// An object without fields, with room for `minimumCapacity` of them.
  public init(minimumCapacity: Int) {
    entries = []
    entries.reserveCapacity(minimumCapacity)
    mask = 0
  }

  /// The fields of `dictionary`, ordered by name (a dictionary's own order is not stable).
  public init(_ dictionary: [String: MustacheValue]) {
    self.init(minimumCapacity: dictionary.count)
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) { self[key] = value }
  }

  /// The number of fields.
  public var count: Int { entries.count }

  /// The field names, in the order they were first set.
  public var keys: [String] { entries.map(\.key) }

  /// The value of the field `key`; setting `nil` removes the field.
  public subscript(key: String) -> MustacheValue? {
    get { value(for: MustacheKey(key)) }
    set {
      let name = MustacheKey(key)
      if let newValue {
        set(newValue, for: name)
      } else {
        remove(name)
      }
    }
  }

  /// The value of the field `key`, whose hash is already known; setting `nil` removes it.
  public subscript(key: MustacheKey) -> MustacheValue? {
    get { value(for: key) }
    set {
      if let newValue {
        set(newValue, for: key)
      } else {
        remove(key)
      }
    }
  }

  /// The value of the field named by `key`, whose hash is already known.
  func value(for key: MustacheKey) -> MustacheValue? {
    guard mask & key.bit != 0 else { return nil }
    return entries.withUnsafeBufferPointer { entries in
      guard let index = index(of: key, in: entries) else { return nil }
      // Through the pointer only the value is copied, not the whole entry with its key.
      return entries[index].value
    }
  }

  /// Adds the field `key`, which must not be set yet, without looking for it first: for
  /// objects built field by field with names known to differ (the items of a list).
  public mutating func append(_ value: consuming MustacheValue, for key: MustacheKey) {
    assert(index(of: key) == nil, "'\(key.name)' is set already")
    appendNew(value, for: key)
  }

  private mutating func appendNew(_ value: consuming MustacheValue, for key: MustacheKey) {
    entries.append(Entry(key: key.name, value: value, hash: key.hash))
    mask |= key.bit
  }

  /// Sets the fields of `other` here; for a name in both, `other`'s value wins.
  public mutating func merge(_ other: MustacheObject) {
    for entry in other.entries { set(entry.value, for: MustacheKey(entry.key, hash: entry.hash)) }
  }

  private func index(of key: MustacheKey) -> Int? {
    guard mask & key.bit != 0 else { return nil }
    return entries.withUnsafeBufferPointer { index(of: key, in: $0) }
  }

  private func index(of key: MustacheKey, in entries: UnsafeBufferPointer<Entry>) -> Int? {
    for index in entries.indices where entries[index].hash == key.hash {
      if entries[index].key == key.name { return index }
    }
    return nil
  }

  private mutating func set(_ value: consuming MustacheValue, for key: MustacheKey) {
    if let index = index(of: key) {
      entries[index].value = value
    } else {
      appendNew(value, for: key)
    }
  }

  private mutating func remove(_ key: MustacheKey) {
    guard let index = index(of: key) else { return }
    entries.remove(at: index)
    mask = entries.reduce(0) { $0 | MustacheKey($1.key, hash: $1.hash).bit }
  }
}

extension MustacheObject: Equatable {
  /// Objects are equal when they have the same names with equal values, in any order.
  public static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for entry in lhs.entries {
      let key = MustacheKey(entry.key, hash: entry.hash)
      guard let other = rhs.value(for: key), other == entry.value else { return false }
    }
    return true
  }
}

extension MustacheObject: ExpressibleByDictionaryLiteral {
  /// Creates an object from a literal; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self.init(minimumCapacity: elements.count)
    for (key, value) in elements { self[key] = value }
  }
}

extension MustacheObject: Sequence {
  /// The fields, in the order they were first set.
  public func makeIterator() -> some IteratorProtocol<(key: String, value: MustacheValue)> {
    entries.lazy.map { (key: $0.key, value: $0.value) }.makeIterator()
  }
}

/// A field name with its hash (FNV-1a of its UTF-8 bytes), computed once: code that sets the
/// same fields on many objects keeps its names as keys (`static let`).
public struct MustacheKey: Sendable, Equatable {
  /// The field name.
  public let name: String
  let hash: UInt32

  /// The key of `name`, its hash computed now.
  public init(_ name: String) {
    func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
      var hash: UInt32 = 2_166_136_261
      for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      return hash
    }
    let hash = name.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(name.utf8)
    self.init(name, hash: hash)
  }

  init(_ name: String, hash: UInt32) {
    self.name = name
    self.hash = hash
  }

  /// The name's bit in an object's `mask`, from the top bits of the hash.
  var bit: UInt64 { 1 << UInt64(hash >> 26) }
}
