import Foundation
import Testing

/// A journal with recorded tracks (`Fixtures/track-journal`: synthetic GPX and TCX files made
/// by `Fixtures/make-tracks.py`) built into pages with routes, splits, profiles and best
/// efforts, and a routes page.
@Suite("Sites with recorded tracks")
struct TrackSiteTests {
  static let journal = Fixtures.root + "/track-journal"
  static let golden = Fixtures.root + "/track-golden"
  /// The pages compared with golden files: every page a track shows on (the races page with
  /// the best efforts of the recorded runs), and one without.
  static let pages = [
    "routes.html", "races.html", "workouts/2026-11-28-lake-loop.html",
    "workouts/2026-11-29-river-ride.html",
    "workouts/2026-11-30-treadmill-run.html", "workouts/2026-11-27-gym.html",
  ]

  /// A temporary folder holding a copy of the track fixture as its `journal/`.
  static func copyOfJournal() throws -> TemporaryJournal {
    let folder = try TemporaryJournal()
    try FileManager.default.removeItem(atPath: folder.journal)
    try copyFolder(journal, to: folder.journal)
    return folder
  }

  @Test("builds the track fixture into exactly its golden pages")
  func goldenPages() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/site"
    let result = runCLI(["build", "--journal", Self.journal, "--output", output])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(result.out == "Built 4 workouts into \(output)/ (26 files)\n")
    let built = try fileTree(output)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.removeItem(atPath: Self.golden)
      for page in Self.pages {
        let url = URL(fileURLWithPath: Self.golden + "/" + page)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try built[page]?.write(to: url)
      }
      return
    }
    for page in Self.pages {
      let golden = try Data(contentsOf: URL(fileURLWithPath: Self.golden + "/" + page))
      #expect(built[page] == golden, "\(page) differs from its golden file")
    }
    // Every page links the routes page.
    let index = String(decoding: try #require(built["index.html"]), as: UTF8.self)
    #expect(index.contains("<li><a href=\"routes.html\">Routes</a></li>"))
  }

  @Test("a journal without tracks has no routes page and no link to one")
  func noRoutesWithoutTracks() throws {
    let folder = try TemporaryJournal(files: SampleJournal.files)
    defer { folder.remove() }
    #expect(runCLI(["build", "--journal", folder.journal, "--output", folder.output]).status == 0)
    #expect(!folder.exists("_site/routes.html"))
    #expect(!(try folder.read("_site/index.html")).contains("routes.html"))
  }

  @Test("problems with track files are located on the track line; decoder warnings pass")
  func locatedProblems() throws {
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    try copyFolder(Self.journal + "/tracks", to: folder.journal + "/tracks")
    try folder.write("journal/tracks/bad.fit", "not a fit file at all")
    try folder.write("journal/tracks/folder.gpx/x", "")
    try folder.write(
      "journal/2026.md",
      """
      ## 2026-11-01 Missing
      - type: run
      - track: tracks/missing.fit.gz

      ## 2026-11-02 Broken
      - track:   tracks/bad.fit

      ## 2026-11-03 A folder
      - track: tracks/folder.gpx

      ## 2026-11-04 Outside
      - track: ../elsewhere/run.fit

      ## 2026-11-05 Fine
      - track: tracks/2026/2026-11-28-lake-loop.gpx

      """)
    let outcome = runCLI(["check", "--journal", folder.journal])
    let path = folder.journal + "/2026.md"
    #expect(outcome.status == 1)
    #expect(
      outcome.error.split(separator: "\n").map(String.init) == [
        "\(path):3:10: error: cannot read track file 'tracks/missing.fit.gz': "
          + "no such file or directory",
        "\(path):6:12: error: cannot decode track file 'tracks/bad.fit': "
          + "not a fit file: no '.FIT' signature at byte 8",
        "\(path):9:10: error: cannot read track file 'tracks/folder.gpx': is a directory",
        "\(path):12:10: error: track '../elsewhere/run.fit' leads outside the journal folder",
      ])
    #expect(outcome.out == "checked 1 file, 4 workouts: 4 errors, 0 warnings\n")
  }

  @Test("a file deleted or changed after a build is reported on the next one, not taken stale")
  func changedAfterBuild() throws {
    let folder = try Self.copyOfJournal()
    defer { folder.remove() }
    let build = { runCLI(["build", "--journal", folder.journal, "--output", folder.output]) }
    #expect(build().status == 0)
    try folder.delete("journal/tracks/2026/2026-11-30-treadmill.tcx")
    let missing = build()
    #expect(missing.status == 1)
    #expect(
      missing.error.hasPrefix(
        "\(folder.journal)/2026/2026-11.md:26:10: error: cannot read track file "
          + "'tracks/2026/2026-11-30-treadmill.tcx': no such file or directory\n"))
    try folder.write("journal/tracks/2026/2026-11-30-treadmill.tcx", "<gpx>")
    let broken = build()
    #expect(broken.status == 1)
    #expect(broken.error.contains(":26:10: error: cannot decode track file "))
  }

  @Test("check reports what a build reports about tracks, taking them from its track cache")
  func checkReadsTrackCache() throws {
    let folder = try Self.copyOfJournal()
    defer { folder.remove() }
    let track = """
      <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="47.0" lon="8.0"><time>2026-10-26T08:00:00Z</time></trkpt>
      <trkpt lat="x" lon="8.0"><time>2026-10-26T08:00:10Z</time></trkpt>
      <trkpt lat="47.001" lon="8.0"><time>2026-10-26T08:00:20Z</time></trkpt>
      </trkseg></trk></gpx>
      """
    try folder.write("journal/tracks/short.gpx", track)
    try folder.write(
      "journal/2026/2026-10.md",
      "# October 2026\n\n## 2026-10-26 08:00 Short\n- type: run\n- track: tracks/short.gpx\n")
    // Changed long before the build, so the build's cache is trusted on size and time.
    let trackPath = folder.journal + "/tracks/short.gpx"
    let past = [FileAttributeKey.modificationDate: Date(timeIntervalSinceNow: -3600)]
    try FileManager.default.setAttributes(past, ofItemAtPath: trackPath)
    let check = { (output: String) in
      runCLI(["check", "--journal", folder.journal, "--output", output])
    }
    let fresh = check(folder.output)
    #expect(fresh.status == 0)
    #expect(
      fresh.error
        == "\(folder.journal)/2026/2026-10.md:5:10: warning: track file 'tracks/short.gpx': "
        + "1 points without a valid lat/lon, the first at line 3: kept without a position\n")
    #expect(fresh.out == "checked 2 files, 5 workouts: 0 errors, 1 warning\n")
    #expect(!folder.exists("._site.diary-tracks"), "check wrote a track cache")
    #expect(runCLI(["build", "--journal", folder.journal, "--output", folder.output]).status == 0)
    #expect(folder.exists("._site.diary-tracks"))
    let cached = check(folder.output)
    #expect(cached.status == 0 && cached.out == fresh.out && cached.error == fresh.error)
    // Other bytes of the same size and time: taken from the cache, as a build would.
    try folder.write("journal/tracks/short.gpx", String(repeating: "x", count: track.utf8.count))
    try FileManager.default.setAttributes(past, ofItemAtPath: trackPath)
    let trusted = check(folder.output)
    #expect(trusted.status == 0 && trusted.out == fresh.out && trusted.error == fresh.error)
    let uncached = check(folder.root + "/elsewhere")
    #expect(uncached.status == 1)
    #expect(uncached.error.contains("error: cannot decode track file 'tracks/short.gpx'"))
  }
}
