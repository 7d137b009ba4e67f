import DiaryCore
import Foundation
import Testing

@testable import DiaryCLI

/// A German entry: `dauer` is a custom field in any other language.
private let germanMonth = """
  ## 2026-11-28 07:15 Intervalle
  - distanz: 10.5 km
  - komplexität: hoch
  - dauer: 52:30
  - typ: run
  - schlagwörter: bahn

  """

@Suite("The journal in its language: builds, the build cache and serve")
struct JournalLanguageTests {
  @Test("a German journal's keys are read in a German journal only, and the build cache knows")
  func cacheFollowsLanguage() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: de\n", "journal/2026/2026-11.md": germanMonth,
    ])
    defer { folder.remove() }
    let build = { runCLI(["build", "--journal", folder.journal, "--output", folder.output]) }
    #expect(build().status == 0)
    let json = try folder.read("_site/workouts.json")
    #expect(json.contains(#""distanceMetres": 10500,"#))
    #expect(json.contains(#""durationSeconds": 3150,"#))
    #expect(json.contains(#""complexity": "high","#))
    #expect(json.contains(#""tags": ["bahn"],"#))
    #expect(json.contains(#""customFields": [],"#))
    // In English the German keys are a typo ('distanz') and custom fields: the files are
    // parsed again, not taken from the cache.
    try folder.write("journal/diary.conf", "language: en\n")
    let english = build()
    #expect(english.status == 1)
    let file = "\(folder.journal)/2026/2026-11.md"
    #expect(
      english.error == """
        \(file):2:3: error: unknown key 'distanz'; did you mean 'distance'?
        \(file):5:3: error: unknown key 'typ'; did you mean 'type'?
        error: build failed (2 errors, 0 warnings); '\(folder.output)' was left as it was

        """)
    try folder.write("journal/diary.conf", "language: de\n")
    #expect(build().status == 0)
    #expect(try folder.read("_site/workouts.json") == json)
  }

  @Test("serve reads the journal again when the language changes")
  func liveSiteFollowsLanguage() throws {
    let folder = try TemporaryJournal(files: [
      "journal/diary.conf": "language: es\n",
      "journal/2026/2026-11.md": "## 2026-11-28 Run\n- dauer: 52:30\n",
    ])
    defer { folder.remove() }
    let site = LiveSite(journal: folder.journal, output: folder.output, templates: nil)
    #expect(site.rebuild().succeeded)
    #expect(site.state.workouts.first?.customFields == [CustomField(key: "dauer", value: "52:30")])
    try folder.write("journal/diary.conf", "language: de\n")
    #expect(site.apply(changes: [folder.journal + "/diary.conf"]).succeeded)
    #expect(site.state.workouts.first?.duration == WorkoutDuration(minutes: 52, seconds: 30))
    #expect(site.state.workouts.first?.customFields == [])
  }

  @Test("the feed says its language; of the exports only the calendar's descriptions follow it")
  func exports() throws {
    // English keys: read in every language.
    let folder = try TemporaryJournal(files: [
      "journal/2026/2026-11.md": """
      ## 2026-11-28 07:15 Intervals
      - distance: 10.5 km
      - complexity: high
      - duration: 52:30
      - type: run
      - shoes: Pegasus 40

      """
    ])
    defer { folder.remove() }
    func build(_ language: String) throws -> [String: String] {
      let outcome = runCLI([
        "build", "--journal", folder.journal, "--output", folder.output + language,
        "--language", language,
      ])
      #expect(outcome.status == 0, "\(outcome)")
      return try ["feed.xml", "workouts.ics", "workouts.json", "workouts.csv"].reduce(into: [:]) {
        $0[$1] = try folder.read("_site\(language)/\($1)")
      }
    }
    let english = try build("en")
    let german = try build("de")
    let spanish = try build("es")
    let arabic = try build("ar")
    #expect(
      german["feed.xml"]?.contains(#"<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">"#)
        == true)
    #expect(arabic["feed.xml"]?.contains(#"xml:lang="ar">"#) == true)
    /// The calendar's content lines, unfolded.
    func lines(_ files: [String: String]) -> [String] {
      (files["workouts.ics"] ?? "").replacingOccurrences(of: "\r\n ", with: "")
        .components(separatedBy: "\r\n")
    }
    let descriptions = [german, spanish, arabic].map {
      lines($0).filter { $0.hasPrefix("DESCRIPTION:") }
    }
    #expect(
      descriptions == [
        [
          "DESCRIPTION:07:15 · run · 10\\,5 km · 52:30 · 5:00 min/km · Hohe Komplexität\\nshoes: Pegasus 40"
        ],
        [
          "DESCRIPTION:07:15 · run · 10\\,5 km · 52:30 · 5:00 min/km · Complejidad alta\\nshoes: Pegasus 40"
        ],
        ["DESCRIPTION:07:15 · run · 10.5 كم · 52:30 · 5:00 د/كم · صعوبة عالية\\nshoes: Pegasus 40"],
      ])
    for other in [english, spanish, arabic] {
      #expect(other["workouts.json"] == german["workouts.json"])
      #expect(other["workouts.csv"] == german["workouts.csv"])
      #expect(
        lines(other).filter { !$0.hasPrefix("DESCRIPTION:") }
          == lines(german).filter { !$0.hasPrefix("DESCRIPTION:") })
    }
  }

  @Test("the German example journal builds with no warning, its German fields read")
  func germanExample() throws {
    let journal = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("examples/de/journal").path
    let folder = try TemporaryJournal()
    defer { folder.remove() }
    let build = runCLI(["build", "--journal", journal, "--output", folder.output])
    #expect(build.status == 0 && build.error == "", "\(build)")
    #expect(build.out.hasPrefix("Built 12 workouts into \(folder.output)/ ("))
    #expect(
      runCLI(["check", "--journal", journal])
        == CLIOutcome(
          status: 0, out: "checked 2 files, 12 workouts: 0 errors, 0 warnings\n", error: ""))
    #expect(try folder.read("_site/index.html").contains("<html lang=\"de\" dir=\"ltr\">"))
    #expect(try folder.read("_site/races.html").contains("Stadtlauf 10 km"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(folder.read("_site/workouts.json").utf8))
        as? [String: Any])
    let workouts = try #require(json["workouts"] as? [[String: Any]])
    let types = workouts.compactMap { $0["type"] as? String }
    #expect(
      ["run", "ride", "swim", "strength"].map { type in types.filter { $0 == type }.count }
        == [6, 2, 2, 2])
    let race = try #require(workouts.first { $0["id"] as? String == "2026-10-04-stadtlauf-10-km" })
    #expect(race["distanceMetres"] as? Int == 10_000)
    #expect(race["durationSeconds"] as? Int == 2692)
    #expect(race["complexity"] as? String == "high")
    #expect(race["tags"] as? [String] == ["race", "stadtlauf"])
    #expect(
      race["customFields"] as? [[String: String]] == [["key": "schuhe", "value": "Vaporfly 3"]])
    let strength = try #require(
      workouts.first { $0["id"] as? String == "2026-09-04-krafttraining" })
    #expect(strength["distanceMetres"] is NSNull)
    #expect(strength["durationSeconds"] as? Int == 2700)
    #expect(strength["complexity"] as? String == "medium")
  }
}
