/// Decodes a FIT activity file (or several chained back to back) into a `RecordedActivity`.
///
/// Reads `file_id`, `session`, `lap`, `record`, `event` (timer), `activity` and `sport`
/// messages; skips every other message and every developer field by size. A wrong CRC, a
/// truncation or bytes after the data are warnings and what decoded before is kept.
public enum FITDecoder {
  /// Decodes FIT bytes.
  /// - Throws: `ActivityFileError` when the bytes are not FIT, or hold neither a session nor a
  ///   record message.
  public static func decode(_ bytes: [UInt8]) throws -> RecordedActivity {
    try bytes.withUnsafeBufferPointer { buffer in
      var reader = FITMessageReader()
      var builder = FITActivityBuilder()
      try reader.read(buffer) { builder.add($0) }
      guard let activity = builder.build(warnings: reader.warnings) else {
        let why = reader.warnings.first.map { " (\($0))" } ?? ""
        throw ActivityFileError(
          "no activity in the fit file: no session and no record with a time before byte "
            + "\(buffer.count)\(why)", at: .byte(buffer.count))
      }
      return activity
    }
  }
}
