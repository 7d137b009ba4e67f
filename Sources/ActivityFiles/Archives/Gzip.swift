import CZlib

/// Inflates gzip data (RFC 1952) in memory with zlib, with a bound on the output against
/// decompression bombs. Several gzip members back to back are inflated one after another, as
/// `gunzip` does.
public enum Gzip {
  /// The default bound on inflated bytes: 256 MiB, far above any activity file.
  public static let defaultLimit = 256 << 20

  /// Whether the bytes start with gzip's magic number (0x1F 0x8B).
  public static func isGzip(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
  }

  /// The inflated bytes.
  /// - Throws: `ActivityFileError` when the data is not gzip, is corrupt or cut short (naming
  ///   the compressed byte offset where zlib stopped), or inflates to more than `limit` bytes.
  public static func decompress(_ bytes: [UInt8], limit: Int = defaultLimit) throws -> [UInt8] {
    guard isGzip(bytes) else {
      throw ActivityFileError("not gzip data: no gzip signature at byte 0", at: .byte(0))
    }
    var stream = z_stream()
    // 16 + 15: a gzip wrapper around a deflate stream with a window of up to 32 KiB.
    guard inflateInit2_(&stream, 16 + 15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else {
      throw ActivityFileError("zlib could not start inflating at byte 0", at: .byte(0))
    }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    try bytes.withUnsafeBufferPointer { input in
      guard let base = input.baseAddress else { return }
      var consumed = 0
      while true {
        stream.next_in = UnsafeMutablePointer(mutating: base + consumed)
        stream.avail_in = UInt32(input.count - consumed)
        var status: Int32 = Z_OK
        repeat {
          let produced = chunk.withUnsafeMutableBufferPointer { buffer -> Int in
            stream.next_out = buffer.baseAddress
            stream.avail_out = UInt32(buffer.count)
            status = inflate(&stream, Z_NO_FLUSH)
            return buffer.count - Int(stream.avail_out)
          }
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
              "corrupt gzip data at byte \(position): \(reason.lowercased())",
              at: .byte(position))
          }
          guard output.count + produced <= limit else {
            throw ActivityFileError(
              "gzip data inflates to more than \(limit) bytes (the limit) at byte \(position)",
              at: .byte(position))
          }
          output.append(contentsOf: chunk[0..<produced])
        } while status != Z_STREAM_END
        consumed = input.count - Int(stream.avail_in)
        // Another member follows only if it starts with the magic number; anything else after
        // the first member (zero padding from some tools) is ignored.
        guard consumed + 1 < input.count, input[consumed] == 0x1F, input[consumed + 1] == 0x8B
        else { return }
        inflateReset(&stream)
      }
    }
    return output
  }
}
