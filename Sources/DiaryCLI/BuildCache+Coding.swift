import DiaryCore
import DiaryFileSystem
import SiteRenderer

/// The cache's bytes: a magic word and the format, then the fields in a fixed order; each
/// journal file's record is kept as it is written, so the next cache copies the records of the
/// files that did not change instead of encoding them again.
extension BuildCache {
  private static let magic: UInt64 = 0x4449_4152_5943_4143  // "DIARYCAC"

  /// Writes the cache into `sink` a piece at a time, so a large journal's cache never sits
  /// whole in memory.
  static func write(
    into sink: FileSink, settings: Fingerprint, parsing: Fingerprint, readAt: Int,
    files: [ParsedFile], keys: [(path: String, key: Fingerprint)],
    layouts: [String: FragmentLayout]
  ) throws(FileSystem.Error) {
    var writer = BinaryWriter()
    writer.write(magic)
    writer.write(format)
    writer.write(settings)
    writer.write(runningBinary)
    writer.write(parsing)
    writer.write(readAt)
    writer.write(files.count)
    for file in files {
      writer.write(file.path)
      writer.write(file.size)
      writer.write(file.modified)
      writer.write(file.content)
      if let record = file.record {
        writer.write(record.count)
        writer.write(raw: record)
      } else {
        var record = BinaryWriter()
        file.encodeRecord(&record)
        writer.write(record.bytes.count)
        writer.write(raw: record.bytes)
      }
      if writer.bytes.count > 1 << 18 {
        try sink.write(writer.bytes)
        writer.removeAll()
      }
    }
    writer.write(keys.count)
    for (path, key) in keys {
      writer.write(path)
      writer.write(key)
    }
    writer.write(layouts.count)
    for (path, layout) in layouts.sorted(by: { $0.key < $1.key }) {
      writer.write(path)
      writer.write(layout.headerLength)
      writer.write(layout.separatorLength)
      writer.write(layout.keys.count)
      for (key, length) in zip(layout.keys, layout.lengths) {
        writer.write(key)
        writer.write(length)
      }
      try sink.write(writer.bytes)
      writer.removeAll()
    }
    try sink.write(writer.bytes)
  }

  /// The cache in `storage`. Each file's record is decoded only when the file is taken.
  static func decode(_ storage: any ByteStorage) throws(BinaryReader.Damaged) -> BuildCache {
    var reader = BinaryReader(storage)
    guard try reader.word() == magic, try reader.int() == format else {
      throw BinaryReader.Damaged()
    }
    let settings = try reader.fingerprint()
    let binary = try reader.fingerprint()
    let parsing = try reader.fingerprint()
    let readAt = try reader.int()
    var files: [String: CachedFile] = [:]
    for _ in 0..<(try reader.count()) {
      let file = CachedFile(
        path: try reader.string(), size: try reader.int(), modified: try reader.int(),
        content: try reader.fingerprint(), record: try reader.raw(count: try reader.count()))
      files[file.path] = file
    }
    var keys: [String: Fingerprint] = [:]
    let count = try reader.count()
    keys.reserveCapacity(count)
    for _ in 0..<count { keys[try reader.string()] = try reader.fingerprint() }
    var layouts: [String: FragmentLayout] = [:]
    for _ in 0..<(try reader.count()) {
      let path = try reader.string()
      var layout = FragmentLayout(
        headerLength: try reader.int(), separatorLength: try reader.int(), keys: [],
        lengths: [])
      let fragments = try reader.count()
      layout.keys.reserveCapacity(fragments)
      layout.lengths.reserveCapacity(fragments)
      for _ in 0..<fragments {
        layout.keys.append(try reader.fingerprint())
        layout.lengths.append(try reader.int())
      }
      layouts[path] = layout
    }
    guard reader.isAtEnd else { throw BinaryReader.Damaged() }
    return BuildCache(
      settings: settings, binary: binary, parsing: parsing, readAt: readAt,
      files: files, keys: keys, layouts: layouts)
  }
}

extension ParsedFile {
  /// The file's workouts and diagnostics.
  func encodeRecord(_ writer: inout BinaryWriter) {
    writer.write(workouts.count)
    for workout in workouts { workout.encode(&writer) }
    writer.write(diagnostics.count)
    for diagnostic in diagnostics {
      writer.write(diagnostic.severity == .error)
      writer.write(diagnostic.location.path)
      writer.write(diagnostic.location.line)
      writer.write(diagnostic.location.column)
      writer.write(diagnostic.message)
    }
  }

  /// Reads what `encodeRecord` wrote.
  mutating func decodeRecord(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) {
    let count = try reader.count()
    workouts.reserveCapacity(count)
    for _ in 0..<count { workouts.append(try Workout.decode(&reader, path: path)) }
    for _ in 0..<(try reader.count()) {
      let severity: Diagnostic.Severity = try reader.bool() ? .error : .warning
      let location = SourceLocation(
        path: try reader.string(), line: try reader.int(), column: try reader.int())
      diagnostics.append(Diagnostic(severity, at: location, try reader.string()))
    }
  }
}

extension Workout {
  func encode(_ writer: inout BinaryWriter) {
    content.encode(into: &writer)
    writer.write(baseID == id ? nil : baseID.rawValue)
    writer.write(location.line)
    writer.write(location.column)
    writer.write(trackLocation?.line ?? -1)
    writer.write(trackLocation?.column ?? -1)
    writer.write(fingerprint)
  }

  /// The workout whose record `reader` is at, in the file at `path`.
  static func decode(_ reader: inout BinaryReader, path: String)
    throws(BinaryReader.Damaged) -> Workout
  {
    let content = try Content(from: &reader)
    let baseID = try reader.optionalString().map(WorkoutID.init) ?? content.id
    let location = SourceLocation(path: path, line: try reader.int(), column: try reader.int())
    let trackLine = try reader.int()
    let trackColumn = try reader.int()
    let trackLocation =
      trackLine < 0 ? nil : SourceLocation(path: path, line: trackLine, column: trackColumn)
    return Workout(
      content, location: location, trackLocation: trackLocation, baseID: baseID,
      fingerprint: try reader.fingerprint())
  }
}
