import DiaryCore
import DiaryFileSystem
import JournalParser

/// One journal file as parsed: its workouts and diagnostics, with what identifies the bytes
/// they came from, so a later build can take them instead of parsing the file again.
struct ParsedFile: Sendable {
  var path: String
  var size: Int
  /// Nanoseconds since the epoch.
  var modified: Int
  var content: Fingerprint
  var workouts: [Workout]
  var diagnostics: [Diagnostic]
  /// The file as a build cache holds it, when it was taken from one unchanged: the next cache
  /// copies these bytes instead of encoding the file again.
  var record: ByteSlice?

  /// What the reducer gets for the file: its workouts, then its diagnostics.
  var actions: [Action] {
    workouts.map(Action.workoutAdded) + [.diagnosticsReported(path: path, diagnostics)]
  }

  /// Reads and parses `path`, unless `cached` holds the same bytes: trusted without reading
  /// when its size and time match and the file was last changed before `trustedBefore` (a file
  /// changed while or just before the cache's journal was read may have kept its size and
  /// time, as git's "racily clean" entries); otherwise read and compared by content.
  static func read(
    _ path: String, options: ParseOptions, cached: CachedFile?, trustedBefore: Int
  ) -> Result<ParsedFile, FileSystem.Error> {
    let status: FileSystem.Status
    switch FileSystem.status(path) {
    case .success(let found): status = found
    case .failure(let error): return .failure(error)
    }
    if let cached, cached.size == status.size, cached.modified == status.modified,
      status.modified < trustedBefore, let file = cached.parsed()
    {
      return .success(file)
    }
    return FileSystem.readFile(path).map { bytes in
      var content = Fingerprint()
      content.combine(bytes)
      if let cached, cached.content == content, var file = cached.parsed() {
        file.size = status.size
        file.modified = status.modified
        file.record = nil
        return file
      }
      let (workouts, diagnostics) = JournalParser.parse(path: path, bytes: bytes, options: options)
      return ParsedFile(
        path: path, size: bytes.count, modified: status.modified, content: content,
        workouts: workouts, diagnostics: diagnostics, record: nil)
    }
  }
}

/// A journal file as the last build's cache holds it: what identifies its bytes, and its
/// workouts and diagnostics as a record, decoded only when the file is taken unchanged.
struct CachedFile: Sendable {
  var path: String
  var size: Int
  var modified: Int
  var content: Fingerprint
  let record: ByteSlice

  /// The whole file, decoded; nil when its record is damaged (the file is then parsed again).
  func parsed() -> ParsedFile? {
    var reader = BinaryReader(record.storage, in: record.range)
    var file = ParsedFile(
      path: path, size: size, modified: modified, content: content, workouts: [],
      diagnostics: [], record: record)
    guard (try? file.decodeRecord(&reader)) != nil, reader.isAtEnd else { return nil }
    return file
  }
}
