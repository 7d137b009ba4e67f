import DiaryCore
import DiaryFileSystem
import JournalParser
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

  static func run(_ arguments: ParsedArguments, console: Console, machine: Machine) -> Int32 {
    let journal = arguments.value("journal") ?? "journal"
    let output = arguments.value("output") ?? "_site"
    let progress = Progress(
      console: console, isQuiet: arguments.has("quiet"), isVerbose: arguments.has("verbose"))
    progress.step("Reading journal \(journal)")
    // The templates are read and compiled on another core while the journal is read.
    let folder = Theme.overrideFolder(templates: arguments.value("templates"), journal: journal)
    let theme = BackgroundTask { CompiledTheme(Theme.load(overrides: folder)) }
    let readAt = BuildCache.now()
    let cachePath = BuildCache.path(forOutput: output)
    let cache = arguments.has("clean") ? nil : BuildCache.load(from: cachePath)
    let trackCachePath = TrackCache.path(forOutput: output)
    let session = JournalSession(
      journal: journal, overrides: SiteOptions.overrides(arguments), cache: cache,
      trackCachePath: arguments.has("clean") ? nil : trackCachePath)
    let trackCount = session.tracks.files.count
    if trackCount > 0 {
      progress.detail(
        "\(DiagnosticPrinter.count(trackCount, "track")) read, \(session.decodedTracks) decoded")
    }
    let build = SiteBuild(theme.value)
    let (localization, languageDiagnostics) = build.localization(
      for: session.state.config, configPath: journal + "/" + ConfigParser.fileName)
    let diagnostics =
      session.diagnostics + build.diagnostics + languageDiagnostics
      + session.state.futureDateWarnings(today: machine.today())
    DiagnosticPrinter.print(diagnostics, to: console)
    guard !diagnostics.hasErrors, let library = build.library else {
      console.printError(
        "error: build failed (\(DiagnosticPrinter.summary(diagnostics))); "
          + "'\(output)' was left as it was")
      return 1
    }
    progress.step("Selecting pages")
    let site = build.site(for: session.state, in: localization)
    progress.step("Rendering and writing pages to \(output)")
    do {
      try OutputWriter(output: output).prepare()
      let settings = BuildCache.settings(config: session.state.config, theme: build.theme)
      var previous: SiteUpdate.Previous?
      if let cache, cache.settings == settings,
        FileSystem.exists(output + "/" + OutputWriter.markerName)
      {
        // Gone first: a build stopped half way leaves no cache, so the next one is full.
        try FileSystem.removeTree(cachePath)
        previous = SiteBuild.census(of: output, cache: cache)
      }
      let written = try build.write(
        consume site, to: output, previous: previous, library: library)
      var details = DiagnosticPrinter.count(written.keys.count, "file")
      if let update = written.update {
        details +=
          "; \(DiagnosticPrinter.count(update.rendered, "page")) rendered, "
          + "\(DiagnosticPrinter.count(update.written.count, "file")) written, "
          + "\(update.removed.count) removed"
      }
      do throws(FileSystem.Error) {
        try BuildCache.write(
          to: cachePath, settings: settings,
          parsing: ParseOptions(config: session.state.config).fingerprint, readAt: readAt,
          files: session.files, keys: written.keys, layouts: written.layouts)
        if session.tracks.differs(from: session.trackCache) {
          try TrackCache.write(
            to: trackCachePath, files: Array(session.tracks.files.values),
            trim: session.state.config.privacyTrim, readAt: readAt)
        }
        BuildCache.removeLeftovers(forOutput: output)
      } catch {
        console.printError(
          "\(error.path): warning: the build cache was not saved: \(error.message)")
      }
      progress.done(
        "Built \(DiagnosticPrinter.count(session.state.workoutCount, "workout")) into "
          + "\(output)/ (\(details))")
      return console.finish(0)
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
