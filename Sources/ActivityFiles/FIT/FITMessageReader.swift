/// Reads the messages of FIT bytes one after another: file headers, definition messages, normal
/// and compressed-timestamp data messages, CRCs, and several FIT files chained back to back.
///
/// It never reads outside the bytes and never stops without moving forward, so any input ends
/// in time bounded by its size. What it cannot read (truncation, a wrong CRC, a data message of
/// a local type never defined, bytes after the last file) becomes a warning and reading stops
/// or goes on as the problem allows; only input that is not FIT at all throws.
struct FITMessageReader {
  /// Lowercase sentences naming the byte where each problem is.
  private(set) var warnings: [String] = []
  /// How many data messages had a compressed-timestamp header.
  private(set) var compressedTimestampMessages = 0
  /// How many FIT files the bytes held.
  private(set) var fileCount = 0

  /// Reads every data message of `bytes`, in order, handing each to `visit`.
  /// - Throws: `ActivityFileError` when the bytes do not start with a FIT file header.
  mutating func read(
    _ bytes: UnsafeBufferPointer<UInt8>, visit: (FITDataMessage) -> Void
  ) throws {
    var position = 0
    while position < bytes.count {
      guard let dataRange = try header(bytes, at: position) else { return }
      fileCount += 1
      guard let end = readData(bytes, dataRange, visit: visit) else { return }
      position = checkCRC(bytes, fileStart: position, dataEnd: end)
    }
  }

  /// Checks the file header at `position` and gives its data's range, or `nil` (with a warning)
  /// when the bytes there are not a further chained file.
  private mutating func header(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) throws
    -> Range<Int>?
  {
    let remaining = bytes.count - position
    let size = remaining > 0 ? Int(bytes[position]) : 0
    let isHeader =
      remaining >= 12 && size >= 12 && bytes[position + 8] == 0x2E && bytes[position + 9] == 0x46
      && bytes[position + 10] == 0x49 && bytes[position + 11] == 0x54
    guard isHeader else {
      if fileCount == 0 {
        if remaining < 12 {
          throw ActivityFileError(
            "not a fit file: \(remaining) bytes at byte 0, a fit header has 12 or 14",
            at: .byte(0))
        }
        throw ActivityFileError(
          "not a fit file: no '.FIT' signature at byte 8", at: .byte(8))
      }
      warnings.append("ignored \(remaining) bytes after the fit data at byte \(position)")
      return nil
    }
    guard size <= remaining else {
      if fileCount == 0 {
        throw ActivityFileError(
          "truncated at byte \(position): the fit header has \(size) bytes, \(remaining) remain",
          at: .byte(position))
      }
      warnings.append(
        "truncated at byte \(position): the chained fit header has \(size) bytes, "
          + "\(remaining) remain")
      return nil
    }
    if size >= 14 {
      let stored = UInt16(bytes[position + 12]) | UInt16(bytes[position + 13]) << 8
      let computed = FITCRC.update(0, bytes, position..<(position + 12))
      if stored != 0 && stored != computed {
        warnings.append(
          "header crc mismatch at byte \(position + 12): the file says \(hex(stored)), "
            + "the header gives \(hex(computed))")
      }
    }
    var dataSize = 0
    for index in (4..<8).reversed() { dataSize = dataSize << 8 | Int(bytes[position + index]) }
    return (position + size)..<(position + size + dataSize)
  }

  /// Reads the records of one file's data; gives where they ended, or `nil` when reading had to
  /// stop early (a warning says why).
  private mutating func readData(
    _ bytes: UnsafeBufferPointer<UInt8>, _ data: Range<Int>, visit: (FITDataMessage) -> Void
  ) -> Int? {
    var definitions = [FITMessageDefinition?](repeating: nil, count: 16)
    var lastTimestamp: UInt32?
    var position = data.lowerBound
    while position < data.upperBound {
      guard position < bytes.count else {
        warnings.append(
          "truncated at byte \(position): the header announces \(data.count) bytes of data, "
            + "\(position - data.lowerBound) are there")
        return nil
      }
      let recordHeader = bytes[position]
      if recordHeader & 0xC0 == 0x40 {
        guard let (definition, size) = readDefinition(bytes, at: position, before: data) else {
          return nil
        }
        definitions[Int(recordHeader & 0x0F)] = definition
        position += size
        continue
      }
      let isCompressed = recordHeader & 0x80 != 0
      let local = Int(isCompressed ? (recordHeader >> 5) & 0x03 : recordHeader & 0x0F)
      guard let definition = definitions[local] else {
        warnings.append(
          "data message of undefined local type \(local) at byte \(position): "
            + "decoding stopped there")
        return nil
      }
      guard fits(1 + definition.contentSize, bytes, at: position, before: data) else {
        return nil
      }
      var compressed: UInt32?
      if isCompressed {
        compressedTimestampMessages += 1
        if let last = lastTimestamp {
          let offset = UInt32(recordHeader & 0x1F)
          var time = (last & ~0x1F) &+ offset
          if offset < last & 0x1F { time &+= 0x20 }
          compressed = time
          lastTimestamp = time
        }
      }
      let message = FITDataMessage(
        bytes: bytes, start: position + 1, definition: definition,
        compressedTimestamp: compressed)
      if let own = message.raw(FITProfile.timestampField) {
        lastTimestamp = UInt32(truncatingIfNeeded: own)
      }
      visit(message)
      position += 1 + definition.contentSize
    }
    return position
  }

