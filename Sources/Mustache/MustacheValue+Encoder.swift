extension MustacheValue {
  /// Makes a value from any `Encodable`: keyed → object, unkeyed → list, nil → null.
  ///
  /// Optional properties that are `nil` become explicit `.null` entries (instead of missing
  /// keys), so a `nil` field never falls through to an outer context during lookup.
  public init<T: Encodable>(encoding value: T) throws {
    if let direct = value as? MustacheValue {
      self = direct
      return
    }
    let slot = EncodingSlot()
    try slot.encode(value, codingPath: [])
    self = slot.resolved()
  }
}

/// A mutable cell that receives one encoded value; containers nest further cells.
final class EncodingSlot {
  enum Content {
    case empty
    case value(MustacheValue)
    /// Fields in the order they were first encoded, with an index by name.
    case object(names: [String], slots: [String: EncodingSlot])
    case list([EncodingSlot])
  }

  var content: Content = .empty

  /// The finished value, with nested cells resolved recursively.
  func resolved() -> MustacheValue {
    switch content {
    case .empty: return .null
    case .value(let value): return value
    case .object(let names, let slots):
      var fields = MustacheObject(minimumCapacity: names.count)
      for name in names { fields[name] = slots[name]?.resolved() ?? .null }
      return .object(fields)
    case .list(let items): return .list(items.map { $0.resolved() })
    }
  }

  /// Stores a value: primitives directly, anything else through a nested encoder.
  func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
    if let primitive = Self.primitive(value) {
      content = .value(primitive)
    } else {
      try value.encode(to: MustacheValueEncoder(slot: self, codingPath: codingPath))
    }
  }

  /// Turns the content into an object (keeping existing fields) and returns nothing.
  func makeObject() {
    if case .object = content { return }
    content = .object(names: [], slots: [:])
  }

  /// Turns the content into a list (keeping existing items).
  func makeList() {
    if case .list = content { return }
    content = .list([])
  }

  /// Returns the cell for `key`, creating it; the content must be an object.
  func field(_ key: String) -> EncodingSlot {
    guard case .object(var names, var slots) = content else { return EncodingSlot() }
    if let existing = slots[key] { return existing }
    let slot = EncodingSlot()
    content = .empty
    names.append(key)
    slots[key] = slot
    content = .object(names: names, slots: slots)
    return slot
  }

  /// Appends a new cell to the list and returns it; the content must be a list.
  func appendItem() -> EncodingSlot {
    let slot = EncodingSlot()
    guard case .list(var items) = content else { return slot }
    content = .empty
    items.append(slot)
    content = .list(items)
    return slot
  }

  /// The number of items when the content is a list.
  var itemCount: Int {
    if case .list(let items) = content { return items.count }
    return 0
  }

  private static func primitive<T: Encodable>(_ value: T) -> MustacheValue? {
    switch value {
    case let value as MustacheValue: return value
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as Double: return .number(number)
    case let number as Float: return .number(Double(number))
    case let number as Int: return .number(Double(number))
    case let number as Int8: return .number(Double(number))
    case let number as Int16: return .number(Double(number))
    case let number as Int32: return .number(Double(number))
    case let number as Int64: return .number(Double(number))
    case let number as UInt: return .number(Double(number))
    case let number as UInt8: return .number(Double(number))
    case let number as UInt16: return .number(Double(number))
    case let number as UInt32: return .number(Double(number))
    case let number as UInt64: return .number(Double(number))
    default: return nil
    }
  }
}

/// The `Encoder` handed to `Encodable` values; it writes into one `EncodingSlot`.
struct MustacheValueEncoder: Encoder {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    slot.makeObject()
    return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    slot.makeList()
    return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleSlotContainer(slot: slot, codingPath: codingPath)
  }
}

/// A coding key for list positions and `super` entries.
struct IndexCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}
