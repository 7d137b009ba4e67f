/// The FIT checksum: CRC-16 with the reflected polynomial 0xA001 (CRC-16/ARC), initial value 0,
/// over the header or over the header and data records.
enum FITCRC {
  /// The CRC of `bytes[range]`, continuing from `crc`.
  static func update(_ crc: UInt16, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> UInt16
  {
    var crc = crc
    for index in range {
      crc = (crc >> 8) ^ table[Int((crc ^ UInt16(bytes[index])) & 0xFF)]
    }
    return crc
  }

  /// The CRC of a whole byte array (for tests and for writers of test files).
  static func checksum(_ bytes: [UInt8]) -> UInt16 {
    bytes.withUnsafeBufferPointer { update(0, $0, 0..<$0.count) }
  }

  private static let table: [UInt16] = (0..<256).map { value -> UInt16 in
    var crc = UInt16(value)
    for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
    return crc
  }
}
