/// The entry point for one activity file: picks the format from the file name (`.fit`, `.gpx`,
/// `.tcx`, each optionally followed by `.gz`) or, when the name says nothing, from the bytes,
/// gunzips when needed and decodes.
public enum ActivityDecoder {
  /// The format a file name names, and whether it is gzipped: `ride.GPX.gz` → (gpx, true).
  /// `nil` format for any other extension.
  public static func format(ofFileName fileName: String) -> (format: ActivityFormat?, gzip: Bool) {
    var name = fileName.lowercased()
    let gzip = name.hasSuffix(".gz")
    if gzip { name.removeLast(3) }
    let format = ActivityFormat.allCases.first { name.hasSuffix("." + $0.rawValue) }
    return (format, gzip)
  }

  /// The format the bytes look like: FIT by its header's `.FIT` signature, TCX by a
  /// `<TrainingCenterDatabase` element and GPX by a `<gpx` element among the first 4 KiB.
  public static func sniff(_ bytes: [UInt8]) -> ActivityFormat? {
    if bytes.count >= 12 && bytes[8] == 0x2E && bytes[9] == 0x46 && bytes[10] == 0x49
      && bytes[11] == 0x54
    {
      return .fit
    }
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    if head.contains("<TrainingCenterDatabase") || head.contains(":TrainingCenterDatabase") {
      return .tcx
    }
    if head.contains("<gpx") || head.contains(":gpx ") { return .gpx }
    return nil
  }

  /// Decodes one activity file.
  /// - Parameters:
  ///   - bytes: the file's bytes as stored (gzip included).
  ///   - fileName: its name or path; only the extension is read.
  ///   - gzipLimit: the most bytes a gzipped file may inflate to.
  /// - Throws: `ActivityFileError` when the file cannot be decoded (not gzip though named
  ///   `.gz`, an unknown format, or the format decoder's error).
  public static func decode(
    _ bytes: [UInt8], fileName: String, gzipLimit: Int = Gzip.defaultLimit
  ) throws -> RecordedActivity {
    let named = format(ofFileName: fileName)
    var content = bytes
    if named.gzip || Gzip.isGzip(bytes) {
      content = try Gzip.decompress(bytes, limit: gzipLimit)
    }
    guard let format = named.format ?? sniff(content) else {
      throw ActivityFileError(
        "unknown activity format: the name has no .fit, .gpx or .tcx extension and byte 0 "
          + "starts neither a fit header nor gpx or tcx xml", at: .byte(0))
    }
    switch format {
    case .fit: return try FITDecoder.decode(content)
    case .gpx: return try GPXReader.read(content)
    case .tcx: return try TCXReader.read(content)
    }
  }
}
