import Foundation
import Testing

@testable import DiaryCLI

/// Tracks are decoded once: `diary build` keeps what the site needs of each track in its cache
/// (by the file's content) and `diary serve` in memory, and their sites stay byte for byte
/// those of clean builds.
@Suite("Tracks in the build cache and in serve")
struct TrackCacheTests {
  /// One change to the track fixture's copy, and the paths it touched (relative to the journal).
  struct Edit: Sendable {
    var description: String
    var apply: @Sendable (TemporaryJournal) throws -> [String]
  }

  static let month = "2026/2026-11.md"
  static let loop = "tracks/2026/2026-11-28-lake-loop.gpx"
  static let ride = "tracks/2026/2026-11-29-river-ride.gpx.gz"
  static let treadmill = "tracks/2026/2026-11-30-treadmill.tcx"

  /// Replaces `old` by `new` in the journal file at `path`.
  static func replace(_ old: String, _ new: String, in path: String) -> Edit {
    Edit(description: "'\(old)' → '\(new)' in \(path)") { folder in
      let text = try folder.read("journal/" + path)
      #expect(text.contains(old), "\(path) has no '\(old)'")
      try folder.write("journal/" + path, text.replacingOccurrences(of: old, with: new))
      return [path]
    }
  }

  /// Edits of notes, of lines around tracks, of track files and of settings, in order.
  static let edits: [Edit] = [
    replace("Once around the lake", "Twice around the lake", in: month),
    replace("- type: ride\n", "- type: ride\n- bike: Canyon\n", in: month),
    Edit(description: "the run's track file gets the ride's bytes") { folder in
      let ride = try Data(contentsOf: URL(fileURLWithPath: folder.journal + "/" + ride))
      try ride.write(to: URL(fileURLWithPath: folder.journal + "/" + loop))
      return [loop]
    },
    Edit(description: "the treadmill's track file is deleted") { folder in
      try folder.delete("journal/" + treadmill)
      return [treadmill]
    },
    Edit(description: "the treadmill's track file is back") { folder in
      try copyFolder(TrackSiteTests.journal + "/" + treadmill, to: folder.journal + "/" + treadmill)
      return [treadmill]
    },
    Edit(description: "the ride's track file is renamed") { folder in
      try FileManager.default.moveItem(
        atPath: folder.journal + "/" + ride, toPath: folder.journal + "/tracks/ride.gpx.gz")
      let text = try folder.read("journal/" + month)
      try folder.write(
        "journal/" + month,
        text.replacingOccurrences(
          of: "tracks/./2026/2026-11-29-river-ride.gpx.gz", with: "tracks/ride.gpx.gz"))
      return [month, ride, "tracks/ride.gpx.gz"]
    },
    replace("privacy-trim: 300 m", "privacy-trim: 0", in: "diary.conf"),
    replace("title: Track fixture", "title: Track fixture\nunits: mi", in: "diary.conf"),
    replace("- track: tracks/2026/2026-11-30-treadmill.tcx\n", "", in: month),
    replace("- track: " + loop + "\n", "", in: month),
    replace("- track: tracks/ride.gpx.gz\n", "", in: month),
    replace("- type: strength\n", "- type: strength\n- track: tracks/ride.gpx.gz\n", in: month),
  ]

