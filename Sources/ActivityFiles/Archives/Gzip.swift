import CLibdeflate
import CZlib

/// Inflates gzip data (RFC 1952) in memory, with a bound on the output against decompression
/// bombs. Several gzip members back to back are inflated one after another, as `gunzip` does.
/// libdeflate inflates whole buffers, several times faster than zlib, but says only that data is
/// bad, not where; what it refuses is inflated again by zlib, which names the byte and the
/// reason. Compresses too (zlib), to the same bytes for the same input (no name, no time).
public enum Gzip {
  /// The default bound on inflated bytes: 256 MiB, far above any activity file.
  public static let defaultLimit = 256 << 20

  /// Whether the bytes start with gzip's magic number (0x1F 0x8B).
  public static func isGzip(_ bytes: [UInt8]) -> Bool { startsMember(bytes, at: 0) }

  /// Whether a gzip member starts at `position`: its magic number is there. After a member,
  /// only a further member is inflated; anything else (zero padding from some tools) is
  /// ignored.
  private static func startsMember<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, at position: Int
  ) -> Bool where Bytes.Index == Int {
    position + 1 < bytes.endIndex && bytes[position] == 0x1F && bytes[position + 1] == 0x8B
  }

  /// The inflated bytes.
  /// - Throws: `ActivityFileError` when the data is not gzip, is corrupt or cut short (naming
  ///   the compressed byte offset where zlib stopped), or inflates to more than `limit` bytes.
  public static func decompress(_ bytes: [UInt8], limit: Int = defaultLimit) throws -> [UInt8] {
    guard isGzip(bytes) else {
      throw ActivityFileError("not gzip data: no gzip signature at byte 0", at: .byte(0))
    }
    // The last member's size, from its trailer, as a first guess of the output's size (deflate
    // inflates at most 1032-fold).
    let tail = bytes.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
    let expected = max(min(tail, limit, bytes.count * 1032), 1)
    var capacity = expected
    while true {
      switch inflateWhole(bytes, capacity: capacity) {
      case .inflated(let output): return output
      case .needsMoreSpace where capacity < limit: capacity = min(capacity * 2, limit)
      case .needsMoreSpace, .refused:
        return try inflateStreaming(bytes, limit: limit, hint: expected)
      }
    }
  }

  /// What libdeflate made of a gzip file given `capacity` bytes of output.
  private enum WholeInflation {
    case inflated([UInt8])
    case needsMoreSpace
    case refused
  }

  /// Inflates every member of `bytes` with libdeflate into one array of `capacity` bytes.
  private static func inflateWhole(_ bytes: [UInt8], capacity: Int) -> WholeInflation {
    guard let decompressor = libdeflate_alloc_decompressor() else { return .refused }
    defer { libdeflate_free_decompressor(decompressor) }
    var failure: WholeInflation?
    let output = bytes.withUnsafeBytes { input in
      [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        guard let inputBase = input.baseAddress, let outputBase = buffer.baseAddress else {
          failure = .refused
          return
        }
        var position = 0
        while true {
          var read = 0
          var made = 0
          let result = libdeflate_gzip_decompress_ex(
            decompressor, inputBase + position, input.count - position, outputBase + count,
            buffer.count - count, &read, &made)
          guard result == LIBDEFLATE_SUCCESS else {
            failure = result == LIBDEFLATE_INSUFFICIENT_SPACE ? .needsMoreSpace : .refused
            return
          }
          count += made
          position += read
          guard startsMember(input, at: position) else { return }
        }
      }
    }
    return failure ?? .inflated(output)
  }

  /// Inflates `bytes` with zlib, chunk by chunk, naming where and why inflating fails.
  private static func inflateStreaming(_ bytes: [UInt8], limit: Int, hint expected: Int) throws
    -> [UInt8]
  {
    var stream = z_stream()
    // 16 + 15: a gzip wrapper around a deflate stream with a window of up to 32 KiB.
    guard inflateInit2_(&stream, 16 + 15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else {
      throw ActivityFileError("zlib could not start inflating at byte 0", at: .byte(0))
    }
    defer { inflateEnd(&stream) }
    // The bytes are inflated straight into an array of the expected size, then in chunks if it
    // was short.
    return try bytes.withUnsafeBufferPointer { input in
      guard let base = input.baseAddress else { return [] }
      stream.next_in = UnsafeMutablePointer(mutating: base)
      stream.avail_in = UInt32(input.count)
      var finished = false
      /// Inflates into `buffer` once: the bytes made; `finished` once the last member ended.
      func inflateStep(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        stream.next_out = buffer.baseAddress
        stream.avail_out = UInt32(buffer.count)
        let status = inflate(&stream, Z_NO_FLUSH)
        let produced = buffer.count - Int(stream.avail_out)
        let position = input.count - Int(stream.avail_in)
        guard status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && produced > 0)
        else {
          if status == Z_BUF_ERROR {
            throw ActivityFileError(
              "truncated gzip data at byte \(position): the compressed stream ends early",
              at: .byte(position))
          }
          let reason = stream.msg.map { String(cString: $0) } ?? "error \(status)"
          throw ActivityFileError(
            "corrupt gzip data at byte \(position): \(reason.lowercased())", at: .byte(position))
        }
        if status == Z_STREAM_END {
          if startsMember(input, at: position) {
            inflateReset(&stream)
          } else {
            finished = true
          }
        }
        return produced
      }
      var output = try [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
        while !finished && count < buffer.count {
          count += try inflateStep(into: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
        }
      }
      var chunk: [UInt8] = finished ? [] : Array(repeating: 0, count: 64 << 10)
      while !finished {
        let produced = try chunk.withUnsafeMutableBufferPointer { try inflateStep(into: $0) }
        guard output.count + produced <= limit else {
          let position = input.count - Int(stream.avail_in)
          throw ActivityFileError(
            "gzip data inflates to more than \(limit) bytes (the limit) at byte \(position)",
            at: .byte(position))
        }
        output.append(contentsOf: chunk[0..<produced])
      }
      return output
    }
  }

  /// `bytes` compressed into one gzip member (zlib's default level; the header holds no name
  /// and no time, so the same input always gives the same bytes).
  public static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var stream = z_stream()
    // 16 + 15: a gzip wrapper, a 32 KiB window; memory level 8 is zlib's default.
    guard
      deflateInit2_(
        &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + 15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { preconditionFailure("zlib could not start deflating") }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
    let produced = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { buffer -> Int in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = UInt32(input.count)
        stream.next_out = buffer.baseAddress
        stream.avail_out = UInt32(buffer.count)
        // The output buffer holds deflateBound's worst case: one call finishes the stream.
        let status = deflate(&stream, Z_FINISH)
        precondition(status == Z_STREAM_END, "zlib deflate stopped early (\(status))")
        return buffer.count - Int(stream.avail_out)
      }
    }
    output.removeLast(output.count - produced)
    return output
  }

  /// The CRC-32 and size (modulo 2^32) of the uncompressed data that a gzip file's last member
  /// states in its trailer, `nil` when the bytes are not gzip.
  public static func trailer(_ bytes: [UInt8]) -> (crc: UInt32, size: UInt32)? {
    guard isGzip(bytes), bytes.count >= 18 else { return nil }
    func word(_ at: Int) -> UInt32 {
      (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) }
    }
    return (word(bytes.count - 8), word(bytes.count - 4))
  }

  /// The CRC-32 of `bytes`, as gzip's trailer states it.
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(0, buffer.baseAddress, UInt32(buffer.count)))
    }
  }
}
