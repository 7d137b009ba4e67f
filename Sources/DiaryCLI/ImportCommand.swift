import ActivityFiles
import DiaryCore
import DiaryFileSystem
import Foundation
import JournalParser

/// `diary import`: recorded activities (FIT, GPX, TCX, a Strava export) become journal
/// entries, each appended to its month's file as `diary new` appends, its recording kept under
/// `tracks/`. Activities already in the journal are skipped; one bad file never stops the rest.
enum ImportCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "import",
      summary: "Import recorded activities (FIT, GPX, TCX, a Strava export).",
      usage: "diary import PATH... [--journal DIR] [--timezone ZONE] [--dry-run] [--force]",
      options: [
        SiteOptions.journal,
        .init(
          name: "timezone", value: "ZONE",
          help: "The time zone of recordings that do not tell theirs (default: the journal's "
            + "timezone setting, else this machine's), like Europe/Zurich."),
        .init(name: "dry-run", value: nil, help: "Print the entries; write nothing."),
        .init(
          name: "force", value: nil,
          help: "Import activities that look like a workout already written by hand."),
      ],
      examples: [
        "diary import ~/Downloads/export_12345678.zip",
        "diary import /media/GARMIN/Activity --dry-run",
        "diary import morning-run.fit ride.gpx.gz --timezone America/New_York",
      ],
      maximumPositionals: Int.max)
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
    run(arguments, console: console, machineZone: TimeZone.current)
  }

  /// `machineZone` dates recordings that tell no offset when the journal sets no time zone.
  static func run(_ arguments: ParsedArguments, console: Console, machineZone: TimeZone)
    -> Int32
  {
    guard !arguments.positionals.isEmpty else {
      return Diary.usageError(
        "expected the files or folders to import, as in: diary import export_12345678.zip",
        help: "Usage: \(spec.usage)\nSee 'diary import --help'.", console: console)
    }
    let journal = JournalPaths.trimmed(arguments.value("journal") ?? "journal")
    let overrides = arguments.value("timezone").map { [(key: "timezone", value: $0)] } ?? []
    guard let (config, workouts) = loadJournal(journal, overrides: overrides, console: console)
    else { return 1 }
    let zone = TimeZone(identifier: config.timeZone) ?? machineZone
    let maker = ActivityEntry(
      offset: { zone.secondsFromGMT(for: Date(timeIntervalSince1970: $0)) }, units: config.units)
    let inputs = ImportInputs(paths: arguments.positionals.map(JournalPaths.trimmed))
    DiagnosticPrinter.print(inputs.failures + inputs.warnings, to: console)
    let known = KnownRecordings(journal: journal, workouts: workouts)
    let (prepared, knownCount, unread) = prepareAll(inputs.items, maker, known, console: console)
    let failed = inputs.failures.count + unread
    var batch = ImportBatch(
      journal: journal, workouts: workouts, words: JournalWords(config: config, journal: journal),
      isDryRun: arguments.has("dry-run"),
      isForced: arguments.has("force"), console: console)
    batch.alreadyThere = knownCount
    batch.run(prepared)
    console.print(batch.summary(failed: failed + batch.failed))
    return failed + batch.failed > 0 ? 1 : 0
  }

  /// The settings and workouts of the journal (none when its folder does not exist yet), or
  /// nil after printing its errors: duplicates cannot be told without reading every entry.
  private static func loadJournal(
    _ journal: String, overrides: [(key: String, value: String)], console: Console
  ) -> (SiteConfig, [Workout])? {
    let config: SiteConfig
    let workouts: [Workout]
    let diagnostics: [Diagnostic]
    if FileSystem.exists(journal) {
      let session = JournalSession(journal: journal, overrides: overrides, readsTracks: false)
      (config, workouts, diagnostics) =
        (session.state.config, session.state.workouts, session.diagnostics)
    } else {
      (config, diagnostics) = JournalSession.loadConfig(journal: journal, overrides: overrides)
      workouts = []
    }
    DiagnosticPrinter.print(diagnostics, to: console)
    guard !diagnostics.hasErrors else {
      console.printError(
        "error: the journal has errors; fix them first (nothing was imported)")
      return nil
    }
    return (config, workouts)
  }

  /// Every item read and decoded on every core, oldest first (and of two recordings of one
  /// activity the richer first), with how many were known already and how many failed.
  private static func prepareAll(
    _ items: [ImportItem], _ maker: ActivityEntry, _ known: KnownRecordings, console: Console
  ) -> (prepared: [PreparedActivity], known: Int, failed: Int) {
    var prepared: [PreparedActivity] = []
    var (knownCount, failed) = (0, 0)
    for outcome in items.concurrentMap(chunkSize: 1, { prepare($0, maker, known) }) {
      switch outcome {
      case .prepared(let activity): prepared.append(activity)
      case .known: knownCount += 1
      case .failed(let problem):
        console.printError(TerminalText.printable(problem.description))
        failed += 1
      }
    }
    prepared.sort { ($0.start, $0.rank, $0.item.label) < ($1.start, $1.rank, $1.item.label) }
    return (prepared, knownCount, failed)
  }

  private enum Outcome: Sendable {
    case prepared(PreparedActivity)
    /// Imported before, by its provider's id or its recording's bytes: not decoded again.
    case known
    case failed(Diagnostic)
  }

  /// Reads and decodes one item and makes its entry (run on every core).
  private static func prepare(_ item: ImportItem, _ maker: ActivityEntry, _ known: KnownRecordings)
    -> Outcome
  {
    do {
      if let row = item.row, known.knows(row) { return .known }
      let file = try item.recording()
      if let file, known.knows(recording: file.bytes) { return .known }
      let recording = try file.map { try ActivityDecoder.decode($0.bytes, fileName: $0.fileName) }
      let (entry, start) = maker.make(recording: recording, row: item.row)
      return .prepared(
        PreparedActivity(
          item: item, entry: entry, start: start, format: recording?.format,
          warnings: recording?.warnings ?? []))
    } catch let error as ActivityFileError {
      return .failed(.error(at: .file(item.label), error.message))
    } catch {
      return .failed(.error(at: .file(item.label), "\(error)"))
    }
  }
}

/// An activity read and made into its entry, not yet compared with the journal.
struct PreparedActivity: Sendable {
  var item: ImportItem
  var entry: NewEntry
  /// The start, whole UTC seconds.
  var start: Int
  /// The recording's format; nil for an export's row without one.
  var format: ActivityFormat?
  /// What the decoder worked around (a wrong CRC, a truncation).
  var warnings: [String]

  /// Of two recordings of one activity in a run, the first imported is the richer: an
  /// export's row (a name, notes, gear), then FIT, TCX (the device's totals), GPX.
  var rank: Int {
    if item.row != nil { return 0 }
    switch format {
    case .fit: return 1
    case .tcx: return 2
    case .gpx, nil: return 3
    }
  }
}
