/// Keyed container of `MustacheValueEncoder`: fields of an object.
struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    slot.field(key.stringValue).content = .value(.null)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try slot.field(key.stringValue).encode(value, codingPath: codingPath + [key])
  }

  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = slot.field(key.stringValue)
    child.makeObject()
    return KeyedEncodingContainer(
      KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = slot.field(key.stringValue)
    child.makeList()
    return UnkeyedSlotContainer(slot: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let key = IndexCodingKey(stringValue: "super")
    return MustacheValueEncoder(slot: slot.field(key.stringValue), codingPath: codingPath + [key])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    MustacheValueEncoder(slot: slot.field(key.stringValue), codingPath: codingPath + [key])
  }

  private mutating func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
    if let value {
      try encode(value, forKey: key)
    } else {
      try encodeNil(forKey: key)
    }
  }
}

/// Unkeyed container of `MustacheValueEncoder`: items of a list.
struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]

  var count: Int { slot.itemCount }

  mutating func encodeNil() throws {
    slot.appendItem().content = .value(.null)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = IndexCodingKey(intValue: count)
    try slot.appendItem().encode(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let key = IndexCodingKey(intValue: count)
    let child = slot.appendItem()
    child.makeObject()
    return KeyedEncodingContainer(
      KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = IndexCodingKey(intValue: count)
    let child = slot.appendItem()
    child.makeList()
    return UnkeyedSlotContainer(slot: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let key = IndexCodingKey(intValue: count)
    return MustacheValueEncoder(slot: slot.appendItem(), codingPath: codingPath + [key])
  }
}

/// Single-value container of `MustacheValueEncoder`.
struct SingleSlotContainer: SingleValueEncodingContainer {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws {
    slot.content = .value(.null)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try slot.encode(value, codingPath: codingPath)
  }
}
