@testable import ActivityFiles

/// Writes small FIT files by hand for tests: definition and data messages (normal and
/// compressed-timestamp headers, either byte order, developer fields), a 12- or 14-byte header
/// and the CRC as asked.
struct FITBuilder {
  /// What to write in the file's last two bytes.
  enum CRC {
    case correct
    case zero
    case value(UInt16)
  }

  /// The data records written so far.
  private(set) var records: [UInt8] = []

  /// A definition message for `local` → `global` with `fields` (number, size, base type) and
  /// developer fields (number, size, developer data index).
  mutating func define(
    local: UInt8, global: UInt16, bigEndian: Bool = false,
    fields: [(UInt8, UInt8, UInt8)], developer: [(UInt8, UInt8, UInt8)] = []
  ) {
    records.append(0x40 | (developer.isEmpty ? 0 : 0x20) | local)
    records.append(0)
    records.append(bigEndian ? 1 : 0)
    records += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : le16(global)
    records.append(UInt8(fields.count))
    for field in fields { records += [field.0, field.1, field.2] }
    if !developer.isEmpty {
      records.append(UInt8(developer.count))
      for field in developer { records += [field.0, field.1, field.2] }
    }
  }

  /// A data message with a normal header.
  mutating func message(local: UInt8, _ content: [UInt8]) {
    records.append(local & 0x0F)
    records += content
  }

  /// A data message with a compressed-timestamp header (local type 0…3, offset 0…31).
  mutating func compressed(local: UInt8, offset: UInt8, _ content: [UInt8]) {
    records.append(0x80 | (local & 0x03) << 5 | (offset & 0x1F))
    records += content
  }

  /// The whole file: header, records, CRC.
  func file(headerSize: Int = 14, crc: CRC = .correct, headerCRC: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(headerSize), 0x20] + le16(2132) + le32(UInt32(records.count))
    bytes += Array(".FIT".utf8)
    if headerSize == 14 { bytes += headerCRC ? le16(FITCRC.checksum(bytes)) : [0, 0] }
    bytes += records
    switch crc {
    case .correct: bytes += le16(FITCRC.checksum(bytes))
    case .zero: bytes += [0, 0]
    case .value(let value): bytes += le16(value)
    }
    return bytes
  }
}

/// Base type bytes.
enum Base {
  static let enumeration: UInt8 = 0x00
  static let uint8: UInt8 = 0x02
  static let uint16: UInt8 = 0x84
  static let sint32: UInt8 = 0x85
  static let uint32: UInt8 = 0x86
  static let string: UInt8 = 0x07
  static let uint32z: UInt8 = 0x8C
}

func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

func le32(_ value: UInt32) -> [UInt8] {
  [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
}

func be32(_ value: UInt32) -> [UInt8] { le32(value).reversed() }

func sle32(_ value: Int32) -> [UInt8] { le32(UInt32(bitPattern: value)) }

/// FIT seconds (since 1989-12-31T00:00:00Z) of a UTC instant in seconds since 1970.
func fitTime(_ unixSeconds: Double) -> UInt32 { UInt32(unixSeconds - 631_065_600) }

/// A small activity: file_id, a running session, three records 1 s apart with position,
/// altitude, distance and heart rate, and an activity message with local time +2 h.
/// Starts at 2021-05-31T06:00:00Z (FIT 991_375_200).
func smallActivity() -> FITBuilder {
  let start: UInt32 = 991_375_200
  var builder = FITBuilder()
  builder.define(
    local: 0, global: 0,
    fields: [(0, 1, Base.enumeration), (1, 2, Base.uint16), (3, 4, Base.uint32z)])
  builder.message(local: 0, [4] + le16(1) + le32(12345))
  builder.define(
    local: 1, global: 20,
    fields: [
      (253, 4, Base.uint32), (0, 4, Base.sint32), (1, 4, Base.sint32), (2, 2, Base.uint16),
      (5, 4, Base.uint32), (3, 1, Base.uint8),
    ])
  for second in 0..<3 {
    let latitude = Int32(0x2000_0000) + Int32(second) * 1000  // 45° north and a bit
    builder.message(
      local: 1,
      le32(start + UInt32(second)) + sle32(latitude) + sle32(0x1000_0000)
        + le16(UInt16(2600 + second * 5)) + le32(UInt32(second * 250)) + [UInt8(120 + second)])
  }
  builder.define(
    local: 2, global: 18,
    fields: [
      (253, 4, Base.uint32), (2, 4, Base.uint32), (5, 1, Base.enumeration),
      (6, 1, Base.enumeration), (7, 4, Base.uint32), (8, 4, Base.uint32), (9, 4, Base.uint32),
      (22, 2, Base.uint16), (16, 1, Base.uint8), (17, 1, Base.uint8), (20, 2, Base.uint16),
    ])
  builder.message(
    local: 2,
    le32(start + 2) + le32(start) + [1, 1] + le32(2500) + le32(2000) + le32(500) + le16(0xFFFF)
      + [121, 122] + le16(0xFFFF))
  builder.define(
    local: 3, global: 34, fields: [(253, 4, Base.uint32), (5, 4, Base.uint32)])
  builder.message(local: 3, le32(start + 2) + le32(start + 2 + 7200))
  return builder
}