  /// The verbose line telling how many tracks a build read and decoded, if it has one.
  private func decodes(_ outcome: CLIOutcome) -> String? {
    outcome.error.split(separator: "\n").first { $0.contains("tracks read") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test("a clean build decodes each track once, the next build none, an edit only what changed")
  func decodesOnce() throws {
    let folder = try TrackSiteTests.copyOfJournal()
    defer { folder.remove() }
    let build = { (extra: [String]) in
      runCLI(
        ["build", "--verbose", "--journal", folder.journal, "--output", folder.output] + extra)
    }
    #expect(decodes(build([])) == "3 tracks read, 3 decoded")
    let again = build([])
    #expect(decodes(again) == "3 tracks read, 0 decoded")
    #expect(again.out.contains("(26 files; 0 pages rendered, 0 files written, 0 removed)"))
    // Another line above a track moves it, and its page's notes change: no track is decoded.
    _ = try Self.edits[1].apply(folder)
    _ = try Self.edits[0].apply(folder)
    #expect(decodes(build([])) == "3 tracks read, 0 decoded")
    // A file whose bytes changed is decoded again; one whose bytes another held, or renamed,
    // is found by its bytes.
    let loop = try folder.read("journal/" + Self.loop)
    try folder.write("journal/" + Self.loop, loop + "<!-- edited -->\n")
    #expect(decodes(build([])) == "3 tracks read, 1 decoded")
    _ = try Self.edits[2].apply(folder)
    #expect(decodes(build([])) == "3 tracks read, 0 decoded")
    _ = try Self.edits[5].apply(folder)
    let renamed = build([])
    #expect(decodes(renamed) == "3 tracks read, 0 decoded")
    #expect(
      try siteMatchesCleanBuild(
        folder.output, of: folder.journal, succeeded: renamed.status == 0, after: "the rename",
        scratch: folder.root))
    // Routes are cut when a track is read: another privacy trim decodes them all again.
    _ = try Self.edits[6].apply(folder)
    #expect(decodes(build([])) == "3 tracks read, 3 decoded")
    #expect(decodes(build(["--clean"])) == "3 tracks read, 3 decoded")
  }

  @Test("after every edit of journal lines, track files and settings, a cached build is clean")
  func cachedBuildsAreClean() throws {
    let folder = try TrackSiteTests.copyOfJournal()
    defer { folder.remove() }
    let build = {
      runCLI(["build", "--quiet", "--journal", folder.journal, "--output", folder.output])
    }
    let first = build()
    try #require(first.status == 0, "\(first)")
    var routesPage: [Bool] = []
    for edit in Self.edits {
      _ = try edit.apply(folder)
      let outcome = build()
      guard
        try siteMatchesCleanBuild(
          folder.output, of: folder.journal, succeeded: outcome.status == 0,
          after: edit.description, scratch: folder.root)
      else { return }
      routesPage.append(folder.exists("_site/routes.html"))
    }
    // The routes page goes with the last route (the treadmill has none), and comes back.
    #expect(routesPage == Array(repeating: true, count: 10) + [false, true])
  }

  @Test("serve reads a track when it is named or changes, and its site is a clean build's")
  func serve() throws {
    let folder = try TrackSiteTests.copyOfJournal()
    defer { folder.remove() }
    let site = LiveSite(journal: folder.journal, output: folder.output, templates: nil)
    try #require(site.rebuild().succeeded)
    #expect(site.state.tracks.count == 3)
    for edit in Self.edits {
      let paths = try edit.apply(folder)
      let outcome = site.apply(changes: paths.map { folder.journal + "/" + $0 })
      guard
        try siteMatchesCleanBuild(
          folder.output, of: folder.journal, succeeded: outcome.succeeded,
          after: edit.description, scratch: folder.root)
      else { return }
    }
    #expect(site.state.tracks.keys.sorted() == ["tracks/ride.gpx.gz"])
  }
}

extension TrackCacheTests {
  @Test("a track cache cut short anywhere, or of another trim, is not taken: tracks are decoded")
  func damagedTrackCache() throws {
    let folder = try TrackSiteTests.copyOfJournal()
    defer { folder.remove() }
    let build = {
      runCLI(["build", "--verbose", "--journal", folder.journal, "--output", folder.output])
    }
    #expect(decodes(build()) == "3 tracks read, 3 decoded")
    let path = TrackCache.path(forOutput: folder.output)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(TrackCache.load(from: path, trim: 300)?.byPath.count == 3)
    #expect(TrackCache.load(from: path, trim: 200) == nil)
    for eighths in [0, 1, 4, 7] {
      try bytes.prefix(bytes.count * eighths / 8).write(to: URL(fileURLWithPath: path))
      #expect(TrackCache.load(from: path, trim: 300) == nil)
      // The tracks are decoded again, and the track cache written whole.
      #expect(decodes(build()) == "3 tracks read, 3 decoded")
      #expect(TrackCache.load(from: path, trim: 300)?.byPath.count == 3)
    }
  }
}
