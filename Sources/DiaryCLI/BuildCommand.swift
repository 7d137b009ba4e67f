import DiaryCore
import Mustache
import SiteRenderer

/// `diary build`: the journal, through the store and the templates, into a static site.
enum BuildCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "build",
      summary: "Build the journal into a static site.",
      usage: "diary build [--journal DIR] [--output DIR] [--templates DIR] [options]",
      options: [
        SiteOptions.journal,
        SiteOptions.output,
        SiteOptions.templates,
      ] + SiteOptions.options + [
        .init(name: "quiet", value: nil, help: "Print nothing but diagnostics."),
        .init(name: "verbose", value: nil, help: "Print each step with its timing."),
      ],
      examples: [
        "diary build",
        "diary build --journal ~/diary/journal --output /var/www/diary",
        "diary build --units mi --page-size 50",
      ])
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
    let journal = arguments.value("journal") ?? "journal"
    let output = arguments.value("output") ?? "_site"
    let progress = Progress(
      console: console, isQuiet: arguments.has("quiet"), isVerbose: arguments.has("verbose"))
    progress.step("Reading journal \(journal)")
    let session = JournalSession(journal: journal, overrides: SiteOptions.overrides(arguments))
    progress.step("Loading templates")
    let folder = Theme.overrideFolder(templates: arguments.value("templates"), journal: journal)
    let build = SiteBuild(state: session.state, theme: Theme.load(overrides: folder))
    let diagnostics = session.diagnostics + build.diagnostics
    DiagnosticPrinter.print(diagnostics, to: console)
    guard !diagnostics.hasErrors, let library = build.library else {
      console.printError(
        "error: build failed (\(DiagnosticPrinter.summary(diagnostics))); "
          + "'\(output)' was left as it was")
      return 1
    }
    progress.step("Rendering and writing pages to \(output)")
    do {
      let count = try build.write(to: output, library: library)
      progress.done(
        "Built \(DiagnosticPrinter.count(session.state.workoutCount, "workout")) into "
          + "\(output)/ (\(count) files)")
      return 0
    } catch let failure as OutputWriter.Failure {
      console.printError(failure.description)
    } catch {
      let text = "\(error)"
      console.printError(text.contains("error:") ? text : "error: \(text)")
    }
    console.printError("error: build failed; '\(output)' was left as it was")
    return 1
  }
}
