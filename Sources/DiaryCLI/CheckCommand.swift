import DiaryCore
import JournalParser

/// `diary check`: reads the whole journal, its settings and the templates (rendering every
/// page in memory) and reports every problem, without writing anything. Diagnostics go to
/// stderr, the one-line summary to stdout; exit 1 on errors. Track files are taken from the
/// track cache of the site at `--output` when its last build read them with the same bytes
/// (the cache holds each one's decoder warnings, so the report is the same), and decoded
/// otherwise; the cache is only read.
enum CheckCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "check",
      summary: "Check the journal and templates for errors without building.",
      usage: "diary check [--journal DIR] [--output DIR] [--templates DIR] [--quiet]",
      options: [
        SiteOptions.journal,
        .init(
          name: "output", value: "DIR",
          help: "The built site whose track cache is read, so that the tracks its last build "
            + "decoded are not decoded again (default: _site). Nothing is written."),
        SiteOptions.templates,
        .init(name: "quiet", value: nil, help: "Print nothing but diagnostics."),
      ],
      examples: [
        "diary check",
        "diary check --journal ~/diary/journal",
        "diary check --quiet || exit 1    # in a git pre-commit hook",
      ])
  }

  static func run(_ arguments: ParsedArguments, console: Console, machine: Machine) -> Int32 {
    let journal = arguments.value("journal") ?? "journal"
    let output = arguments.value("output") ?? "_site"
    let session = JournalSession(
      journal: journal, trackCachePath: TrackCache.path(forOutput: output))
    let folder = Theme.overrideFolder(templates: arguments.value("templates"), journal: journal)
    let build = SiteBuild(theme: Theme.load(overrides: folder))
    let (localization, languageDiagnostics) = build.localization(
      for: session.state.config, configPath: journal + "/" + ConfigParser.fileName)
    var diagnostics =
      session.diagnostics + build.diagnostics + languageDiagnostics
      + build.theme.wordWarnings(for: localization)
      + session.state.futureDateWarnings(today: machine.today())
    var renderErrors: [String] = []
    if !diagnostics.hasErrors, let library = build.library {
      do {
        try build.renderAll(build.site(for: session.state, in: localization), library: library)
      } catch {
        let text = "\(error)"
        renderErrors.append(text.contains("error:") ? text : "error: \(text)")
      }
    }
    DiagnosticPrinter.print(diagnostics, to: console)
    renderErrors.forEach(console.printError)
    diagnostics += renderErrors.map { .error(at: .file(""), $0) }
    if !arguments.has("quiet") {
      let files = JournalLoader.markdownPaths(in: journal).files.count
      console.print(
        "checked \(DiagnosticPrinter.count(files, "file")), "
          + "\(DiagnosticPrinter.count(session.state.workoutCount, "workout")): "
          + DiagnosticPrinter.summary(diagnostics))
    }
    return diagnostics.hasErrors ? 1 : 0
  }
}
