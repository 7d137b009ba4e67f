extension FieldValues {
  /// The file names a track may have: a FIT, GPX or TCX file, each optionally gzipped.
  static let trackExtensions = [".fit", ".gpx", ".tcx", ".fit.gz", ".gpx.gz", ".tcx.gz"]

  /// A recorded activity's file, relative to the journal folder and inside it
  /// (`tracks/2026/2026-11-28-morning-run.fit.gz`), written back without `.` parts, repeated
  /// slashes or `..` parts that come back inside. Whether the file can be read is checked when
  /// the journal is read, not here.
  public static func track(_ text: String) -> Result<String, FieldError> {
    if text.hasPrefix("/") || text.hasPrefix("~") {
      return .failure(
        FieldError(
          "track must be a path relative to the journal folder, like "
            + "'tracks/2026/run.fit.gz', found '\(text)'"))
    }
    var parts: [Substring] = []
    for part in text.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      guard part == ".." else {
        parts.append(part)
        continue
      }
      guard !parts.isEmpty else {
        return .failure(FieldError("track '\(text)' leads outside the journal folder"))
      }
      parts.removeLast()
    }
    let path = parts.joined(separator: "/")
    let lowercased = path.lowercased()
    guard !path.isEmpty, trackExtensions.contains(where: { lowercased.hasSuffix($0) }) else {
      return .failure(
        FieldError(
          "track must name a .fit, .gpx or .tcx file (or one gzipped, like '.fit.gz'), "
            + "found '\(text)'"))
    }
    return .success(path)
  }
}
