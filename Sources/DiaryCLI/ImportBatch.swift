import DiaryCore
import DiaryFileSystem

/// The serial part of `diary import`: each prepared activity, oldest first, is compared with
/// the journal (and with those imported before it in the run); the new ones get their
/// recording kept under `tracks/` (compressed on every core, a few at a time) and their entry
/// appended to the month's file. Prints what it adds, skips and fails, and counts it.
struct ImportBatch {
  let journal: String
  let isDryRun: Bool
  let isForced: Bool
  let console: Console
  /// The journal's language, which the entries are written in.
  let words: JournalWords
  private var duplicates: ImportDuplicates
  private var tracks: TrackStore
  private var added: [(path: String, line: Int, label: String)] = []
  private(set) var imported = 0
  /// Already in the journal (counted by the caller for what it did not even decode).
  var alreadyThere = 0
  private(set) var lookalikes = 0
  private(set) var failed = 0

  init(
    journal: String, workouts: [Workout], words: JournalWords, isDryRun: Bool, isForced: Bool,
    console: Console
  ) {
    self.journal = journal
    self.words = words
    self.isDryRun = isDryRun
    self.isForced = isForced
    self.console = console
    duplicates = ImportDuplicates(workouts)
    tracks = TrackStore(journal: journal)
  }

  /// How many recordings are compressed on the cores before they are written, one by one.
  private static let chunkSize = 16

  mutating func run(_ activities: [PreparedActivity]) {
    let accepted = activities.filter { isNew($0) }
    for start in stride(from: 0, to: accepted.count, by: Self.chunkSize) {
      let chunk = Array(accepted[start..<min(start + Self.chunkSize, accepted.count)])
      let isDryRun = isDryRun
      let stored = chunk.concurrentMap(chunkSize: 1) { activity in
        Result {
          try isDryRun ? nil : activity.item.recording().map { TrackStore.stored($0.bytes) }
        }
      }
      for (activity, bytes) in zip(chunk, stored) { add(activity, bytes) }
    }
    printAdded()
  }

  /// `12 imported, 3 already in the journal, 2 failed`.
  func summary(failed: Int) -> String {
    var parts = [
      "\(imported) \(isDryRun ? "to import" : "imported")",
      "\(alreadyThere) already in the journal",
    ]
    if lookalikes > 0 {
      parts.append("\(lookalikes) possible duplicate\(lookalikes == 1 ? "" : "s") not imported")
    }
    parts.append("\(failed) failed")
    return (isDryRun ? "dry run, nothing written: " : "") + parts.joined(separator: ", ")
  }

  /// Whether the activity is to be imported; a lookalike is reported at the workout it
  /// resembles.
  private mutating func isNew(_ activity: PreparedActivity) -> Bool {
    let candidate = activity.entry.workout(at: .file(activity.item.label))
    switch duplicates.match(candidate) {
    case .none:
      break
    case .sameActivity:
      alreadyThere += 1
      return false
    case .lookalike(let location, let sameStart):
      let reason =
        sameStart
        ? "it starts at the same second, but its type is '\(candidate.type ?? "none")'"
        : "the same day and type, and a distance (or duration) within 2%"
      let outcome =
        isForced ? "imported all the same (--force)" : "not imported (--force imports it)"
      console.printError(
        TerminalText.printable(
          Diagnostic.warning(
            at: location, "'\(activity.item.label)' may be this workout: \(reason); \(outcome)"
          ).description))
      guard isForced else {
        lookalikes += 1
        return false
      }
    }
    duplicates.add(candidate)
    return true
  }

  private mutating func add(_ activity: PreparedActivity, _ stored: Result<[UInt8]?, any Error>) {
    let label = activity.item.label
    var entry = activity.entry
    var written: String?
    do {
      if let format = activity.format {
        let bytes = try stored.get()
        let place = tracks.place(bytes, date: entry.date, name: entry.name, format: format)
        entry.track = place.path
        if let bytes, !place.isThere {
          try tracks.write(bytes, to: place.path)
          written = place.path
        }
      }
      for warning in activity.warnings {
        console.printError(TerminalText.printable("\(label): warning: \(warning)"))
      }
      let path = JournalPaths.monthFile(journal: journal, date: entry.date)
      if isDryRun {
        let markdown = entry.markdown(vocabulary: words.vocabulary)
        console.print("\(path): would add, from \(label):\n\(markdown)")
      } else {
        let line = try JournalAppender(path: path, words: words).append(entry)
        added.append((path, line, label))
      }
      imported += 1
    } catch {
      if let written { tracks.remove(written) }
      let text = "\(error)"
      console.printError(
        TerminalText.printable(text.contains(": error: ") ? text : "\(label): error: \(text)"))
      failed += 1
    }
  }

  /// `journal/2019/2019-09.md:3: added '2019-09-07-morning-run' from run.fit`, with the ids
  /// the site gives the new workouts among the whole journal's.
  private func printAdded() {
    guard !added.isEmpty else { return }
    var ids: [String: WorkoutID] = [:]
    for workout in JournalSession(journal: journal).state.workouts {
      ids["\(workout.location.path):\(workout.location.line)"] = workout.id
    }
    for (path, line, label) in added {
      let id = ids["\(path):\(line)"].map { " '\($0)'" } ?? ""
      console.print(TerminalText.printable("\(path):\(line): added\(id) from \(label)"))
    }
  }
}
