import DiaryCore
import DiaryFileSystem
import Mustache
import SiteRenderer

/// The cache's bytes: a magic word and the format, then the fields in a fixed order.
extension BuildCache {
  private static let magic: UInt64 = 0x4449_4152_5943_4143  // "DIARYCAC"

  /// The head of the cache and where each journal file's record lies in the pack `records`
  /// (what is known before the site is written), handed to `flush` now and then, so a large
  /// journal's bytes never sit whole in memory. `place` puts a file's record in the pack.
  static func encodeHead(
    settings: Fingerprint, linksExternalSites: Bool, readAt: Int, records: UInt64,
    files: [ParsedFile], into writer: inout BinaryWriter,
    flush: (inout BinaryWriter) throws(FileSystem.Error) -> Void,
    place: (ParsedFile) throws(FileSystem.Error) -> Range<Int>
  ) throws(FileSystem.Error) {
    writer.write(Self.magic)
    writer.write(Self.format)
    writer.write(settings)
    writer.write(runningBinary)
    writer.write(linksExternalSites)
    writer.write(readAt)
    writer.write(records)
    writer.write(files.count)
    for file in files {
      let record = try place(file)
      writer.write(record.lowerBound)
      writer.write(record.count)
      if writer.bytes.count > flushSize { try flush(&writer) }
    }
    try flush(&writer)
  }

  /// A file's record, as the pack keeps it.
  static func record(of file: ParsedFile) -> [UInt8] {
    var record = BinaryWriter()
    file.encode(&record)
    return record.bytes
  }

  /// How many bytes the writers gather before they hand them over: little enough that the
  /// same memory, soon warm, is used again and again.
  private static let flushSize = 1 << 18

  /// Then the site's keys.
  static func encodeKeys(
    _ keys: SiteKeys, into writer: inout BinaryWriter,
    flush: (inout BinaryWriter) throws(FileSystem.Error) -> Void
  ) throws(FileSystem.Error) {
    writer.write(keys.count)
    for (path, key) in zip(keys.paths, keys.keys) {
      writer.write(path)
      writer.write(key)
      if writer.bytes.count > flushSize { try flush(&writer) }
    }
    try flush(&writer)
  }

  /// Then where each page's rows lie: for each page, its path and where its layout lies in
  /// the records' pack (the next build decodes only those of the pages it renders), as many
  /// as the build hands over, some here (`place` puts a layout in the pack); then the end of
  /// them, where each export's fragments lie, the exports' spares and the folders' stamps.
  static func encodeLayouts(
    exports: [String: ExportLayout], spares: [String: ExportSpares.Spare],
    pages: [String: StoredLayout], folders: FolderStamps?,
    into writer: inout BinaryWriter,
    flush: (inout BinaryWriter) throws(FileSystem.Error) -> Void,
    place: (StoredLayout) throws(FileSystem.Error) -> Range<Int>
  ) throws(FileSystem.Error) {
    for (path, layout) in pages {
      encode(page: path, at: try place(layout), into: &writer)
      if writer.bytes.count > flushSize { try flush(&writer) }
    }
    writer.write(false)
    try encodeExports(exports, into: &writer, flush: flush)
    writer.write(spares.count)
    for (path, spare) in spares.sorted(by: { $0.key < $1.key }) {
      writer.write(path)
      writer.write(spare.sharedFragments)
      writer.write(spare.size)
    }
    writer.write(folders != nil)
    if let folders {
      writer.write(folders.stamps.count)
      for stamp in folders.stamps {
        writer.write(stamp.folder)
        writer.write(stamp.identity.device)
        writer.write(stamp.identity.inode)
        writer.write(stamp.size)
        writer.write(stamp.changed)
      }
    }
    try flush(&writer)
  }

  /// One page's path and where its layout lies in the pack, after a flag that says one
  /// follows.
  static func encode(page path: String, at layout: Range<Int>, into writer: inout BinaryWriter) {
    writer.write(true)
    writer.write(path)
    writer.write(layout.lowerBound)
    writer.write(layout.count)
  }

  /// A page's layout, as the pack keeps it.
  static func bytes(of layout: RenderLayout) -> [UInt8] {
    var writer = BinaryWriter()
    encode(layout, into: &writer)
    return writer.bytes
  }

  private static func encode(_ layout: RenderLayout, into writer: inout BinaryWriter) {
    writer.write(layout.length)
    writer.write(layout.readSets.count)
    for reads in layout.readSets {
      writer.write(reads.names.count)
      for name in reads.names { writer.write(name) }
      writer.write(reads.print)
    }
    writer.write(layout.items.count)
    // Four words an item (the offsets share one), tens of thousands of items, in one piece.
    var words: [UInt64] = []
    words.reserveCapacity(layout.items.count * 4)
    for item in layout.items {
      words.append(item.site)
      words.append(item.identity)
      words.append(UInt64(UInt32(bitPattern: item.reads)))
      words.append(
        UInt64(UInt32(bitPattern: item.start)) << 32 | UInt64(UInt32(bitPattern: item.length)))
    }
    writer.write(words: words)
  }

