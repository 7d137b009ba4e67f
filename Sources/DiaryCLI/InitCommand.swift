import DiaryCore
import DiaryFileSystem
import JournalParser

/// `diary init`: starts a journal in a folder: `journal/diary.conf` (every setting at its
/// default, commented), a first entry in today's month file and a `.gitignore` for the site and
/// its cache. Nothing existing is overwritten.
enum InitCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "init",
      summary: "Start a journal: settings, a first workout and a .gitignore.",
      usage: "diary init [DIR]",
      options: [],
      examples: [
        "diary init              # in the current folder",
        "diary init ~/diary && cd ~/diary && diary serve",
      ],
      maximumPositionals: 1)
  }

  /// What `.gitignore` gets: the site `diary build` writes by default, and the cache and
  /// staging folders it keeps beside it.
  static let ignored = ["_site/", "._site.diary-*"]

  static func run(_ arguments: ParsedArguments, console: Console, machine: Machine) -> Int32 {
    let folder = JournalPaths.trimmed(arguments.positionals.first ?? ".")
    let prefix = folder == "." ? "" : folder + "/"
    let journal = prefix + "journal"
    let today = machine.today()
    let config = journal + "/" + ConfigParser.fileName
    let month = "\(journal)/\(today.year)/\(String(today.description.prefix(7))).md"
    if case .success(let names) = FileSystem.listFolder(journal), !names.isEmpty {
      console.printError(
        "\(journal): error: the folder exists and is not empty; diary init starts a new "
          + "journal and writes nothing here ('diary check --journal \(journal)' checks one)")
      return 1
    }
    do throws(FileSystem.Error) {
      try FileSystem.makeFolders(journal)
      try FileSystem.writeFile(config, Array(ConfigTemplate.text.utf8))
    } catch {
      console.printError(error.description)
      return 1
    }
    do {
      _ = try JournalAppender(path: month).append(firstEntry(today))
    } catch {
      console.printError(error.description)
      return 1
    }
    let gitignore = prefix + ".gitignore"
    let ignoring: String
    do {
      ignoring = try addIgnored(to: gitignore)
    } catch {
      console.printError(error.description)
      return 1
    }
    console.print("created \(config): the settings, each at its default")
    console.print("created \(month): a first workout, today")
    console.print(ignoring)
    let enter = folder == "." ? "" : "cd \(folder) && "
    console.print(
      "Next: '\(enter)diary serve' shows the site at http://127.0.0.1:8000/ as you edit; "
        + "'diary new \"Evening run\" --distance 5km' adds a workout.")
    return 0
  }

  /// A first workout that shows the format, with notes saying how to go on.
  static func firstEntry(_ today: LocalDate) -> NewEntry {
    var entry = NewEntry(date: today, name: "First run")
    entry.distance = Distance(5, .kilometres)
    entry.distanceText = "5 km"
    entry.duration = WorkoutDuration(minutes: 30, seconds: 0)
    entry.complexity = .low
    entry.type = "run"
    entry.tags = ["easy"]
    entry.notes = [
      "A workout is a level-2 heading with the date (a time such as 07:15 may follow it) and a",
      "name, then its fields as a list, then notes like these, in Markdown. Edit this one, or",
      "add the next with `diary new`.",
    ]
    return entry
  }

  /// Writes `.gitignore`, or adds the lines it lacks at its end; says what it did.
  private static func addIgnored(to path: String) throws(FileSystem.Error) -> String {
    guard FileSystem.exists(path) else {
      let text =
        "# The site diary builds, and its cache beside it.\n"
        + ignored.map { $0 + "\n" }.joined()
      try FileSystem.writeFile(path, Array(text.utf8))
      return "created \(path): the built site and its cache stay out of git"
    }
    let existing = try FileSystem.readFile(path).get()
    let lines = Set(
      existing.split(separator: UInt8(ascii: "\n")).map { line in
        String(decoding: line.filter { $0 != UInt8(ascii: "\r") }, as: UTF8.self).blankTrimmed
      })
    let missing = ignored.filter { !lines.contains($0) }
    guard !missing.isEmpty else { return "kept \(path): it already leaves out the site" }
    let separator = existing.isEmpty || existing.last == UInt8(ascii: "\n") ? "" : "\n"
    let addition = separator + missing.map { $0 + "\n" }.joined()
    try FileSystem.writeFile(path, existing + Array(addition.utf8))
    return "added \(missing.joined(separator: " and ")) to \(path)"
  }
}
