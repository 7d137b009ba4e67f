import DiaryCore
import DiaryFileSystem
import Dispatch
import Mustache
import SiteRenderer

/// Writes a build cache in two steps: the journal's files on another core while the site is
/// being written, then the site's keys and export layouts once they are known. Written beside
/// its place and renamed into it, so a cache is either whole or missing.
final class BuildCacheWriter: @unchecked Sendable {
  let path: String
  private var temporary: String { path + ".tmp" }
  private let done = DispatchGroup()
  /// The steps of the writing, one after the other.
  private let queue = DispatchQueue(label: "diary.build-cache")
  // Set by the job `start` runs, read only after `done` was waited for.
  private var sink: FileSink?
  private var records: RecordPack.Writer?
  private var failure: FileSystem.Error?
  /// The folders of the site the keys name, to be stamped once the site is written.
  private var folders: [String] = []

  init(path: String) {
    self.path = path
  }

  /// Starts writing the head and the files' records: those of files taken unchanged stay
  /// where they lie in the last cache's pack (`last`, of which `keptLayouts` bytes are page
  /// layouts) and the others are added after them, or, when most of that pack is no longer
  /// used, all go into a new one. The pack's pages leave resident memory once written (a
  /// 100,000-workout journal's records are about 80 MB, all of them read by then).
  func start(
    settings: Fingerprint, linksExternalSites: Bool, readAt: Int, files: [ParsedFile],
    last: RecordPack? = nil, keptLayouts: Int = 0
  ) {
    let temporary = temporary
    let packPath = RecordPack.path(forCache: path)
    queue.async(group: done) { [self] in
      do throws(FileSystem.Error) {
        // The folder holding the site may not be made yet: this runs while the site's writer
        // makes it.
        try FileSystem.makeFolders(Theme.parent(of: temporary))
        // What of the last pack is still used: the records of the files taken unchanged, and
        // (most of them are kept) the pages' layouts.
        let live = files.reduce(keptLayouts) { sum, file in
          sum + (file.record.map { last?.holds($0) == true ? $0.count : 0 } ?? 0)
        }
        let records = try RecordPack.Writer(path: packPath, last: last, liveBytes: live)
        self.records = records
        let sink = try FileSink(creating: temporary)
        var writer = BinaryWriter()
        try BuildCache.encodeHead(
          settings: settings, linksExternalSites: linksExternalSites, readAt: readAt,
          records: records.identity, files: files, into: &writer
        ) { writer throws(FileSystem.Error) in
          try sink.write(writer.bytes)
          writer.removeAll()
        } place: { file throws(FileSystem.Error) in
          try records.place(file.record) { BuildCache.record(of: file) }
        }
        self.sink = sink
        last?.storage.releaseResidentPages()
      } catch {
        failure = error
      }
    }
  }

  /// Writes the site's keys after the files, once they are made. `last`: the last cache, whose
  /// stamps name the folders when the site's files are the same.
  func write(keys: BackgroundTask<SiteKeys>, last: BuildCache? = nil) {
    queue.async(group: done) { [self] in
      guard let sink, failure == nil else { return }
      folders = FolderStamps.folders(
        of: keys.value.paths,
        last: last.flatMap { last in last.folders.map { (last.keys.paths, $0) } })
      do throws(FileSystem.Error) {
        var writer = BinaryWriter()
        try BuildCache.encodeKeys(keys.value, into: &writer) { writer throws(FileSystem.Error) in
          try sink.write(writer.bytes)
          writer.removeAll()
        }
      } catch {
        failure = error
      }
    }
  }

  /// Writes the layouts of pages after the keys, on the writer's core: a full build hands them
  /// over as it renders, so that they never sit together in memory.
  func append(pages: [(path: String, layout: RenderLayout)]) {
    queue.async(group: done) { [self] in
      guard let sink, let records, failure == nil else { return }
      do throws(FileSystem.Error) {
        var writer = BinaryWriter()
        for (path, layout) in pages {
          let placed = try records.place(nil) { BuildCache.bytes(of: layout) }
          BuildCache.encode(page: path, at: placed, into: &writer)
        }
        try sink.write(writer.bytes)
      } catch {
        failure = error
      }
    }
  }

  /// Waits for the files, keys and pages handed over, writes the layouts of `pages` and the
  /// exports', the exports' spares and the stamps of the folders of `site` (written by now),
  /// and renames the cache into place.
  func finish(
    exports: [String: ExportLayout], spares: [String: ExportSpares.Spare] = [:],
    pages: [String: BuildCache.StoredLayout] = [:], site: String
  ) throws(FileSystem.Error) {
    done.wait()
    if let failure { throw failure }
    guard let sink, let records else { return }
    var writer = BinaryWriter()
    try BuildCache.encodeLayouts(
      exports: exports, spares: spares, pages: pages,
      folders: FolderStamps.take(of: site, folders: folders), into: &writer
    ) {
      writer throws(FileSystem.Error) in
      try sink.write(writer.bytes)
      writer.removeAll()
    } place: { layout throws(FileSystem.Error) in
      switch layout {
      case .kept(let bytes): try records.place(bytes) { [] }
      case .made(let made): try records.place(nil) { BuildCache.bytes(of: made) }
      }
    }
    try sink.close()
    // The records first: the cache names them.
    try records.close()
    try FileSystem.rename(temporary, path)
  }

  /// Waits for the files and removes what was written: the build failed.
  func abandon() {
    done.wait()
    sink = nil
    records?.abandon()
    try? FileSystem.removeTree(temporary)
  }
}
