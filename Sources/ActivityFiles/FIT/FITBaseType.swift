/// A FIT base type (the low five bits of a field definition's base type byte): the size of one
/// value and the bit pattern that marks it invalid ("no value"), which decoders must skip.
struct FITBaseType: Sendable, Equatable {
  /// The base type number, 0…16.
  let number: UInt8
  /// Bytes per value.
  let size: Int
  /// The raw value that means "no value" (`isInvalid`), worked out once per field definition
  /// as it is compared for every value read.
  private let invalid: UInt64

  /// The base type of a field definition's base type byte; an unknown number reads as `byte`.
  init(byte: UInt8) {
    let number = byte & 0x1F <= 16 ? byte & 0x1F : 13
    // enum, sint8, uint8, sint16, uint16, sint32, uint32, string, float32, float64, uint8z,
    // uint16z, uint32z, byte, sint64, uint64, uint64z
    let size =
      switch number {
      case 3, 4, 11: 2
      case 5, 6, 8, 12: 4
      case 9, 14, 15, 16: 8
      default: 1
      }
    self.number = number
    self.size = size
    invalid =
      switch number {
      case 1: 0x7F
      case 3: 0x7FFF
      case 5: 0x7FFF_FFFF
      case 14: 0x7FFF_FFFF_FFFF_FFFF
      case 10, 11, 12, 16: 0
      default: size == 8 ? UInt64.max : (1 << UInt64(size * 8)) - 1
      }
  }

  /// Whether the values are text (string: NUL-terminated UTF-8).
  var isString: Bool { number == 7 }

  /// Whether the raw value (the value's bytes as an unsigned integer) is this type's invalid
  /// value: all ones for enum, byte and unsigned types, the largest positive value for signed
  /// types, zero for the `z` types (uint8z, uint16z, uint32z, uint64z), all ones for floats.
  func isInvalid(_ raw: UInt64) -> Bool { raw == invalid }
}
