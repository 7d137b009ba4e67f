import Testing

@testable import ActivityFiles

@Suite("FIT decoder on hand-built files")
struct FITDecoderTests {
  private let start = SampleFiles.utc("2021-05-31T06:00:00Z")

  @Test("a small activity decodes with FIT's scales, offsets and semicircles")
  func smallFile() throws {
    let activity = try FITDecoder.decode(smallActivity().file())
    #expect(activity.startTime == start)
    #expect(activity.utcOffset == 7200)
    #expect(activity.localStartTime == start + 7200)
    #expect(activity.sport == "running")
    #expect(activity.subSport == "treadmill")
    #expect(activity.tagSuggestions == ["treadmill"])
    #expect(
      activity.deviceTotals
        == ActivityTotals(
          distance: 5, timerTime: 2, elapsedTime: 2.5, averageHeartRate: 121, maxHeartRate: 122))
    #expect(activity.device == DeviceInfo(manufacturer: "garmin", serialNumber: 12345))
    #expect(activity.points.map(\.time) == [start, start + 1, start + 2])
    let degreesPerSemicircle: Double = 180 / 2_147_483_648
    let latitudes: [Double?] = [0, 1000, 2000].map { 45 + $0 * degreesPerSemicircle }
    #expect(activity.points.map(\.latitude) == latitudes)
    #expect(activity.points.map(\.longitude) == [22.5, 22.5, 22.5])
    #expect(activity.points.map(\.altitude) == [20, 21, 22])
    #expect(activity.points.map(\.distance) == [0, 2.5, 5])
    #expect(activity.points.map(\.heartRate) == [120, 121, 122])
    #expect(activity.warnings == [])
  }

  @Test("a CRC of zero means not computed; a 12-byte header has no header CRC")
  func crcZero() throws {
    let activity = try FITDecoder.decode(smallActivity().file(headerSize: 12, crc: .zero))
    #expect(activity.warnings == [])
    #expect(activity.points.count == 3)
  }

  @Test("a wrong CRC is a warning naming the byte; the data is kept")
  func wrongCRC() throws {
    let builder = smallActivity()
    let correct = FITCRC.checksum(builder.file().dropLast(2).map { $0 })
    let bytes = builder.file(crc: .value(correct ^ 0x0101))
    let activity = try FITDecoder.decode(bytes)
    let hex = { (value: UInt16) in
      "0x" + String(repeating: "0", count: 4 - String(value, radix: 16).count)
        + String(value, radix: 16)
    }
    #expect(
      activity.warnings == [
        "crc mismatch at byte \(bytes.count - 2): the file says \(hex(correct ^ 0x0101)), its "
          + "bytes give \(hex(correct)); kept what decoded"
      ])
    #expect(activity.points.count == 3)
  }

  @Test("a wrong header CRC is a warning at byte 12")
  func wrongHeaderCRC() throws {
    var bytes = smallActivity().file()
    bytes[12] ^= 0xFF
    bytes.replaceSubrange((bytes.count - 2)..., with: le16(FITCRC.checksum(bytes.dropLast(2))))
    let activity = try FITDecoder.decode(bytes)
    #expect(activity.warnings.count == 1)
    #expect(activity.warnings.first?.hasPrefix("header crc mismatch at byte 12: ") == true)
  }

  @Test("compressed-timestamp headers add their offset to the last timestamp, rolling over")
  func compressedTimestamps() throws {
    var builder = FITBuilder()
    let base: UInt32 = 991_375_200 + 29  // low five bits: 29 (991_375_200 is a multiple of 32)
    builder.define(local: 0, global: 20, fields: [(253, 4, Base.uint32), (3, 1, Base.uint8)])
    builder.define(local: 1, global: 20, fields: [(3, 1, Base.uint8)])
    builder.message(local: 0, le32(base) + [100])
    builder.compressed(local: 1, offset: 30, [101])  // same 32-s window: +1 s
    builder.compressed(local: 1, offset: 2, [102])  // 2 < 30: the next window, +4 s
    builder.compressed(local: 1, offset: 2, [103])  // equal offset: no roll-over, +0 s
    let activity = try FITDecoder.decode(builder.file())
    let first = start + 29
    #expect(activity.points.map(\.time) == [first, first + 1, first + 5, first + 5])
    #expect(activity.points.map(\.heartRate) == [100, 101, 102, 103])
  }

  @Test("a compressed-timestamp header before any timestamp leaves the time out")
  func compressedWithoutBase() throws {
    var builder = FITBuilder()
    builder.define(local: 1, global: 20, fields: [(3, 1, Base.uint8)])
    builder.compressed(local: 1, offset: 3, [101])
    builder.define(local: 0, global: 20, fields: [(253, 4, Base.uint32)])
    builder.message(local: 0, le32(991_375_200))
    let activity = try FITDecoder.decode(builder.file())
    #expect(activity.points.map(\.time) == [nil, start])
    #expect(activity.startTime == start)
  }

  @Test("big-endian messages read their global number and values most significant byte first")
  func bigEndian() throws {
    var builder = FITBuilder()
    builder.define(
      local: 5, global: 20, bigEndian: true,
      fields: [
        (253, 4, Base.uint32), (5, 4, Base.uint32), (0, 4, Base.sint32), (1, 4, Base.sint32),
      ]
    )
    builder.message(local: 5, be32(991_375_200) + be32(123_456) + be32(0xE000_0000) + be32(1))
    let activity = try FITDecoder.decode(builder.file())
    #expect(activity.points.first?.time == start)
    #expect(activity.points.first?.distance == 1234.56)
    #expect(activity.points.first?.latitude == -45)
    #expect(activity.points.first?.longitude == 180.0 / 2_147_483_648.0)
  }

  @Test("developer fields are skipped by their size")
  func developerFields() throws {
    var builder = FITBuilder()
    builder.define(
      local: 0, global: 20, fields: [(253, 4, Base.uint32), (3, 1, Base.uint8)],
      developer: [(0, 4, 0), (1, 3, 0)])
    builder.message(local: 0, le32(991_375_200) + [150] + [1, 2, 3, 4] + [5, 6, 7])
    builder.message(local: 0, le32(991_375_201) + [151] + [0xFF, 0xFF, 0xFF, 0xFF] + [0, 0, 0])
    let activity = try FITDecoder.decode(builder.file())
    #expect(activity.points.map(\.heartRate) == [150, 151])
    #expect(activity.points.map(\.time) == [start, start + 1])
  }

  @Test("invalid values (all ones, the largest signed value, zero for z types) read as absent")
  func invalidValues() throws {
    var builder = FITBuilder()
    builder.define(
      local: 0, global: 20,
      fields: [
        (253, 4, Base.uint32), (0, 4, Base.sint32), (1, 4, Base.sint32), (2, 2, Base.uint16),
        (3, 1, Base.uint8), (5, 4, Base.uint32), (7, 2, Base.uint16),
      ])
    builder.message(
      local: 0,
      le32(991_375_200) + sle32(Int32.max) + sle32(Int32.max) + le16(0xFFFF) + [0xFF]
        + le32(0xFFFF_FFFF) + le16(0xFFFF))
    builder.define(local: 1, global: 0, fields: [(3, 4, Base.uint32z), (1, 2, Base.uint16)])
    builder.message(local: 1, le32(0) + le16(0xFFFF))
    let activity = try FITDecoder.decode(builder.file())
    #expect(activity.points == [TrackPoint(time: start)])
    #expect(activity.device == DeviceInfo())
  }

  @Test("a field shorter than its base type, or a string, is not read as a number")
  func oddFieldSizes() throws {
    var builder = FITBuilder()
    builder.define(
      local: 0, global: 20,
      fields: [
        (253, 4, Base.uint32), (5, 2, Base.uint32), (3, 3, Base.string), (7, 4, Base.uint16),
      ])
    builder.message(local: 0, le32(991_375_200) + [1, 2] + [65, 0, 0] + le16(250) + le16(260))
    let activity = try FITDecoder.decode(builder.file())
    #expect(activity.points == [TrackPoint(time: start, power: 250)])
  }

  @Test("chained files decode one after the other, each with its own definitions")
  func chained() throws {
    var second = FITBuilder()
    second.define(local: 1, global: 20, fields: [(253, 4, Base.uint32), (3, 1, Base.uint8)])
    second.message(local: 1, le32(991_375_200 + 10) + [130])
    let activity = try FITDecoder.decode(smallActivity().file() + second.file())
    #expect(activity.points.map(\.heartRate) == [120, 121, 122, 130])
    #expect(activity.points.last?.time == start + 10)
    #expect(activity.sessions.count == 1)
    #expect(activity.warnings == [])
  }

  @Test("bytes after the last file are ignored with a warning")
  func trailingBytes() throws {
    let file = smallActivity().file()
    let activity = try FITDecoder.decode(file + [1, 2, 3])
    #expect(activity.warnings == ["ignored 3 bytes after the fit data at byte \(file.count)"])
  }

  @Test("timer stop and start events make a pause and a new segment")
  func timerEvents() throws {
    var builder = FITBuilder()
    builder.define(
      local: 0, global: 21,
      fields: [(253, 4, Base.uint32), (0, 1, Base.enumeration), (1, 1, Base.enumeration)])
    builder.define(local: 1, global: 20, fields: [(253, 4, Base.uint32)])
    builder.message(local: 0, le32(991_375_200) + [0, 0])  // timer start: no pause yet
    builder.message(local: 1, le32(991_375_200))
    builder.message(local: 0, le32(991_375_205) + [0, 4])  // stop all
    builder.message(local: 0, le32(991_375_230) + [0, 0])  // start
    builder.message(local: 1, le32(991_375_230))
    builder.message(local: 0, le32(991_375_240) + [3, 1])  // a workout event: not the timer
    let activity = try FITDecoder.decode(builder.file())
    #expect(activity.pauses == [Pause(start: start + 5, end: start + 30)])
    #expect(activity.points.map(\.segment) == [0, 1])
    #expect(activity.computedTotals.timerTime == 0)
    #expect(activity.computedTotals.elapsedTime == 30)
  }

  @Test("an implausible UTC offset is left out with a warning")
  func implausibleOffset() throws {
    var builder = FITBuilder()
    builder.define(local: 0, global: 20, fields: [(253, 4, Base.uint32)])
    builder.message(local: 0, le32(991_375_200))
    builder.define(local: 3, global: 34, fields: [(253, 4, Base.uint32), (5, 4, Base.uint32)])
    builder.message(local: 3, le32(991_375_200) + le32(991_375_200 + 3600 + 60))
    let activity = try FITDecoder.decode(builder.file())
    #expect(activity.utcOffset == nil)
    #expect(
      activity.warnings == [
        "no session message: the totals are computed from the 1 records",
        "implausible utc offset of 3660 s (activity.local_timestamp − timestamp): left out",
      ])
  }

  @Test("a data message of a local type never defined stops decoding with a warning")
  func undefinedLocalType() throws {
    var builder = smallActivity()
    builder.message(local: 9, [1, 2, 3])
    let bytes = builder.file()
    let activity = try FITDecoder.decode(bytes)
    #expect(
      activity.warnings == [
        "data message of undefined local type 9 at byte \(bytes.count - 6): decoding stopped "
          + "there"
      ])
    #expect(activity.points.count == 3)
  }

  @Test("bytes that are not FIT, or FIT without activity, throw errors naming the byte")
  func errors() throws {
    #expect(
      throws: ActivityFileError(
        "not a fit file: 3 bytes at byte 0, a fit header has 12 or 14",
        at: .byte(0))
    ) { try FITDecoder.decode([1, 2, 3]) }
    #expect(
      throws: ActivityFileError("not a fit file: no '.FIT' signature at byte 8", at: .byte(8))
    ) { try FITDecoder.decode(Array("<?xml version=\"1.0\"?><gpx/>".utf8)) }
    let empty = FITBuilder().file()
    #expect(
      throws: ActivityFileError(
        "no activity in the fit file: no session and no record with a time before byte 16",
        at: .byte(16))
    ) { try FITDecoder.decode(empty) }
    var cut = smallActivity().file()
    cut.removeLast(cut.count - 20)
    #expect(
      throws: ActivityFileError(
        "no activity in the fit file: no session and no record with a time before byte 20 "
          + "(truncated at byte 14: the message there needs 15 bytes, 6 remain)", at: .byte(20))
    ) { try FITDecoder.decode(cut) }
  }

  @Test("a header announcing more data than there is: truncated, what came before is kept")
  func dataSizeBeyondEnd() throws {
    var bytes = smallActivity().file()
    bytes.removeLast(2)  // the CRC
    let activity = try FITDecoder.decode(bytes)
    #expect(activity.warnings == ["truncated at byte \(bytes.count): the file's crc is missing"])
    var longer = smallActivity().file(headerSize: 12, crc: .zero)
    longer.removeLast(2)
    longer.replaceSubrange(4..<8, with: le32(UInt32(longer.count + 88)))
    let cut = try FITDecoder.decode(longer)
    #expect(
      cut.warnings == [
        "truncated at byte \(longer.count): the header announces \(longer.count + 88) bytes of "
          + "data, \(longer.count - 12) are there"
      ])
    #expect(cut.sessions.count == 1)
  }

  @Test("every prefix of a small file decodes or throws, never crashes")
  func everyTruncation() {
    let bytes = smallActivity().file()
    var decoded = 0
    for length in 0...bytes.count {
      if let activity = try? FITDecoder.decode(Array(bytes.prefix(length))) {
        decoded += 1
        #expect(activity.points.count <= 3)
        #expect(!activity.warnings.isEmpty || length == bytes.count)
      }
    }
    #expect(decoded > 0)
  }

  @Test("every single-byte change of a small file decodes or throws, never crashes")
  func everyByteFlipped() {
    let bytes = smallActivity().file()
    for index in bytes.indices {
      for value: UInt8 in [0x00, 0x7F, 0xFF, bytes[index] ^ 0x40] {
        var changed = bytes
        changed[index] = value
        _ = try? FITDecoder.decode(changed)
      }
    }
  }
}
