import DiaryCore
import JournalParser
import Testing

@Suite("The track field and the privacy-trim setting")
struct TrackFieldTests {
  @Test(
    "a track is a path inside the journal, kept without '.', '..' or doubled slashes",
    arguments: [
      ("tracks/2026/2026-11-28-morning-run.fit.gz", "tracks/2026/2026-11-28-morning-run.fit.gz"),
      ("tracks/./2026//run.GPX", "tracks/2026/run.GPX"),
      ("tracks/2025/../2026/run.tcx", "tracks/2026/run.tcx"),
      ("run.fit", "run.fit"),
      ("Tracks/Run With Spaces.tcx.gz", "Tracks/Run With Spaces.tcx.gz"),
    ])
  func valid(written: String, kept: String) throws {
    let workout = try onlyWorkout(entry(field: "track: \(written)"))
    #expect(workout.track == kept)
    #expect(workout.trackLocation == at("a.md", 2, 10))
    #expect(workout.customFields == [])
  }

  @Test(
    "a track outside the journal or not naming a recording is an error at the value",
    arguments: [
      (
        "track: /home/ada/run.fit",
        "2:10: error: track must be a path relative to the journal folder, like "
          + "'tracks/2026/run.fit.gz', found '/home/ada/run.fit'"
      ),
      (
        "track: ~/run.fit",
        "2:10: error: track must be a path relative to the journal folder, like "
          + "'tracks/2026/run.fit.gz', found '~/run.fit'"
      ),
      ("track: ../run.fit", "2:10: error: track '../run.fit' leads outside the journal folder"),
      (
        "Track:   tracks/../../secret.gpx",
        "2:12: error: track 'tracks/../../secret.gpx' leads outside the journal folder"
      ),
      (
        "track: Letzigrund",
        "2:10: error: track must name a .fit, .gpx or .tcx file (or one gzipped, like "
          + "'.fit.gz'), found 'Letzigrund'"
      ),
      (
        "track: tracks/run.fit.zip",
        "2:10: error: track must name a .fit, .gpx or .tcx file (or one gzipped, like "
          + "'.fit.gz'), found 'tracks/run.fit.zip'"
      ),
      (
        "track: tracks/..",
        "2:10: error: track must name a .fit, .gpx or .tcx file (or one gzipped, like "
          + "'.fit.gz'), found 'tracks/..'"
      ),
      ("trak: run.fit", "2:3: error: unknown key 'trak'; did you mean 'track'?"),
    ])
  func invalid(field: String, diagnostic: String) {
    let parsed = parse(entry(field: field))
    #expect(parsed.diagnostics == ["a.md:" + diagnostic])
    #expect(parsed.workouts == [])
  }

  @Test(
    "privacy-trim takes a distance with a unit, or 0",
    arguments: [
      ("200 m", 200.0), ("0", 0), ("0 m", 0), ("0.5 km", 500), ("250m", 250), ("1 mi", 1609.344),
      ("100 yd", 91.44), ("10 km", 10_000),
    ])
  func privacyTrim(value: String, metres: Double) {
    let (config, diagnostics) = ConfigParser.parse(
      path: "diary.conf", text: "privacy-trim: \(value)\n")
    #expect(diagnostics == [])
    #expect(config.privacyTrim == metres)
  }

  @Test(
    "a bad privacy-trim is an error at its line",
    arguments: [
      ("200", "privacy-trim needs a unit, like '200 m', found '200'"),
      ("-5 m", "privacy-trim must not be negative, found '-5 m'"),
      ("far", "privacy-trim must be a distance like '200 m' (0 hides nothing), found 'far'"),
      ("200 ft", "unknown unit 'ft' in privacy-trim; expected m, km, mi or yd"),
      ("10.5 km", "privacy-trim must be at most 10 km, found '10.5 km'"),
      ("", "privacy-trim must be a distance like '200 m' (0 hides nothing), found ''"),
    ])
  func badPrivacyTrim(value: String, message: String) {
    let (config, diagnostics) = ConfigParser.parse(
      path: "diary.conf", text: "# settings\nprivacy-trim: \(value)\n")
    #expect(diagnostics.map(\.description) == ["diary.conf:2:1: error: " + message])
    #expect(config.privacyTrim == 200)
  }
}
