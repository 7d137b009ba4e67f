import DiaryCore
import JournalParser
import Foundation
import SiteRenderer
import Testing

@testable import DiaryCLI

/// `diary build` with the cache of its last build (`._site.diary-cache`): it parses only the
/// files that changed and writes only the files whose bytes changed, and its site is always
/// byte for byte the site of a clean build.
@Suite("Builds with a cache equal clean builds")
struct BuildCacheTests {
  private struct Cached {
    var journal: GeneratedJournal
    let folder: TemporaryJournal

    init(_ journal: GeneratedJournal) throws {
      self.journal = journal
      folder = try TemporaryJournal()
      try journal.write(into: folder.journal)
    }

    func build(_ extra: [String] = []) -> CLIOutcome {
      runCLI(["build", "--journal", folder.journal, "--output", folder.output] + extra)
    }

    /// A clean build beside, compared file by file with the cached build's site.
    func matchesCleanBuild(_ outcome: CLIOutcome, after step: String) throws -> Bool {
      try siteMatchesCleanBuild(
        folder.output, of: folder.journal, succeeded: outcome.status == 0, after: step,
        scratch: folder.root)
    }
  }

  @Test(
    "after every edit of a random sequence, a build with the cache is byte for byte a clean build",
    arguments: [4, 5] as [UInt64])
  func randomEdits(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    let first = cached.build()
    try #require(first.status == 0)
    #expect(!first.out.contains("rendered"), "the first build is a full one: \(first.out)")
    // Also makes the clean site, kept as it is when a later (broken) build fails.
    guard try cached.matchesCleanBuild(first, after: "the first build") else { return }
    var step = 0
    var updatedInPlace = 0
    for kind in rng.shuffled(JournalEditKind.allCases + JournalEditKind.allCases) {
      repeat {
        step += 1
        let edit = cached.journal.edit(kind, &rng)
        for path in edit.paths { try cached.journal.sync(path, into: cached.folder.journal) }
        let outcome = cached.build()
        if outcome.out.contains(" rendered") { updatedInPlace += 1 }
        guard try cached.matchesCleanBuild(outcome, after: "edit \(step): \(edit.description)")
        else { return }
      } while cached.journal.broken != nil
    }
    #expect(step >= 26)
    // Only a change of settings (or a failed build before) makes a build a full one.
    #expect(updatedInPlace * 2 > step, "\(updatedInPlace) of \(step) builds used the cache")
  }

  @Test("a build with nothing changed renders and writes nothing; one edit writes a few files")
  func writesOnlyWhatChanged() throws {
    var rng = SplitMix64(seed: 9)
    var cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    try #require(cached.build().status == 0)
    let again = cached.build()
    #expect(again.out.contains("; 0 pages rendered, 0 files written, 0 removed)"), "\(again.out)")
    let path = "2026/2026-09.md"
    let index = try #require(cached.journal.files[path]?.indices.first)
    cached.journal.files[path]?[index].notes = "Notes changed by the test."
    try cached.journal.sync(path, into: cached.folder.journal)
    let edited = cached.build()
    #expect(edited.status == 0)
    // Rendered: the workout's page only (the summaries of every workout show no notes, and the
    // feed shows only the newest 50). Written: the page, and the JSON and CSV exports, which
    // carry notes (the calendar does not).
    #expect(edited.out.contains("; 1 page rendered, 3 files written, 0 removed)"), "\(edited.out)")
    #expect(try cached.matchesCleanBuild(edited, after: "the notes edit"))
  }

  @Test("an edit that moves a workout in the lists copies the rows that only moved, and is right")
  func shiftedListsCopyRows() throws {
    var cached = try Self.builtWithShortPages(seed: 13)
    defer { cached.folder.remove() }
    // The newest workout goes from the middle of the distance list to its head: every page in
    // between shows the same rows, moved by one.
    let path = "2026/2026-11.md"
    let index = try #require(cached.journal.files[path]?.indices.last)
    cached.journal.files[path]?[index].set("distance", "400 km")
    try cached.journal.sync(path, into: cached.folder.journal)
    let moved = cached.build()
    let copied = try #require(Self.copiedRows(in: moved.out), "\(moved.out)")
    #expect(copied > 20, "\(moved.out)")
    #expect(try cached.matchesCleanBuild(moved, after: "the distance edit"))
    // A new workout, the newest: every page of the date list moves by one row.
    cached.journal.files[path]?.append(
      GeneratedWorkout(
        date: "2026-11-30", name: "Late run", fields: [.init(key: "distance", value: "5 km")]))
    try cached.journal.sync(path, into: cached.folder.journal)
    let added = cached.build()
    #expect(try #require(Self.copiedRows(in: added.out), "\(added.out)") > 20, "\(added.out)")
    #expect(try cached.matchesCleanBuild(added, after: "the new workout"))
  }

