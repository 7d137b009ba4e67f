import DiaryCore

#if canImport(Glibc)
  import Glibc
#endif

/// `diary new`: the command-line twin of the "add workout" form; appends an entry to the
/// month's file and prints where.
enum NewCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "new",
      summary: "Add a workout to the journal.",
      usage: "diary new NAME [--distance D] [--complexity low|medium|high] [--duration T] "
        + "[--type T] [--tags A,B] [--date YYYY-MM-DD] [--time HH:MM] [--notes TEXT] [--edit] "
        + "[--journal DIR]",
      options: [
        .init(name: "distance", value: "D", help: "A number and a unit: 10.5km, 1500m, 6.2mi."),
        .init(
          name: "complexity", value: "low|medium|high", help: "How hard it was (default: medium)."),
        .init(name: "duration", value: "T", help: "MM:SS or H:MM:SS: 52:30, 1:49:32."),
        .init(name: "type", value: "T", help: "One word: run, ride, swim, walk, strength, …"),
        .init(name: "tags", value: "A,B", help: "Comma-separated tags."),
        .init(name: "date", value: "YYYY-MM-DD", help: "The day (default: today, local time)."),
        .init(name: "time", value: "HH:MM", help: "The time of day, 24-hour: 07:15 or 7:15."),
        .init(name: "notes", value: "TEXT", help: "Notes in Markdown, after the fields."),
        .init(
          name: "edit", value: nil,
          help: "Then open the entry in $VISUAL or $EDITOR (default: vi), at its line."),
        SiteOptions.journal,
      ],
      examples: [
        "diary new \"Morning run\" --distance 10.5km --duration 52:30 --type run",
        "diary new \"Track intervals\" --complexity high --tags intervals,track --time 7:15",
        "diary new \"Long ride\" --date 2026-11-28 --distance \"80 km\" --duration 3:05:00 "
          + "--type ride --notes \"Windy on the way back.\"",
        "diary new \"Easy swim\" --distance 1500m --edit",
      ],
      maximumPositionals: 1)
  }

  /// `machine` gives the day used when `--date` is left out (a later date gets a warning) and the
  /// editor for `--edit`.
  static func run(_ arguments: ParsedArguments, console: Console, machine: Machine) -> Int32 {
    let entry: NewEntry
    let today = machine.today()
    let journal = JournalPaths.trimmed(arguments.value("journal") ?? "journal")
    // The entry is written in the journal's language: its diary.conf is read first.
    let config = JournalSession.loadConfig(journal: journal, overrides: []).0
    let words = JournalWords(config: config, journal: journal)
    do {
      entry = try NewEntry.make(arguments, vocabulary: words.vocabulary, today: { today })
    } catch {
      return Diary.usageError(
        error.message, help: "Usage: \(spec.usage)\nSee 'diary new --help'.", console: console)
    }
    let path = JournalPaths.monthFile(journal: journal, date: entry.date)
    let line: Int
    do {
      line = try JournalAppender(path: path, words: words).append(entry)
    } catch {
      console.printError(error.description)
      return 1
    }
    let state = JournalSession(journal: journal, readsTracks: false).state
    let added = state.workouts.first { $0.location.path == path && $0.location.line == line }
    let id = added?.id ?? WorkoutID(date: entry.date, name: entry.name)
    console.print("\(path):\(line): added '\(id)'")
    let warnings = state.futureDateWarnings(today: today).filter { $0.location == added?.location }
    DiagnosticPrinter.print(warnings, to: console)
    guard arguments.has("edit") else { return 0 }
    do {
      try Editor(environment: machine.environment).open(path: path, line: line)
    } catch {
      console.printError("error: \(error.message); the entry was added")
      return 1
    }
    return 0
  }
}

/// Journal folder names as given, without trailing slashes (`journal/` → `journal`).
enum JournalPaths {
  static func trimmed(_ folder: String) -> String {
    var trimmed = folder
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    return trimmed
  }

  /// The month's file an entry of `date` goes to: `journal/2026/2026-11.md`.
  static func monthFile(journal: String, date: LocalDate) -> String {
    "\(journal)/\(date.description.prefix(4))/\(date.description.prefix(7)).md"
  }
}
