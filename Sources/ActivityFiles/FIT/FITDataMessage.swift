/// A view of one data message's content in the file's bytes, with its definition: reads field
/// values by number, scaled, with invalid values as `nil`. Valid only while the bytes are.
struct FITDataMessage {
  /// The whole file.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the content starts (after the record header).
  let start: Int
  /// The layout.
  let definition: FITMessageDefinition
  /// The timestamp a compressed-timestamp header gives (seconds since the FIT epoch), used when
  /// the message has no timestamp field of its own.
  let compressedTimestamp: UInt32?

  /// The global message number.
  var globalNumber: UInt16 { definition.globalNumber }

  /// The first value of a field as an unsigned bit pattern (sign-extended for signed types),
  /// or `nil` when the field is absent, shorter than its base type, text, or invalid.
  func raw(_ number: UInt8) -> UInt64? {
    definition.field(number).flatMap(raw)
  }

  private func raw(_ field: FITMessageDefinition.Field) -> UInt64? {
    let size = field.baseType.size
    guard !field.baseType.isString, field.size >= size else { return nil }
    var value: UInt64 = 0
    let base = start + field.offset
    if definition.isBigEndian {
      for index in base..<(base + size) { value = value << 8 | UInt64(bytes[index]) }
    } else {
      for index in (base..<(base + size)).reversed() { value = value << 8 | UInt64(bytes[index]) }
    }
    return field.baseType.isInvalid(value) ? nil : value
  }

  /// A field's first value as a number, scaled: `stored / scale − offset`, as FIT's profile
  /// gives scales and offsets. `nil` when absent or invalid.
  func number(_ number: UInt8, scale: Double = 1, offset: Double = 0) -> Double? {
    guard let field = definition.field(number), let raw = raw(field) else { return nil }
    // By base type: float32, float64, sint8, sint16, sint32, sint64; the rest are unsigned.
    let value: Double
    switch field.baseType.number {
    case 8: value = Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))
    case 9: value = Double(bitPattern: raw)
    case 1: value = Double(Int8(truncatingIfNeeded: raw))
    case 3: value = Double(Int16(truncatingIfNeeded: raw))
    case 5: value = Double(Int32(truncatingIfNeeded: raw))
    case 14: value = Double(Int64(bitPattern: raw))
    default: value = Double(raw)
    }
    guard value.isFinite else { return nil }
    return value / scale - offset
  }

  /// A field's first value as an integer (enums, counts), `nil` when absent or invalid.
  func integer(_ number: UInt8) -> Int? {
    guard let value = self.number(number), value.magnitude < 1e15 else { return nil }
    return Int(value)
  }

  /// A FIT `date_time` field as UTC seconds since 1970; `nil` when absent or invalid.
  func time(_ number: UInt8) -> Double? {
    guard let seconds = integer(number), seconds >= 0 else { return nil }
    return FITProfile.epoch + Double(seconds)
  }

  /// The message's timestamp: its own field 253, or the compressed header's.
  var timestamp: Double? {
    time(FITProfile.timestampField) ?? compressedTimestamp.map { FITProfile.epoch + Double($0) }
  }

  /// A string field: the bytes up to the first NUL, as UTF-8 (invalid sequences replaced);
  /// `nil` when absent or empty.
  func string(_ number: UInt8) -> String? {
    guard let field = definition.field(number), field.baseType.isString else { return nil }
    let base = start + field.offset
    var end = base
    while end < base + field.size && bytes[end] != 0 { end += 1 }
    guard end > base else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[base..<end]), as: UTF8.self)
  }
}
