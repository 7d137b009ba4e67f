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
        .init(
          name: "clean", value: nil,
          help: "Ignore the cache of the last build (._site.diary-cache): parse every file and "
            + "write every page."),
        .init(name: "quiet", value: nil, help: "Print nothing but diagnostics."),
        .init(name: "verbose", value: nil, help: "Print each step with its time and memory."),
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
    // The templates are read and compiled on another core while the cache and the journal
    // are read.
    let folder = Theme.overrideFolder(templates: arguments.value("templates"), journal: journal)
    let theme = BackgroundTask { CompiledTheme(Theme.load(overrides: folder)) }
    let readAt = BuildCache.now()
    let cache =
      arguments.has("clean") ? nil : BuildCache.load(from: BuildCache.path(forOutput: output))
    let session = JournalSession(
      journal: journal, overrides: SiteOptions.overrides(arguments), cache: cache)
    progress.step("Loading templates")
    let build = SiteBuild(state: session.state, compiled: theme.value)
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
      let written = try build.write(
        to: output, library: library, journal: session, readAt: readAt, cache: cache)
      ExitHandoff.keep([session.state, session.files, build, cache] as [any Sendable])
      var details = "\(written.files) files"
      if let update = written.update {
        details += "; \(DiagnosticPrinter.count(update.rendered, "page")) rendered"
        if update.copiedRows > 0 {
          details += " (\(DiagnosticPrinter.count(update.copiedRows, "row")) copied)"
        }
        details +=
          ", \(DiagnosticPrinter.count(update.written, "file")) written, \(update.removed) removed"
      }
      if let failure = written.cacheFailure {
        console.printError(
          "\(failure.path): warning: the build cache was not saved: \(failure.message)")
      }
      progress.done(
        "Built \(DiagnosticPrinter.count(session.state.workoutCount, "workout")) into "
          + "\(output)/ (\(details))")
      return 0
    } catch let failure as OutputWriter.Failure {
      console.printError(failure.description)
    } catch let failure as SiteBuild.InPlaceFailure {
      let text = failure.description
      console.printError(text.contains("error:") ? text : "error: \(text)")
      console.printError(
        "error: build failed part way: some files of '\(output)' are updated and some not; "
          + "the next build writes it whole")
      return 1
    } catch {
      let text = "\(error)"
      console.printError(text.contains("error:") ? text : "error: \(text)")
    }
    console.printError("error: build failed; '\(output)' was left as it was")
    return 1
  }
}