  private static func encodeExports(
    _ exports: [String: ExportLayout], into writer: inout BinaryWriter,
    flush: (inout BinaryWriter) throws(FileSystem.Error) -> Void
  ) throws(FileSystem.Error) {
    writer.write(exports.count)
    for (path, layout) in exports {
      writer.write(path)
      writer.write(layout.headerLength)
      writer.write(layout.separator)
      writer.write(layout.footerLength)
      writer.write(layout.fragments.count)
      // Each fragment's key and length, tens of thousands of them, in one piece.
      var words: [UInt64] = []
      words.reserveCapacity(layout.fragments.count * 2)
      for fragment in layout.fragments {
        words.append(fragment.key.value)
        words.append(UInt64(bitPattern: Int64(fragment.length)))
      }
      writer.write(words: words)
      try flush(&writer)
    }
    try flush(&writer)
  }

  /// The cache in `bytes`, its files' records in the pack `records`. Only the head of each
  /// file's record is read now: the rest is decoded by the core that finds the file
  /// unchanged, and the site's part on another core.
  static func decode(_ storage: any ByteStorage, records: RecordPack)
    throws(BinaryReader.Damaged) -> BuildCache
  {
    var reader = BinaryReader(storage)
    guard try reader.word() == magic, try reader.int() == format else {
      throw BinaryReader.Damaged()
    }
    let settings = try reader.fingerprint()
    let binary = try reader.fingerprint()
    let linksExternalSites = try reader.bool()
    let readAt = try reader.int()
    // Another pack (made anew since) holds other records.
    guard try reader.word() == records.identity else { throw BinaryReader.Damaged() }
    var files: [String: CachedFile] = [:]
    for _ in 0..<(try reader.count()) {
      let file = try CachedFile(storage: records.storage, record: try records.range(&reader))
      files[file.path] = file
    }
    let tail = BackgroundTask { [reader] in
      var reader = reader
      return (try? decodeTail(&reader, records: records)) ?? Tail()
    }
    return BuildCache(
      settings: settings, binary: binary, linksExternalSites: linksExternalSites, readAt: readAt,
      files: files, storage: storage, pack: records, tail: tail)
  }

  /// The site's keys, where the pages' rows lie, and the exports' layouts.
  private static func decodeTail(_ reader: inout BinaryReader, records: RecordPack)
    throws(BinaryReader.Damaged) -> Tail
  {
    var cache = Tail()
    let count = try reader.count()
    cache.keys.reserveCapacity(count)
    for _ in 0..<count {
      cache.keys.append(try reader.string(), try reader.fingerprint())
    }
    while try reader.bool() {
      let path = try reader.string()
      cache.pages[path] = ByteSlice(storage: records.storage, range: try records.range(&reader))
    }
    for _ in 0..<(try reader.count()) {
      let path = try reader.string()
      var layout = ExportLayout(
        headerLength: try reader.length(), separator: try reader.string(),
        footerLength: try reader.length(), fragments: [])
      let count = try reader.count()
      layout.fragments.reserveCapacity(count)
      for _ in 0..<count {
        layout.fragments.append((try reader.fingerprint(), try reader.length()))
      }
      cache.exports[path] = layout
    }
    for _ in 0..<(try reader.count()) {
      let path = try reader.string()
      cache.spares[path] = ExportSpares.Spare(
        sharedFragments: try reader.length(), size: try reader.length())
    }
    if try reader.bool() {
      let count = try reader.count()
      var stamps: [FolderStamps.Stamp] = []
      stamps.reserveCapacity(count)
      for _ in 0..<count {
        stamps.append(
          FolderStamps.Stamp(
            folder: try reader.string(),
            identity: FileSystem.Identity(device: try reader.word(), inode: try reader.word()),
            size: try reader.int(), changed: try reader.int()))
      }
      cache.folders = FolderStamps(stamps)
    }
    guard reader.isAtEnd else { throw BinaryReader.Damaged() }
    return cache
  }

