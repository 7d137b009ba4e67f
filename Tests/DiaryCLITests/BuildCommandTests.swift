import DiaryCLI
import DiaryCore
import Foundation
import SiteRenderer
import Testing

@Suite("diary build")
struct BuildCommandTests {
  @Test("builds the fixture journal into exactly the golden site")
  func matchesGoldenSite() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/site"
    let result = runCLI(["build", "--journal", Fixtures.journal, "--output", output])
    #expect(result.status == 0)
    let fileCount = try fileTree(output).count - 1  // the marker is not counted
    #expect(result.out == "Built 5 workouts into \(output)/ (\(fileCount) files)\n")
    #expect(
      result.error
        == "\(Fixtures.journal)/2026/2026-11.md:3:1: warning: text outside a workout "
        + "is not shown on the site\n")
    let built = try fileTree(output)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.removeItem(atPath: Fixtures.goldenSite)
      for (relative, data) in built {
        let url = URL(fileURLWithPath: Fixtures.goldenSite + "/" + relative)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
      }
      return
    }
    let golden = try fileTree(Fixtures.goldenSite)
    #expect(built.keys.sorted() == golden.keys.sorted())
    for (relative, data) in golden.sorted(by: { $0.key < $1.key }) {
      #expect(built[relative] == data, "\(relative) differs from the golden file")
    }
  }

  @Test("two builds of the same journal give byte-identical files")
  func isDeterministic() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    for name in ["a", "b"] {
      let result = runCLI(
        ["build", "--quiet", "--journal", Fixtures.journal, "--output", scratch.path + "/" + name])
      #expect(result.status == 0)
    }
    let first = try fileTree(scratch.path + "/a")
    #expect(!first.isEmpty)
    #expect(first == (try fileTree(scratch.path + "/b")))
  }

  @Test("a workout dated after today is a warning; the site is the same whatever the day")
  func futureDateWarning() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    try scratch.write("journal/2026/2026-11.md", "## 2026-11-28 Run\n\n## 2062-11-28 Typo\n")
    var sites: [[String: Data]] = []
    for (name, day) in [("a", 27), ("b", 29)] {
      let today = try #require(LocalDate(year: 2026, month: 11, day: day))
      let output = scratch.path + "/" + name
      let outcome = runCLI(
        ["build", "--quiet", "--journal", scratch.path + "/journal", "--output", output],
        machine: Machine(today: { today }))
      let late = day == 27 ? ["2026-11-28:1", "2062-11-28:3"] : ["2062-11-28:3"]
      let warnings = late.map { dayAndLine in
        let parts = dayAndLine.split(separator: ":")
        return "\(scratch.path)/journal/2026/2026-11.md:\(parts[1]):1: warning: the date "
          + "\(parts[0]) is after today (2026-11-\(day)); the stats end at the newest workout's "
          + "day\n"
      }
      #expect(outcome == CLIOutcome(status: 0, out: "", error: warnings.joined()))
      sites.append(try fileTree(output))
    }
    #expect(sites[0] == sites[1])
  }

  @Test("a journal with errors reports them all, exits 1 and leaves the old site as it was")
  func failedBuildKeepsPreviousSite() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let journal = scratch.path + "/journal"
    let output = scratch.path + "/_site"
    try copyFolder(Fixtures.journal, to: journal)
    #expect(runCLI(["build", "--quiet", "--journal", journal, "--output", output]).status == 0)
    let before = try fileTree(output)
    try scratch.write(
      "journal/2026/2026-12.md",
      """
      ## 2026-12-01 Typo run
      - distance: 5 kms
      - tpye: run

      ## 2026-02-30 Impossible
      - duration: 99:99
      """)
    let result = runCLI(["build", "--quiet", "--journal", journal, "--output", output])
    #expect(result.status == 1)
    #expect(result.out == "")
    #expect(
      result.error == """
        \(journal)/2026/2026-11.md:3:1: warning: text outside a workout is not shown on the site
        \(journal)/2026/2026-12.md:2:15: error: unknown unit 'kms'; expected km, m, mi or yd
        \(journal)/2026/2026-12.md:3:3: error: unknown key 'tpye'; did you mean 'type'?
        \(journal)/2026/2026-12.md:5:4: error: invalid date '2026-02-30': no such day in the \
        calendar
        \(journal)/2026/2026-12.md:6:13: error: invalid duration '99:99': seconds must be below 60
        error: build failed (4 errors, 1 warning); '\(output)' was left as it was

        """)
    #expect(try fileTree(output) == before)
  }

  @Test("refuses to replace a folder it did not create")
  func refusesForeignFolder() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    try scratch.write("mine/notes.txt", "precious")
    let output = scratch.path + "/mine"
    let result = runCLI(["build", "--quiet", "--journal", Fixtures.journal, "--output", output])
    #expect(result.status == 1)
    #expect(
      result.error == """
        \(Fixtures.journal)/2026/2026-11.md:3:1: warning: text outside a workout is not shown on \
        the site
        \(output): error: refusing to replace a folder diary did not create; choose an empty or \
        new output folder (or add an empty '.diary-site' file to it to hand it over)
        error: build failed; '\(output)' was left as it was

        """)
    #expect(try fileTree(output) == ["notes.txt": Data("precious".utf8)])
  }

  @Test("a successful build removes pages of deleted workouts")
  func removesStalePages() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let journal = scratch.path + "/journal"
    let output = scratch.path + "/_site"
    try copyFolder(Fixtures.journal, to: journal)
    #expect(runCLI(["build", "--quiet", "--journal", journal, "--output", output]).status == 0)
    #expect(
      FileManager.default.fileExists(atPath: output + "/workouts/2026-10-31-halloween-10k.html"))
    try FileManager.default.removeItem(atPath: journal + "/2026/2026-10.md")
    #expect(runCLI(["build", "--quiet", "--journal", journal, "--output", output]).status == 0)
    #expect(
      !FileManager.default.fileExists(atPath: output + "/workouts/2026-10-31-halloween-10k.html"))
    #expect(FileManager.default.fileExists(atPath: output + "/workouts/2026-11-03-gym.html"))
  }

  @Test("recovers from an interrupted build: no stray folders, the old site restored")
  func recoversFromInterruptedBuild() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let output = scratch.path + "/_site"
    try scratch.write(".\("_site").diary-old/.diary-site", "")
    try scratch.write(".\("_site").diary-old/index.html", "old")
    try scratch.write(".\("_site").diary-new/half-written.html", "partial")
    let result = runCLI(["build", "--quiet", "--journal", Fixtures.journal, "--output", output])
    #expect(result.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    #expect(names == ["._site.diary-cache", "_site"])
    #expect(FileManager.default.fileExists(atPath: output + "/.diary-site"))
  }

  @Test("the default theme compiled into the binary matches Templates/")
  func defaultThemeMatchesTemplates() throws {
    let folder = Fixtures.packageRoot + "/Templates"
    var files: [String: String] = [:]
    for (relative, data) in try fileTree(folder) where !relative.hasPrefix(".") {
      files[relative] = String(decoding: data, as: UTF8.self)
    }
    #expect(files == DefaultTheme.files, "run scripts/embed-theme after editing Templates/")
  }
}
