extension Fingerprint {
  /// The fingerprint of everything `value`'s encoding writes: each key, index and value, in
  /// order, a workout by its own fingerprint (of its whole content, made once). A field added
  /// to an `Encodable` type is part of its fingerprint by construction.
  public init(encoding value: some Encodable) {
    let encoder = FingerprintEncoder()
    encoder.encodeValue(value)
    self = encoder.print
  }
}

/// An `Encoder` that feeds what it is given into a fingerprint. Every container starts with a
/// marker of its kind, keys are combined before their values and list elements after their
/// index, so that values moved from one field or element to another change the fingerprint.
final class FingerprintEncoder: Encoder {
  // Unchecked: one encoder is used by one thread, through calls that never overlap.
  @exclusivity(unchecked) var print = Fingerprint()
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  fileprivate enum Marker: UInt64 {
    case keyed = 0x6B65_7965_64
    case unkeyed = 0x6C69_7374
    case single = 0x6F6E_65
    case null = 0x6E75_6C6C
  }

  fileprivate func mark(_ marker: Marker) { print.combine(marker.rawValue) }

  /// A value: a workout or a track by its fingerprint, anything else by its encoding.
  func encodeValue<Value: Encodable>(_ value: Value) {
    // Comparisons of types, made for every value: the types are the same, so the value is
    // taken as what it is.
    if Value.self == Workout.self {
      print.combine(unsafeBitCast(value, to: Workout.self).fingerprint)
      return
    }
    if Value.self == [Workout].self {
      // What an unkeyed container of workouts gives: a marker, then each index and workout.
      mark(.unkeyed)
      for (index, workout) in unsafeBitCast(value, to: [Workout].self).enumerated() {
        print.combine(index)
        print.combine(workout.fingerprint)
      }
      return
    }
    if Value.self == Track.self {
      print.combine(unsafeBitCast(value, to: Track.self).fingerprint)
      return
    }
    // Encoding into a fingerprint cannot fail: no container here throws.
    try? value.encode(to: self)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    mark(.keyed)
    return KeyedEncodingContainer(Keyed<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    mark(.unkeyed)
    return Unkeyed(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    mark(.single)
    return Single(encoder: self)
  }

  private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: FingerprintEncoder
    var codingPath: [any CodingKey] { [] }

    private func key(_ key: Key) { encoder.print.combine(key.stringValue) }

    mutating func encodeNil(forKey key: Key) {
      self.key(key)
      encoder.mark(.null)
    }
    mutating func encode(_ value: Bool, forKey key: Key) {
      self.key(key)
      encoder.print.combine(value)
    }
    mutating func encode(_ value: String, forKey key: Key) {
      self.key(key)
      encoder.print.combine(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) {
      self.key(key)
      encoder.print.combine(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) {
      self.key(key)
      encoder.print.combine(value)
    }
    mutating func encode(_ value: some Encodable, forKey key: Key) {
      self.key(key)
      encoder.encodeValue(value)
    }
    // An absent optional adds nothing (as `encodeIfPresent` does by default), a present one
    // its key and value: the same as the default, without its detour through `encode`.
    mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) {
      if let value { encode(value, forKey: key) }
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      self.key(key)
      return encoder.container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      self.key(key)
      return encoder.unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      self.key(key)
      return encoder
    }
  }

  private struct Unkeyed: UnkeyedEncodingContainer {
    let encoder: FingerprintEncoder
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(encoder: FingerprintEncoder) { self.encoder = encoder }

    private mutating func next() {
      encoder.print.combine(count)
      count += 1
    }

    mutating func encodeNil() {
      next()
      encoder.mark(.null)
    }
    mutating func encode(_ value: Bool) {
      next()
      encoder.print.combine(value)
    }
    mutating func encode(_ value: String) {
      next()
      encoder.print.combine(value)
    }
    mutating func encode(_ value: Double) {
      next()
      encoder.print.combine(value)
    }
    mutating func encode(_ value: Int) {
      next()
      encoder.print.combine(value)
    }
    mutating func encode(_ value: some Encodable) {
      next()
      encoder.encodeValue(value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      next()
      return encoder.container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      next()
      return encoder.unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder {
      next()
      return encoder
    }
  }

  private struct Single: SingleValueEncodingContainer {
    let encoder: FingerprintEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { encoder.mark(.null) }
    mutating func encode(_ value: Bool) { encoder.print.combine(value) }
    mutating func encode(_ value: String) { encoder.print.combine(value) }
    mutating func encode(_ value: Double) { encoder.print.combine(value) }
    mutating func encode(_ value: Int) { encoder.print.combine(value) }
    mutating func encode(_ value: some Encodable) { encoder.encodeValue(value) }
  }
}