  @Test("the page layouts a build keeps from the last cache are those a clean build makes")
  func keptLayouts() throws {
    var cached = try Self.builtWithShortPages(seed: 17)
    defer { cached.folder.remove() }
    // Two edits: the second build's cache keeps most layouts as the first wrote them, in runs
    // of neighbours, around those the edits made again.
    let path = "2026/2026-11.md"
    let index = try #require(cached.journal.files[path]?.indices.last)
    for distance in ["400 km", "3 km"] {
      cached.journal.files[path]?[index].set("distance", distance)
      try cached.journal.sync(path, into: cached.folder.journal)
      let outcome = cached.build()
      try #require(outcome.out.contains(" rendered"), "\(outcome.out)")
    }
    let clean = cached.folder.root + "/clean"
    try #require(
      runCLI(["build", "--journal", cached.folder.journal, "--output", clean]).status == 0)
    let kept = try #require(BuildCache.load(from: BuildCache.path(forOutput: cached.folder.output)))
    let made = try #require(BuildCache.load(from: BuildCache.path(forOutput: clean)))
    #expect(kept.keys.paths == made.keys.paths)
    let withRows = made.keys.paths.filter { made.pageLayout(path: $0) != nil }
    #expect(withRows.count > 20)
    for page in made.keys.paths {
      #expect(kept.pageLayout(path: page) == made.pageLayout(path: page), "\(page)")
    }
  }

  @Test("an edit writes an export over its spare and keeps the file it replaces as the next one")
  func exportSpares() throws {
    var cached = try Self.builtWithShortPages(seed: 17)
    defer { cached.folder.remove() }
    let output = cached.folder.output
    let spares = ExportSpares(output: output)
    let site = output + "/workouts.json"
    let spare = spares.path(for: "workouts.json")
    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
    func inode(_ path: String) throws -> Int? {
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }
    let path = "2026/2026-11.md"
    let index = try #require(cached.journal.files[path]?.indices.last)
    func build(distance: String, _ step: String) throws -> Bool {
      cached.journal.files[path]?[index].set("distance", distance)
      try cached.journal.sync(path, into: cached.folder.journal)
      let outcome = cached.build()
      try #require(outcome.out.contains(" rendered"), "\(outcome.out)")
      return try cached.matchesCleanBuild(outcome, after: step)
    }
    #expect(!FileManager.default.fileExists(atPath: spares.folder))
    // The first edit has no spare yet: the export it replaces becomes one.
    let first = try bytes(site)
    guard try build(distance: "400 km", "the first edit") else { return }
    #expect(try bytes(spare) == first)
    // The second writes over that spare, which becomes the site's file, and keeps the first
    // edit's export as the next spare.
    let second = try bytes(site)
    let spareInode = try inode(spare)
    guard try build(distance: "3 km", "the second edit") else { return }
    #expect(try inode(site) == spareInode)
    #expect(try bytes(spare) == second)
    // A spare cut short by hand is not used: the export is written whole, and right.
    let third = try bytes(site)
    let cut = try FileHandle(forWritingTo: URL(fileURLWithPath: spare))
    try cut.truncate(atOffset: UInt64(second.count - 1))
    try cut.close()
    let cutInode = try inode(spare)
    guard try build(distance: "7 km", "an edit after the spare was cut short") else { return }
    #expect(try inode(site) != cutInode)
    #expect(try bytes(spare) == third)
    // A full build knows no spare: it removes them.
    try FileManager.default.removeItem(atPath: BuildCache.path(forOutput: output))
    try #require(cached.build().status == 0)
    #expect(!FileManager.default.fileExists(atPath: spares.folder))
  }

  /// A generated journal shown 10 rows a page, so the lists run to many pages, built once.
  private static func builtWithShortPages(seed: UInt64) throws -> Cached {
    var rng = SplitMix64(seed: seed)
    var journal = GeneratedJournal.make(&rng)
    journal.config = [.init(key: "page-size", value: "10")]
    let cached = try Cached(journal)
    do {
      let first = cached.build()
      try #require(first.status == 0, "\(first)")
    } catch {
      cached.folder.remove()
      throw error
    }
    return cached
  }

  /// The rows a build's summary says it copied: `(… pages rendered (N rows copied), …)`.
  static func copiedRows(in summary: String) -> Int? {
    guard let end = summary.range(of: " rows copied)") else { return nil }
    let digits = summary[..<end.lowerBound].reversed().prefix { $0.isNumber }
    return Int(String(digits.reversed()))
  }

  @Test("a damaged or foreign cache is ignored: the build is a full one, and right")
  func damagedCache() throws {
    var rng = SplitMix64(seed: 10)
    let cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    try #require(cached.build().status == 0)
    let cachePath = BuildCache.path(forOutput: cached.folder.output)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: cachePath))
    for damaged in [bytes.prefix(40), Data("not a cache".utf8), Data()] {
      try damaged.write(to: URL(fileURLWithPath: cachePath))
      let outcome = cached.build()
      #expect(outcome.status == 0)
      #expect(!outcome.out.contains("rendered"), "\(outcome.out)")
      #expect(try cached.matchesCleanBuild(outcome, after: "a damaged cache"))
    }
    // The records' pack damaged, gone, or another one: the cache is of no use.
    let packPath = RecordPack.path(forCache: cachePath)
    let pack = try Data(contentsOf: URL(fileURLWithPath: packPath))
    var other = pack
    other[9] ^= 0xFF
    for damaged in [pack.prefix(8), Data("not a pack".utf8), other, nil] {
      if let damaged {
        try damaged.write(to: URL(fileURLWithPath: packPath))
      } else {
        try FileManager.default.removeItem(atPath: packPath)
      }
      let outcome = cached.build()
      #expect(outcome.status == 0)
      #expect(!outcome.out.contains("rendered"), "\(outcome.out)")
      #expect(try cached.matchesCleanBuild(outcome, after: "a damaged pack"))
    }
  }

  @Test("a cache cut short anywhere gives the site of a clean build")
  func truncatedCache() throws {
    var rng = SplitMix64(seed: 11)
    let cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    try #require(cached.build().status == 0)
    let cachePath = BuildCache.path(forOutput: cached.folder.output)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: cachePath))
    // Cut in the files' records, the site's keys, or the pages' layouts: whatever is left is
    // used only as far as it is whole.
    for eighths in 1...7 {
      try bytes.prefix(bytes.count * eighths / 8).write(to: URL(fileURLWithPath: cachePath))
      let outcome = cached.build()
      #expect(outcome.status == 0)
      #expect(try cached.matchesCleanBuild(outcome, after: "a cache cut at \(eighths)/8"))
      // The build wrote a whole cache again: the next one with nothing changed does nothing.
      let again = cached.build()
      #expect(again.out.contains("; 0 pages rendered, 0 files written, 0 removed)"), "\(again.out)")
    }
    // The records' pack cut short: the records past the cut are gone, and so is the cache.
    let packPath = RecordPack.path(forCache: cachePath)
    let pack = try Data(contentsOf: URL(fileURLWithPath: packPath))
    for eighths in [1, 4, 7] {
      try pack.prefix(pack.count * eighths / 8).write(to: URL(fileURLWithPath: packPath))
      let outcome = cached.build()
      #expect(outcome.status == 0)
      #expect(try cached.matchesCleanBuild(outcome, after: "a pack cut at \(eighths)/8"))
    }
  }

  @Test("the cache keeps every workout as parsed, every field")
  func roundTrip() throws {
    var rng = SplitMix64(seed: 12)
    let cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    try cached.folder.write(
      "journal/2027/2027-01.md",
      "## 2027-01-02 07:05 Odd \u{1F3C3} run\n- distance: 1.5 km\n- mood: \"fine\"\n- tags: a, b\n\n"
        + "<b>raw</b> & *notes*\n")
    try #require(cached.build().status == 0)
    let session = JournalSession(journal: cached.folder.journal)
    let cache = try #require(
      BuildCache.load(from: BuildCache.path(forOutput: cached.folder.output)))
    #expect(cache.files.count == session.files.count)
    for file in session.files {
      let record = try #require(cache.files[file.path])
      #expect(record.content == file.content && record.size == file.size)
      let kept = try #require(record.parsed())
      #expect(kept.workouts == file.workouts)
      #expect(kept.workouts.map(\.fingerprints) == file.workouts.map(\.fingerprints))
      #expect(kept.diagnostics == file.diagnostics)
      #expect(kept.content == file.content && kept.size == file.size)
    }
    // Dropped from memory once the next cache has copied it, the mapped cache reads the same.
    cache.storage.releaseResidentPages()
    for file in session.files {
      #expect(cache.files[file.path]?.parsed()?.workouts == file.workouts)
    }
    #expect(
      cache.files.values.contains {
        $0.parsed()?.workouts.contains { $0.name == "Odd \u{1F3C3} run" } == true
      })
  }

  @Test("an edit adds the changed file's record to the pack; the others stay where they lie")
  func packedRecords() throws {
    var rng = SplitMix64(seed: 21)
    let cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    let paths = JournalSession(journal: cached.folder.journal).files.map(\.path)
    try #require(paths.count >= 3)
    // Old enough to be trusted on their size and time, so their records are taken as they are,
    // but for one in the middle, changed after the build.
    let hourAgo = Int(Date().timeIntervalSince1970) - 3600
    for path in paths {
      var times = [timespec(tv_sec: hourAgo, tv_nsec: 0), timespec(tv_sec: hourAgo, tv_nsec: 0)]
      try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }
    try #require(cached.build().status == 0)
    let cachePath = BuildCache.path(forOutput: cached.folder.output)
    let before = try #require(BuildCache.load(from: cachePath))
    let changed = paths[paths.count / 2]
    let text = try String(contentsOfFile: changed, encoding: .utf8)
    try (text + "\n## 2027-03-04 Added\n- distance: 3 km\n").write(
      toFile: changed, atomically: false, encoding: .utf8)
    try #require(cached.build().status == 0)
    let after = try #require(BuildCache.load(from: cachePath))
    #expect(after.pack.identity == before.pack.identity)
    for path in paths where path != changed {
      #expect(after.files[path]?.record == before.files[path]?.record, "\(path)")
    }
    let added = try #require(after.files[changed]?.record)
    #expect(added.lowerBound >= before.pack.storage.bytes.count)
    // Every file reads back from the pack as parsing it gives.
    let parsed = JournalSession(journal: cached.folder.journal)
    let taken = JournalSession(journal: cached.folder.journal, cache: after)
    #expect(taken.state == parsed.state)
  }

  @Test("a pack is added to while most of it is used, and made anew once it is not")
  func packKeptOrMadeAnew() throws {
    let folder = try TemporaryJournal(files: [:])
    defer { folder.remove() }
    let path = folder.root + "/cache.records"
    func record(_ fill: UInt8, _ count: Int) -> [UInt8] { [UInt8](repeating: fill, count: count) }
    let first = try RecordPack.Writer(path: path, last: nil, liveBytes: 0)
    let a = try first.place(nil) { record(1, 100) }
    let b = try first.place(nil) { record(2, 200) }
    try first.close()
    let made = try #require(RecordPack.open(path))
    #expect(made.identity == first.identity)
    #expect(a == RecordPack.headLength..<(RecordPack.headLength + 100))
    #expect(b == a.upperBound..<(a.upperBound + 200))
    // Still used: added to, the records in it left where they are.
    let kept = try RecordPack.Writer(path: path, last: made, liveBytes: 300)
    #expect(kept.identity == made.identity)
    #expect(try kept.place(ByteSlice(storage: made.storage, range: b)) { [] } == b)
    let c = try kept.place(nil) { record(3, 50) }
    #expect(c == b.upperBound..<(b.upperBound + 50))
    try kept.close()
    let added = try #require(RecordPack.open(path))
    #expect(Array(added.storage.bytes[b]) == record(2, 200))
    #expect(Array(added.storage.bytes[c]) == record(3, 50))
    // Mostly dead (a large record no longer used): a new pack, with only what is placed in it.
    let large = try RecordPack.Writer(path: path, last: added, liveBytes: 350)
    let d = try large.place(nil) { record(4, 3 << 20) }
    try large.close()
    let grown = try #require(RecordPack.open(path))
    #expect(grown.identity == made.identity)
    let anew = try RecordPack.Writer(path: path, last: grown, liveBytes: 50)
    #expect(anew.identity != grown.identity)
    let moved = try anew.place(ByteSlice(storage: grown.storage, range: c)) { [] }
    try anew.close()
    let remade = try #require(RecordPack.open(path))
    #expect(remade.identity == anew.identity)
    #expect(moved == RecordPack.headLength..<(RecordPack.headLength + 50))
    #expect(Array(remade.storage.bytes[moved]) == record(3, 50))
    #expect(remade.storage.bytes.count == RecordPack.headLength + 50)
    #expect(d == c.upperBound..<(c.upperBound + (3 << 20)))
  }

  @Test("the files' records are taken only from a cache this very binary wrote")
  func otherBinary() throws {
    var rng = SplitMix64(seed: 14)
    let cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    try #require(cached.build().status == 0)
    var cache = try #require(
      BuildCache.load(from: BuildCache.path(forOutput: cached.folder.output)))
    // Every file trusted on its size and time, however recently written.
    cache.readAt = Int.max / 2
    let same = JournalSession(journal: cached.folder.journal, cache: cache)
    #expect(!same.files.isEmpty && same.files.allSatisfy { $0.record != nil })
    cache.binary = Fingerprint(value: cache.binary.value &+ 1)
    let other = JournalSession(journal: cached.folder.journal, cache: cache)
    #expect(other.files.allSatisfy { $0.record == nil }, "every file parsed again")
    #expect(other.state == same.state)
  }

  @Test("the first build into a folder that does not exist yet saves its cache too")
  func cacheBesideANewFolder() throws {
    let folder = try TemporaryJournal(files: ["journal/a.md": "## 2026-01-01 Run\n"])
    defer { folder.remove() }
    let output = folder.root + "/new/deeper/site"
    for _ in 0..<5 {
      try? FileManager.default.removeItem(atPath: folder.root + "/new")
      let outcome = runCLI(["build", "--journal", folder.journal, "--output", output])
      #expect(outcome.status == 0)
      #expect(!outcome.error.contains("warning"), "\(outcome.error)")
      #expect(FileManager.default.fileExists(atPath: BuildCache.path(forOutput: output)))
    }
  }

  /// `file` as a build cache keeps it.
  private func record(of file: ParsedFile) throws -> CachedFile {
    var writer = BinaryWriter()
    file.encode(&writer)
    return try CachedFile(storage: OwnedBytes(writer.bytes), record: 0..<writer.bytes.count)
  }

  @Test("a file whose record in the cache is damaged is read and parsed again")
  func damagedRecord() throws {
    let folder = try TemporaryJournal(files: ["journal/a.md": "## 2026-01-01 Run\n"])
    defer { folder.remove() }
    let path = folder.journal + "/a.md"
    let first = try ParsedFile.read(path, options: ParseOptions(), cached: nil, trustedBefore: 0)
      .get()
    var writer = BinaryWriter()
    first.encode(&writer)
    // The head (path, size, time, content) stays; the workouts that follow are cut short.
    let cut = Array(writer.bytes.dropLast(3))
    let damaged = try CachedFile(storage: OwnedBytes(cut), record: 0..<cut.count)
    #expect(damaged.parsed() == nil)
    let file = try ParsedFile.read(
      path, options: ParseOptions(), cached: damaged, trustedBefore: first.modified + 1
    ).get()
    #expect(file.workouts.map(\.name) == ["Run"])
    #expect(file.record == nil, "parsed again, so encoded again for the next cache")
  }

  @Test("a file is trusted on its size and time only when it was last changed well before")
  func racilyCleanFiles() throws {
    let folder = try TemporaryJournal(files: ["journal/a.md": "## 2026-01-01 Run\n"])
    defer { folder.remove() }
    let path = folder.journal + "/a.md"
    let options = ParseOptions()
    let first = try ParsedFile.read(path, options: options, cached: nil, trustedBefore: 0).get()
    #expect(first.workouts.map(\.name) == ["Run"])
    // Same size and time, other bytes: what a quick second save can leave behind.
    try folder.write("journal/a.md", "## 2026-01-01 Ran\n")
    var info = stat()
    stat(path, &info)
    var times = [
      timespec(tv_sec: first.modified / 1_000_000_000, tv_nsec: first.modified % 1_000_000_000),
      timespec(tv_sec: first.modified / 1_000_000_000, tv_nsec: first.modified % 1_000_000_000),
    ]
    utimensat(AT_FDCWD, path, &times, 0)
    let trusted = try ParsedFile.read(
      path, options: options, cached: record(of: first), trustedBefore: first.modified + 1
    ).get()
    #expect(trusted.workouts.map(\.name) == ["Run"], "trusted: the cache's workouts")
    let racy = try ParsedFile.read(
      path, options: options, cached: record(of: first), trustedBefore: first.modified
    ).get()
    #expect(racy.workouts.map(\.name) == ["Ran"], "changed as the cache was read: read again")
  }
}

