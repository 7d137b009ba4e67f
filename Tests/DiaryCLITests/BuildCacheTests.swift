import DiaryCore
import JournalParser
import Foundation
import SiteRenderer
import TestSupport
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
    // Rendered: the pages keyed by the workout, whole: its own, its neighbours', its three
    // lists, its month, its year, its type and the stats (the feed shows only the newest 50).
    // Written: its page, and the JSON and CSV exports, which carry notes (the calendar does
    // not): the others show no notes.
    #expect(
      edited.out.contains("; 10 pages rendered, 3 files written, 0 removed)"), "\(edited.out)")
    #expect(try cached.matchesCleanBuild(edited, after: "the notes edit"))
  }

  @Test("an edit that moves a workout in the lists renders the pages it moves, and is right")
  func shiftedLists() throws {
    var cached = try Self.builtWithShortPages(seed: 13)
    defer { cached.folder.remove() }
    // The newest workout goes from the middle of the distance list to its head: every page in
    // between shows its rows moved by one.
    let path = "2026/2026-11.md"
    let index = try #require(cached.journal.files[path]?.indices.last)
    cached.journal.files[path]?[index].set("distance", "400 km")
    try cached.journal.sync(path, into: cached.folder.journal)
    let moved = cached.build()
    #expect(moved.out.contains(" rendered"), "\(moved.out)")
    #expect(try cached.matchesCleanBuild(moved, after: "the distance edit"))
    // A new workout, the newest: every page of the date list moves by one row.
    cached.journal.files[path]?.append(
      GeneratedWorkout(
        date: "2026-11-30", name: "Late run", fields: [.init(key: "distance", value: "5 km")]))
    try cached.journal.sync(path, into: cached.folder.journal)
    let added = cached.build()
    #expect(try cached.matchesCleanBuild(added, after: "the new workout"))
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
  }

  @Test("a cache cut short anywhere gives the site of a clean build")
  func truncatedCache() throws {
    var rng = SplitMix64(seed: 11)
    let cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    try #require(cached.build().status == 0)
    let cachePath = BuildCache.path(forOutput: cached.folder.output)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: cachePath))
    // Cut in the files' records or the site's keys: a cache is used only when it is whole.
    for eighths in 1...7 {
      try bytes.prefix(bytes.count * eighths / 8).write(to: URL(fileURLWithPath: cachePath))
      let outcome = cached.build()
      #expect(outcome.status == 0)
      #expect(try cached.matchesCleanBuild(outcome, after: "a cache cut at \(eighths)/8"))
      // The build wrote a whole cache again: the next one with nothing changed does nothing.
      let again = cached.build()
      #expect(again.out.contains("; 0 pages rendered, 0 files written, 0 removed)"), "\(again.out)")
    }
  }

  @Test("the cache keeps every workout as parsed, every field")
  func roundTrip() throws {
    var rng = SplitMix64(seed: 12)
    let cached = try Cached(GeneratedJournal.make(&rng))
    defer { cached.folder.remove() }
    try cached.folder.write(
      "journal/2027/2027-01.md",
      "## 2027-01-02 07:05 Odd \u{1F3C3} run\n- distance: 1.5 km\n- mood: \"fine\"\n- tags: a, b\n"
        + "- track:  tracks/./loop.gpx\n\n<b>raw</b> & *notes*\n")
    try FileManager.default.createDirectory(
      atPath: cached.folder.journal + "/tracks", withIntermediateDirectories: true)
    try copyFolder(
      TrackSiteTests.journal + "/tracks/2026/2026-11-28-lake-loop.gpx",
      to: cached.folder.journal + "/tracks/loop.gpx")
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
      #expect(kept.workouts.map(\.fingerprint) == file.workouts.map(\.fingerprint))
      #expect(kept.diagnostics == file.diagnostics)
      #expect(kept.content == file.content && kept.size == file.size)
    }
    let odd = cache.files.values.flatMap { $0.parsed()?.workouts ?? [] }.filter {
      $0.name == "Odd \u{1F3C3} run"
    }
    #expect(odd.map(\.track) == ["tracks/loop.gpx"])
    #expect(odd.map(\.trackLocation?.line) == [5] && odd.map(\.trackLocation?.column) == [11])
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

  @Test("what earlier versions kept beside the site (records, spare exports) is removed")
  func leftoversOfEarlierVersions() throws {
    let folder = try TemporaryJournal(files: ["journal/a.md": "## 2026-01-01 Run\n"])
    defer { folder.remove() }
    let records = BuildCache.path(forOutput: folder.output) + ".records"
    let spares = folder.root + "/._site.diary-spares"
    let manager = FileManager.default
    try manager.createDirectory(atPath: spares, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: URL(fileURLWithPath: spares + "/workouts.json"))
    try Data("old".utf8).write(to: URL(fileURLWithPath: records))
    #expect(runCLI(["build", "--journal", folder.journal, "--output", folder.output]).status == 0)
    #expect(!manager.fileExists(atPath: records))
    #expect(!manager.fileExists(atPath: spares))
    #expect(manager.fileExists(atPath: BuildCache.path(forOutput: folder.output)))
  }

  /// `file` as a build cache keeps it.
  private func record(of file: ParsedFile) -> CachedFile {
    cached(file, record: recordBytes(of: file))
  }

  private func recordBytes(of file: ParsedFile) -> [UInt8] {
    var writer = BinaryWriter()
    file.encodeRecord(&writer)
    return writer.bytes
  }

  private func cached(_ file: ParsedFile, record: [UInt8]) -> CachedFile {
    CachedFile(
      path: file.path, size: file.size, modified: file.modified, content: file.content,
      record: ByteSlice(storage: OwnedBytes(record), range: 0..<record.count))
  }

  @Test("a file whose record in the cache is damaged is read and parsed again")
  func damagedRecord() throws {
    let folder = try TemporaryJournal(files: ["journal/a.md": "## 2026-01-01 Run\n"])
    defer { folder.remove() }
    let path = folder.journal + "/a.md"
    let first = try ParsedFile.read(path, options: ParseOptions(), cached: nil, trustedBefore: 0)
      .get()
    // The workouts are cut short.
    let damaged = cached(first, record: Array(recordBytes(of: first).dropLast(3)))
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

  @Test("a page removed by hand is written again by the next build")
  func removedByHand() throws {
    var rng = SplitMix64(seed: 17)
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    try GeneratedJournal.make(&rng).write(into: folder.journal)
    let build = { runCLI(["build", "--journal", folder.journal, "--output", folder.output]) }
    try #require(build().status == 0)
    let before = try fileTree(folder.output)
    let keys = try #require(BuildCache.load(from: BuildCache.path(forOutput: folder.output))).keys
    let page = try #require(keys.keys.sorted().first { $0.hasPrefix("workouts/") })
    try FileManager.default.removeItem(atPath: folder.output + "/" + page)
    let again = build()
    #expect(again.out.contains("; 1 page rendered, 1 file written, 0 removed)"), "\(again.out)")
    #expect(try fileTree(folder.output) == before)
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