  /// A page's layout as `encode(_:into:)` wrote it.
  static func decodePageLayout(_ bytes: ByteSlice) throws(BinaryReader.Damaged) -> RenderLayout {
    var reader = BinaryReader(bytes.storage, in: bytes.range)
    var layout = RenderLayout(length: try reader.length())
    for _ in 0..<(try reader.count()) {
      var names: [String] = []
      for _ in 0..<(try reader.count()) { names.append(try reader.string()) }
      layout.readSets.append(RenderLayout.Reads(names: names, print: try reader.word()))
    }
    let count = try reader.count()
    layout.items.reserveCapacity(count)
    for _ in 0..<count {
      let site = try reader.word()
      let identity = try reader.word()
      guard let reads = Int32(exactly: try reader.word()), reads < layout.readSets.count
      else { throw BinaryReader.Damaged() }
      let offsets = try reader.word()
      layout.items.append(
        RenderLayout.Item(
          site: site, identity: identity, reads: reads,
          start: Int32(bitPattern: UInt32(truncatingIfNeeded: offsets >> 32)),
          length: Int32(bitPattern: UInt32(truncatingIfNeeded: offsets))))
    }
    guard reader.isAtEnd else { throw BinaryReader.Damaged() }
    return layout
  }
}

extension ParsedFile {
  func encode(_ writer: inout BinaryWriter) {
    writer.write(path)
    writer.write(size)
    writer.write(modified)
    writer.write(content)
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

  /// Reads what follows a record's head (read by `CachedFile`, up to the number of workouts):
  /// the workouts and diagnostics.
  mutating func decodeBody(_ reader: inout BinaryReader, workoutCount: Int)
    throws(BinaryReader.Damaged)
  {
    workouts.reserveCapacity(workoutCount)
    // Each workout's location is this one moved: the path's fingerprint is made once per file.
    let file = SourceLocation(path: path, line: 0, column: 0)
    for _ in 0..<workoutCount { workouts.append(try Workout.decode(&reader, in: file)) }
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
    writer.write(id.rawValue)
    writer.write(id.storedDigest)
    writer.write(baseID == id ? nil : baseID.rawValue)
    writer.write(date.dayNumber)
    writer.write(time.map { $0.hour * 60 + $0.minute } ?? -1)
    writer.write(name)
    writer.write(distance != nil)
    if let distance {
      writer.write(distance.value)
      // The unit by its place among the units: no string to read back.
      writer.write(DistanceUnit.allCases.firstIndex(of: distance.unit) ?? 0)
    }
    writer.write(duration?.seconds ?? -1)
    writer.write(complexity.rawValue)
    writer.write(type)
    writer.write(tags.count)
    for tag in tags { writer.write(tag) }
    writer.write(customFields.count)
    for field in customFields {
      writer.write(field.key)
      writer.write(field.value)
    }
    writer.write(notesHTML)
    writer.write(location.line)
    writer.write(location.column)
    writer.write(fingerprints.whole)
    writer.write(fingerprints.row)
    writer.write(fingerprints.link)
  }

  /// The workout whose record `reader` is at, in the file of `file` (a location in it).
  static func decode(_ reader: inout BinaryReader, in file: SourceLocation)
    throws(BinaryReader.Damaged) -> Workout
  {
    let id = WorkoutID(try reader.string(), storedDigest: try reader.word())
    let baseID = try reader.optionalString().map(WorkoutID.init) ?? id
    let date = LocalDate(dayNumber: try reader.int())
    let minutes = try reader.int()
    let time = minutes < 0 ? nil : TimeOfDay(hour: minutes / 60, minute: minutes % 60)
    let name = try reader.string()
    var distance: Distance?
    if try reader.bool() {
      let value = try reader.double()
      let units = DistanceUnit.allCases
      let place = try reader.int()
      guard let unit = units.indices.contains(place) ? units[place] : nil else {
        throw BinaryReader.Damaged()
      }
      distance = Distance(value, unit)
    }
    let seconds = try reader.int()
    guard let complexity = Complexity(rawValue: try reader.int()) else {
      throw BinaryReader.Damaged()
    }
    let type = try reader.optionalString()
    // Each list made at its size at once, not grown a field at a time (a damaged count
    // reserves no more than a few dozen).
    let tagCount = try reader.count()
    var tags: [String] = []
    tags.reserveCapacity(min(tagCount, 64))
    for _ in 0..<tagCount { tags.append(try reader.string()) }
    let customFieldCount = try reader.count()
    var customFields: [CustomField] = []
    customFields.reserveCapacity(min(customFieldCount, 64))
    for _ in 0..<customFieldCount {
      customFields.append(CustomField(key: try reader.string(), value: try reader.string()))
    }
    // Made into a string only if a page shows it.
    let notesHTML = LazyText(utf8: try reader.raw(count: try reader.count()))
    var location = file
    location.line = try reader.int()
    location.column = try reader.int()
    let fingerprints = Fingerprints(
      whole: try reader.fingerprint(), row: try reader.fingerprint(),
      link: try reader.fingerprint())
    return Workout(
      id: id, date: date, time: time, name: name, distance: distance,
      duration: seconds < 0 ? nil : WorkoutDuration(seconds: seconds), complexity: complexity,
      type: type, tags: tags, customFields: customFields, notesHTML: notesHTML,
      location: location, baseID: baseID, fingerprints: fingerprints)
  }
}
