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
        + "[--type T] [--tags A,B] [--date YYYY-MM-DD] [--time HH:MM] [--journal DIR]",
      options: [
        .init(name: "distance", value: "D", help: "A number and a unit: 10.5km, 1500m, 6.2mi."),
        .init(
          name: "complexity", value: "low|medium|high", help: "How hard it was (default: medium)."),
        .init(name: "duration", value: "T", help: "MM:SS or H:MM:SS: 52:30, 1:49:32."),
        .init(name: "type", value: "T", help: "One word: run, ride, swim, walk, strength, …"),
        .init(name: "tags", value: "A,B", help: "Comma-separated tags."),
        .init(name: "date", value: "YYYY-MM-DD", help: "The day (default: today, local time)."),
        .init(name: "time", value: "HH:MM", help: "The time of day, 24-hour."),
        SiteOptions.journal,
      ],
      examples: [
        "diary new \"Morning run\" --distance 10.5km --duration 52:30 --type run",
        "diary new \"Track intervals\" --complexity high --tags intervals,track --time 07:15",
        "diary new \"Long ride\" --date 2026-11-28 --distance 80km --duration 3:05:00 --type ride",
      ],
      maximumPositionals: 1)
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
    run(arguments, console: console, today: LocalClock.today)
  }

  /// `today` gives the day used when `--date` is left out.
  static func run(_ arguments: ParsedArguments, console: Console, today: () -> LocalDate)
    -> Int32
  {
    let entry: NewEntry
    do {
      entry = try NewEntry.make(arguments, today: today)
    } catch {
      return Diary.usageError(
        error.message, help: "Usage: \(spec.usage)\nSee 'diary new --help'.", console: console)
    }
    let journal = JournalPaths.trimmed(arguments.value("journal") ?? "journal")
    let year = String(entry.date.description.prefix(4))
    let path = "\(journal)/\(year)/\(entry.date.description.prefix(7)).md"
    do {
      let line = try JournalAppender(path: path).append(entry)
      console.print("\(path):\(line): added '\(id(at: path, line: line, journal: journal, entry))'")
      return 0
    } catch {
      console.printError(error.description)
      return 1
    }
  }

  /// The id the reducer gives the new workout among the whole journal's.
  private static func id(at path: String, line: Int, journal: String, _ entry: NewEntry)
    -> WorkoutID
  {
    let state = JournalSession(journal: journal, readsTracks: false).state
    let added = state.workouts.first { $0.location.path == path && $0.location.line == line }
    return added?.id ?? WorkoutID(date: entry.date, name: entry.name)
  }
}

/// The local calendar day from the system clock: the only place the tool reads the time.
enum LocalClock {
  static func today() -> LocalDate {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return LocalDate(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      ?? LocalDate(dayNumber: now / 86_400)
  }
}

/// Journal folder names as given, without trailing slashes (`journal/` → `journal`).
enum JournalPaths {
  static func trimmed(_ folder: String) -> String {
    var trimmed = folder
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    return trimmed
  }
}
