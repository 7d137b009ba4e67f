import Foundation
import TestSupport
import Testing

@testable import DiaryCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `diary serve` rebuilds only what changed; these tests hold it to the bytes of a clean
/// `diary build` of the same journal after every one of a seeded sequence of edits.
@Suite("Incremental rebuilds equal clean builds")
struct IncrementalEquivalenceTests {
  /// A generated journal on disk with a live site built from it.
  private struct Served {
    var journal: GeneratedJournal
    let folder: TemporaryJournal
    let site: LiveSite

    init(_ journal: GeneratedJournal) throws {
      self.journal = journal
      folder = try TemporaryJournal()
      try journal.write(into: folder.journal)
      site = LiveSite(journal: folder.journal, output: folder.output, templates: nil)
    }

    /// Writes the edited files and rebuilds as `serve` does when its watcher reports them.
    mutating func apply(_ edit: JournalEdit) throws -> LiveSite.Outcome {
      for path in edit.paths { try journal.sync(path, into: folder.journal) }
      return site.apply(changes: edit.paths.map { folder.journal + "/" + $0 })
    }

    /// Builds the journal from scratch with `diary build` and compares every file's bytes (and
    /// the set of files) with the live site's; returns whether they are the same.
    func matchesCleanBuild(_ outcome: LiveSite.Outcome, after step: String) throws -> Bool {
      try siteMatchesCleanBuild(
        folder.output, of: folder.journal, succeeded: outcome.succeeded, after: step,
        scratch: folder.root)
    }
  }

  @Test(
    "after every edit of a random sequence, serve's site is byte for byte a clean build",
    arguments: [1, 2, 3] as [UInt64])
  func randomEdits(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var served = try Served(GeneratedJournal.make(&rng))
    defer { served.folder.remove() }
    let first = served.site.rebuild()
    try #require(first.succeeded)
    guard try served.matchesCleanBuild(first, after: "the first build") else { return }
    let extra = (0..<10).map { _ in rng.pick(JournalEditKind.allCases) } + [.config, .config]
    var step = 0
    for kind in rng.shuffled(JournalEditKind.allCases + extra) {
      repeat {
        step += 1
        let edit = served.journal.edit(kind, &rng)
        let outcome = try served.apply(edit)
        guard try served.matchesCleanBuild(outcome, after: "edit \(step): \(edit.description)")
        else { return }
      } while served.journal.broken != nil
    }
    #expect(step >= 25)
  }

  @Test("every setting of diary.conf, changed while serving, gives a clean build's bytes")
  func configChanges() throws {
    var rng = SplitMix64(seed: 11)
    var served = try Served(GeneratedJournal.make(&rng))
    defer { served.folder.remove() }
    try #require(served.site.rebuild().succeeded)
    for (key, values) in GeneratedJournal.settings {
      for value in values.reversed() {
        let edit = served.journal.setConfig(key, value)
        let outcome = try served.apply(edit)
        guard try served.matchesCleanBuild(outcome, after: edit.description) else { return }
      }
    }
  }

  @Test("changing one workout's distance rewrites a few files, not every workout page")
  func distanceEditWritesLittle() throws {
    var rng = SplitMix64(seed: 7)
    var served = try Served(GeneratedJournal.make(&rng))
    defer { served.folder.remove() }
    try #require(served.site.rebuild().succeeded)
    let before = try inodes(served.folder.output)
    let path = "2026/2026-09.md"
    let index = try #require(served.journal.files[path]?.firstIndex { $0.value("distance") != nil })
    served.journal.files[path]?[index].set("distance", "42.195 km")
    let outcome = try served.apply(JournalEdit(description: "distance", paths: [path]))
    let after = try inodes(served.folder.output)
    let replaced = after.keys.filter { before[$0] != after[$0] }.sorted()
    #expect(replaced == outcome.written.sorted())
    let workoutPages = outcome.written.filter { $0.hasPrefix("workouts/") }
    let allWorkoutPages = after.keys.filter { $0.hasPrefix("workouts/") }
    #expect(workoutPages.count >= 1 && workoutPages.count <= 3, "\(workoutPages)")
    #expect(outcome.written.count * 5 < after.count, "\(outcome.written) of \(after.count)")
    #expect(outcome.rendered * 5 < allWorkoutPages.count, "\(outcome.rendered) pages rendered")
    #expect(try served.matchesCleanBuild(outcome, after: "the distance edit"))
  }
}

/// Builds `journal` from scratch with `diary build --clean` (into `scratch/clean-site`) and
/// compares every file's bytes, and the set of files, with `site`; records the first difference
/// and returns whether they are the same. `succeeded` is whether the build of `site` did: a
/// clean build must succeed or fail alike (a failed one leaves its last site).
func siteMatchesCleanBuild(
  _ site: String, of journal: String, succeeded: Bool, after step: String, scratch: String
) throws -> Bool {
  let clean = scratch + "/clean-site"
  let build = runCLI(["build", "--quiet", "--clean", "--journal", journal, "--output", clean])
  #expect((build.status == 0) == succeeded, "\(step): a clean build exited \(build.status)")
  let difference = firstDifference(live: try fileTree(site), clean: try fileTree(clean))
  #expect(difference == nil, "after \(step): \(difference ?? "")")
  return difference == nil
}

/// The first file whose bytes differ between the live site and a clean build, with the first
/// line that differs; nil when both hold the same files with the same bytes.
private func firstDifference(live: [String: Data], clean: [String: Data]) -> String? {
  for path in Set(live.keys).union(clean.keys).sorted() where live[path] != clean[path] {
    guard let served = live[path] else { return "\(path) is missing from the live site" }
    guard let built = clean[path] else { return "\(path) is in the live site only" }
    let servedLines = String(decoding: served, as: UTF8.self).split(separator: "\n")
    let builtLines = String(decoding: built, as: UTF8.self).split(separator: "\n")
    for (number, (a, b)) in zip(servedLines, builtLines).enumerated() where a != b {
      return "\(path) differs at line \(number + 1):\n  live:  \(a.prefix(300))\n"
        + "  clean: \(b.prefix(300))"
    }
    return "\(path) differs in length (\(served.count) bytes live, \(built.count) clean)"
  }
  return nil
}

/// The inode number of every file of a site: a file rewritten by rename gets a new one.
private func inodes(_ root: String) throws -> [String: UInt64] {
  var found: [String: UInt64] = [:]
  for relative in try fileTree(root).keys {
    var info = stat()
    guard stat(root + "/" + relative, &info) == 0 else { continue }
    found[relative] = UInt64(info.st_ino)
  }
  return found
}
