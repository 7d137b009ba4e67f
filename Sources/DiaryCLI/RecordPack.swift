import DiaryCore
import DiaryFileSystem

/// The journal files' records and the pages' layouts of a build cache, in a file of their own
/// beside it (`._site.diary-cache.records`). Each build appends the records of the files it
/// parsed and the layouts of the pages it rendered, and the cache keeps where each lies, so an
/// edit adds a few instead of writing them all again. Bytes in the pack never change: a cache
/// that names it still finds its records after later builds appended theirs. The pack is made
/// anew, under another identity, when more of it is dead than alive.
struct RecordPack: Sendable {
  private static let magic: UInt64 = 0x4345_5259_5241_4944  // "DIARYREC"
  /// Where records start, after the magic word and the identity.
  static let headLength = 16
  /// Differs for every pack made: a cache names the pack its records are in.
  let identity: UInt64
  let storage: MappedFile

  /// Where the records of the cache at `cache` are kept.
  static func path(forCache cache: String) -> String { cache + ".records" }

  /// The pack at `path`, mapped; nil when there is none or it is not a pack.
  static func open(_ path: String) -> RecordPack? {
    guard let file = try? MappedFile(path: path), file.bytes.count >= headLength else {
      return nil
    }
    var reader = BinaryReader(file)
    guard (try? reader.word()) == magic, let identity = try? reader.word() else { return nil }
    return RecordPack(identity: identity, storage: file)
  }

  /// Whether `record` lies in this pack.
  func holds(_ record: ByteSlice) -> Bool { record.storage === storage }

  /// Where a record lies in the pack, as a cache names it (its start and length), read by
  /// `reader`; damaged when that is not inside the pack.
  func range(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) -> Range<Int> {
    let start = try reader.length()
    let length = try reader.length()
    let packed = Self.headLength..<storage.bytes.count
    guard packed.contains(start), length <= packed.upperBound - start else {
      throw BinaryReader.Damaged()
    }
    return start..<(start + length)
  }

  /// Puts records in a pack: after the end of the last one when it is worth keeping (records
  /// that lie in it stay where they are), or in a new one written beside its place and renamed
  /// into it by `close`.
  final class Writer {
    let identity: UInt64
    private let path: String
    private let sink: FileSink
    /// The pack appended to; nil for a new one.
    private let kept: RecordPack?
    private var temporary: String { Self.temporary(for: path) }

    private static func temporary(for path: String) -> String { path + ".tmp" }

    /// `last`: the pack of the last cache, kept when at least half of it is records still
    /// used (`liveBytes` of them).
    init(path: String, last: RecordPack?, liveBytes: Int) throws(FileSystem.Error) {
      self.path = path
      if let last, last.storage.bytes.count <= 2 * liveBytes + (1 << 20),
        let sink = try? FileSink(appendingTo: path), sink.end == last.storage.bytes.count
      {
        self.sink = sink
        kept = last
        identity = last.identity
        // A new pack a killed build left half-written.
        try? FileSystem.removeTree(Self.temporary(for: path))
        return
      }
      kept = nil
      var random: UInt64 = 0
      while random == 0 { random = UInt64.random(in: 1...UInt64.max) }
      identity = random
      sink = try FileSink(creating: Self.temporary(for: path))
      var head = BinaryWriter()
      head.write(RecordPack.magic)
      head.write(identity)
      try sink.write(head.bytes)
    }

    /// Where `record` lies in the pack: where it lay, when it is in the pack appended to;
    /// otherwise at the end, its bytes (those of `record`, or `encode`'s when it is nil)
    /// written there.
    func place(
      _ record: ByteSlice?, encode: () -> [UInt8]
    ) throws(FileSystem.Error) -> Range<Int> {
      if let record, let kept, kept.holds(record) { return record.range }
      let start = sink.end
      if let record {
        // From another pack (one made anew): through the sink's buffer, which writes large
        // pieces as they are.
        try sink.write(
          [UInt8](UnsafeRawBufferPointer(rebasing: record.storage.bytes[record.range])))
      } else {
        try sink.write(encode())
      }
      return start..<sink.end
    }

    /// Writes what is left and, for a new pack, renames it into its place.
    func close() throws(FileSystem.Error) {
      try sink.close()
      if kept == nil { try FileSystem.rename(temporary, path) }
    }

    /// Removes a new pack not renamed into place (records appended to a kept one stay, unused).
    func abandon() {
      try? sink.close()
      if kept == nil { try? FileSystem.removeTree(temporary) }
    }
  }
}