  /// Reads the definition message at `position`; gives it and its size in bytes, or `nil` (with
  /// a warning) when it is cut short or malformed.
  private mutating func readDefinition(
    _ bytes: UnsafeBufferPointer<UInt8>, at position: Int, before data: Range<Int>
  ) -> (FITMessageDefinition, Int)? {
    guard fits(6, bytes, at: position, before: data) else { return nil }
    let architecture = bytes[position + 2]
    guard architecture <= 1 else {
      warnings.append(
        "unknown architecture \(architecture) at byte \(position + 2): decoding stopped there")
      return nil
    }
    let isBigEndian = architecture == 1
    let low = UInt16(bytes[position + 3])
    let high = UInt16(bytes[position + 4])
    let globalNumber = isBigEndian ? high | low << 8 : low | high << 8
    let fieldCount = Int(bytes[position + 5])
    var size = 6 + 3 * fieldCount
    guard fits(size, bytes, at: position, before: data) else { return nil }
    var fields: [(number: UInt8, size: Int, baseType: UInt8)] = []
    fields.reserveCapacity(fieldCount)
    for index in 0..<fieldCount {
      let base = position + 6 + 3 * index
      fields.append((bytes[base], Int(bytes[base + 1]), bytes[base + 2]))
    }
    var developerFieldsSize = 0
    if bytes[position] & 0x20 != 0 {
      guard fits(size + 1, bytes, at: position, before: data) else { return nil }
      let developerCount = Int(bytes[position + size])
      let developerStart = position + size + 1
      size += 1 + 3 * developerCount
      guard fits(size, bytes, at: position, before: data) else { return nil }
      for index in 0..<developerCount {
        developerFieldsSize += Int(bytes[developerStart + 3 * index + 1])
      }
    }
    let definition = FITMessageDefinition(
      globalNumber: globalNumber, isBigEndian: isBigEndian, fields: fields,
      developerFieldsSize: developerFieldsSize)
    return (definition, size)
  }

  /// Whether a message of `size` bytes at `position` lies inside the bytes and the file's data;
  /// if not, notes a truncation or an overrun.
  private mutating func fits(
    _ size: Int, _ bytes: UnsafeBufferPointer<UInt8>, at position: Int, before data: Range<Int>
  ) -> Bool {
    if position + size > bytes.count && bytes.count <= data.upperBound {
      warnings.append(
        "truncated at byte \(position): the message there needs \(size) bytes, "
          + "\(bytes.count - position) remain")
      return false
    }
    if position + size > data.upperBound {
      warnings.append(
        "the message at byte \(position) runs past the end of the data at byte "
          + "\(data.upperBound): decoding stopped there")
      return false
    }
    return true
  }

  /// Checks the CRC after a file's data (zero means "not computed"); gives where the next
  /// chained file would start.
  private mutating func checkCRC(
    _ bytes: UnsafeBufferPointer<UInt8>, fileStart: Int, dataEnd: Int
  ) -> Int {
    guard dataEnd + 2 <= bytes.count else {
      warnings.append("truncated at byte \(dataEnd): the file's crc is missing")
      return bytes.count
    }
    let stored = UInt16(bytes[dataEnd]) | UInt16(bytes[dataEnd + 1]) << 8
    if stored != 0 {
      let computed = FITCRC.update(0, bytes, fileStart..<dataEnd)
      if stored != computed {
        warnings.append(
          "crc mismatch at byte \(dataEnd): the file says \(hex(stored)), its bytes give "
            + "\(hex(computed)); kept what decoded")
      }
    }
    return dataEnd + 2
  }

  private func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