@Suite("Builds with a cache, stopped half way")
struct BuildCacheInterruptionTests {
  @Test("files staged by a build killed before its commit are cleared by the next build")
  func strayStagedFiles() throws {
    var rng = SplitMix64(seed: 13)
    let journal = GeneratedJournal.make(&rng)
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    try journal.write(into: folder.journal)
    let build = { runCLI(["build", "--journal", folder.journal, "--output", folder.output]) }
    try #require(build().status == 0)
    let before = try fileTree(folder.output)
    try folder.write("_site/.index.html.diary-tmp", "half a page")
    try folder.write("_site/workouts/.x.html.diary-tmp", "half a page")
    try folder.write("_site/stray.html", "not diary's")
    try FileManager.default.removeItem(atPath: folder.output + "/stats.html")
    let again = build()
    #expect(again.out.contains("; 1 page rendered, 1 file written, 0 removed)"), "\(again.out)")
    #expect(try fileTree(folder.output) == before)
  }

  @Test("a build stamps every folder of the site; one changed by hand is listed by the next build")
  func stampedFolders() throws {
    var rng = SplitMix64(seed: 17)
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    try GeneratedJournal.make(&rng).write(into: folder.journal)
    let build = { runCLI(["build", "--journal", folder.journal, "--output", folder.output]) }
    try #require(build().status == 0)
    let before = try fileTree(folder.output)
    let cachePath = BuildCache.path(forOutput: folder.output)
    let stamps = { try #require(BuildCache.load(from: cachePath)?.folders) }
    let stamped = try stamps()
    let keys = try #require(BuildCache.load(from: cachePath)).keys
    #expect(stamped.stamps.map(\.folder) == FolderStamps.folders(of: keys.paths))
    #expect(stamped.stamps.map(\.folder).contains("workouts"))
    #expect(stamped.stillHold(in: folder.output))
    // A build that writes nothing leaves the stamps as they were.
    try #require(build().status == 0)
    #expect(try stamps() == stamped)
    // A page removed by hand, later than the stamps: its folder no longer holds them, and the
    // next build finds the page gone and writes it again.
    Thread.sleep(forTimeInterval: 0.02)
    let page = try #require(keys.paths.first { $0.hasPrefix("workouts/") })
    try FileManager.default.removeItem(atPath: folder.output + "/" + page)
    #expect(!stamped.stillHold(in: folder.output))
    let again = build()
    #expect(again.out.contains("; 1 page rendered, 1 file written, 0 removed)"), "\(again.out)")
    #expect(try fileTree(folder.output) == before)
    #expect(try stamps().stillHold(in: folder.output))
  }
}

@Suite("Builds with a cache, after serve")
struct BuildCacheAfterServeTests {
  @Test("serve drops diary build's cache: a build after serving starts from the site it finds")
  func serveDropsTheCache() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    let build = { runCLI(["build", "--journal", folder.journal, "--output", folder.output]) }
    try #require(build().status == 0)
    let original = try fileTree(folder.output)
    // Serve an edit, then undo it while not serving.
    let site = LiveSite(journal: folder.journal, output: folder.output, templates: nil)
    try folder.write("journal/2026/2026-10.md", SampleJournal.october + "\nLegs felt fresh.\n")
    #expect(site.rebuild().succeeded)
    #expect(!FileManager.default.fileExists(atPath: BuildCache.path(forOutput: folder.output)))
    try folder.write("journal/2026/2026-10.md", SampleJournal.october)
    let again = build()
    #expect(again.status == 0)
    #expect(!again.out.contains("rendered"), "a full build: \(again.out)")
    #expect(try fileTree(folder.output) == original)
  }
}
