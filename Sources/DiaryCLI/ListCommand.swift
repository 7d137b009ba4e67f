import DiaryCore
import JournalParser
import SiteRenderer

/// `diary list`: the list screen in the terminal, or the selected workouts as JSON lines.
enum ListCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "list",
      summary: "List workouts in the terminal, sorted and filtered.",
      usage: "diary list [--sort date|distance|complexity] [--type T] [--tag T] [--since DATE] "
        + "[--limit N] [--json]",
      options: [
        .init(
          name: "sort", value: "date|distance|complexity",
          help: "Newest, longest or hardest first (default: the journal's default-sort)."),
        .init(name: "type", value: "T", help: "Only workouts of this type."),
        .init(name: "tag", value: "T", help: "Only workouts with this tag."),
        .init(name: "since", value: "DATE", help: "Only workouts on or after this day."),
        .init(name: "limit", value: "N", help: "At most N workouts."),
        .init(name: "json", value: nil, help: "One JSON object per workout and line."),
        SiteOptions.journal,
        .init(name: "units", value: "km|mi", help: "Units for distances and paces (default: km)."),
      ],
      examples: [
        "diary list",
        "diary list --sort distance --type run --limit 10",
        "diary list --tag intervals --since 2026-11-01",
        "diary list --json | jq .name",
      ])
  }

  /// Which workouts to show, in which order.
  struct Selection {
    var order: SortOrder?
    var filter = WorkoutFilter()

    func apply(to state: AppState) -> [Workout] {
      filter.apply(to: state.workouts(sortedBy: order ?? state.sortOrder))
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
    let selection: Selection
    do {
      selection = try makeSelection(arguments)
    } catch {
      return Diary.usageError(
        error.message, help: "Usage: \(spec.usage)\nSee 'diary list --help'.", console: console)
    }
    let journal = arguments.value("journal") ?? "journal"
    let overrides = (try? SiteOptions.validatedOverrides(arguments)) ?? []
    let session = JournalSession(journal: journal, overrides: overrides, readsTracks: false)
    let errors = session.diagnostics.filter(\.isError)
    DiagnosticPrinter.print(errors, to: console)
    let workouts = selection.apply(to: session.state)
    if arguments.has("json") {
      for workout in workouts {
        console.print(WorkoutsJSON.line(workout, source: workout.location))
      }
    } else {
      let table = WorkoutTable(config: session.state.config, usesColor: console.usesColor)
      for line in table.lines(workouts) { console.print(line) }
      console.print(table.summary(workouts, total: session.state.workoutCount))
    }
    if !errors.isEmpty {
      console.printError(
        "error: the journal has \(DiagnosticPrinter.count(errors.count, "error")); "
          + "the entries in error are left out (see 'diary check')")
      return 1
    }
    return 0
  }

  static func makeSelection(_ arguments: ParsedArguments) throws(UsageError) -> Selection {
    var selection = Selection()
    _ = try SiteOptions.validatedOverrides(arguments)
    if let text = arguments.value("sort") {
      guard let order = SortOrder(rawValue: text.lowercased()) else {
        let close = Suggestion.closest(
          to: text.lowercased(), among: SortOrder.allCases.map(\.rawValue))
        throw UsageError(
          message: "--sort must be date, distance or complexity, found '\(text)'"
            + (close.map { "; did you mean '\($0)'?" } ?? ""))
      }
      selection.order = order
    }
    selection.filter.type = arguments.value("type")?.lowercased()
    selection.filter.tag = arguments.value("tag")?.blankTrimmed.lowercased()
    if let text = arguments.value("since") {
      switch HeadingValues.date(text) {
      case .success(let date): selection.filter.since = date
      case .failure(let error): throw UsageError(message: "--since: \(error.message)")
      }
    }
    if let text = arguments.value("limit") {
      guard let limit = Int(text), limit > 0 else {
        throw UsageError(message: "--limit must be a whole number above 0, found '\(text)'")
      }
      selection.filter.limit = limit
    }
    return selection
  }
}
