import DiaryCore
import DiaryFileSystem
import SiteRenderer

/// What `diary build` keeps of the track files it read, beside the site
/// (`._site.diary-tracks`): each one's summary with what identifies its bytes, made with one
/// privacy trim by one `diary` binary. Kept apart from the build cache and written only when a
/// track file was read, so a build that read none neither copies nor decodes any: a summary
/// is decoded only when a page showing it is rendered (`Track`).
struct TrackCache: Sendable {
  /// Bumped whenever what is kept, or how, changes.
  static let format = 1
  private static let magic: UInt64 = 0x4449_4152_5954_524B  // "DIARYTRK"

  /// The privacy trim the routes were cut with.
  var trim: Double
  /// When the build that wrote the cache started reading the journal, in nanoseconds since the
  /// epoch: files changed less than 2 s before are compared by content (see `BuildCache`).
  var readAt: Int
  /// Each track file as last read, by path and by content.
  var byPath: [String: TrackFile] = [:]
  var byContent: [Fingerprint: TrackFile] = [:]

  /// Files last changed before this are taken on their size and time alone.
  var trustedBefore: Int { readAt - 2_000_000_000 }

  /// Where the track cache of the site at `output` is kept.
  static func path(forOutput output: String) -> String {
    OutputWriter(output: output).hiddenSibling("diary-tracks")
  }

  /// The cache at `path` when this very binary wrote it with `trim`; nil when there is none,
  /// or it is damaged, of another format, binary or trim (the tracks are then decoded again).
  static func load(from path: String, trim: Double) -> TrackCache? {
    guard let file = try? MappedFile(path: path) else { return nil }
    return try? decode(file, trim: trim)
  }

  private static func decode(_ storage: any ByteStorage, trim: Double)
    throws(BinaryReader.Damaged) -> TrackCache?
  {
    var reader = BinaryReader(storage)
    guard try reader.word() == magic, try reader.int() == format,
      try reader.fingerprint() == BuildCache.runningBinary, try reader.double() == trim
    else { return nil }
    var cache = TrackCache(trim: trim, readAt: try reader.int())
    for _ in 0..<(try reader.count()) {
      let path = try reader.string()
      let size = try reader.int()
      let modified = try reader.int()
      let content = try reader.fingerprint()
      let fingerprint = try reader.fingerprint()
      let hasRoute = try reader.bool()
      var warnings: [String] = []
      for _ in 0..<(try reader.count()) { warnings.append(try reader.string()) }
      let track = Track(
        record: try reader.raw(count: try reader.count()), fingerprint: fingerprint,
        hasRoute: hasRoute)
      let file = TrackFile(
        path: path, size: size, modified: modified, content: content,
        outcome: .read(track, warnings: warnings), wasRead: false, wasDecoded: false)
      cache.byPath[path] = file
      cache.byContent[content] = file
    }
    guard reader.isAtEnd else { throw BinaryReader.Damaged() }
    return cache
  }

  /// Writes the tracks of `files` that were read (made with `trim`, their journal read from
  /// `readAt`) beside `path` and renames the cache into place: it is either whole or missing.
  static func write(to path: String, files: [TrackFile], trim: Double, readAt: Int)
    throws(FileSystem.Error)
  {
    let temporary = path + ".tmp"
    let sink = try FileSink(creating: temporary)
    var writer = BinaryWriter()
    writer.write(magic)
    writer.write(format)
    writer.write(BuildCache.runningBinary)
    writer.write(trim)
    writer.write(readAt)
    let read = files.compactMap { file in file.track.map { (file, $0) } }
      .sorted { $0.0.path < $1.0.path }
    writer.write(read.count)
    for (file, track) in read {
      writer.write(file.path)
      writer.write(file.size)
      writer.write(file.modified)
      writer.write(file.content)
      writer.write(track.fingerprint)
      writer.write(track.hasRoute)
      writer.write(file.warnings.count)
      for warning in file.warnings { writer.write(warning) }
      var record = BinaryWriter()
      track.encode(into: &record)
      writer.write(record.bytes.count)
      writer.write(raw: record.bytes)
      if writer.bytes.count > 1 << 18 {
        try sink.write(writer.bytes)
        writer.removeAll()
      }
    }
    try sink.write(writer.bytes)
    try sink.close()
    try FileSystem.rename(temporary, path)
  }
}
