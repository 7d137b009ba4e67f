import DiaryCore
import Dispatch
import SiteRenderer
import SiteServer

/// A running `diary serve`: the live site, the watcher, the HTTP server and the reload counter.
/// `tick()` looks for changes once; the command calls it in a loop, tests call it directly.
final class ServeSession {
  struct Options {
    var journal = "journal"
    var output = "_site"
    var templates: String?
    var overrides: [(key: String, value: String)] = []
    var host = "127.0.0.1"
    var port: UInt16 = 8000
    var isQuiet = false
    var isVerbose = false
  }

  let site: LiveSite
  let server: HTTPServer
  let reload: LiveReload
  private let watcher: FileWatcher
  private let console: Console
  private let options: Options
  private var shownDiagnostics: [Diagnostic] = []

  /// Why serving could not start: the output folder is not ours, or the port is taken.
  struct StartFailure: Error {
    var message: String
  }

  /// Builds the site, then starts serving it.
  init(options: Options, console: Console) throws(StartFailure) {
    self.options = options
    self.console = console
    do {
      try OutputWriter(output: options.output).prepare()
    } catch {
      throw StartFailure(message: error.description)
    }
    site = LiveSite(
      journal: options.journal, output: options.output, templates: options.templates,
      overrides: options.overrides)
    watcher = FileWatcher(roots: site.watchedRoots)
    reload = LiveReload()
    let handler = SiteHandler(folder: SiteFolder(root: site.output), reload: reload)
    do {
      server = try HTTPServer(host: options.host, port: options.port) { handler.respond(to: $0) }
    } catch {
      throw StartFailure(message: "error: \(error.description)")
    }
    let first = site.rebuild()
    if !first.succeeded { reload.publish(errors: Self.errorLines(first)) }
    report(first, trigger: nil, milliseconds: 0)
    server.start()
  }

  var url: String { server.url }

  /// Rebuilds when the watcher saw changes; returns whether it did.
  @discardableResult
  func tick() -> Bool {
    let changes = watcher.changes()
    guard !changes.isEmpty else { return false }
    let started = DispatchTime.now().uptimeNanoseconds
    let outcome = site.apply(changes: changes)
    let elapsed = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
    report(outcome, trigger: changes, milliseconds: elapsed)
    return true
  }

  func stop() {
    server.stop()
    reload.close()
  }

  private func report(_ outcome: LiveSite.Outcome, trigger: [String]?, milliseconds: Int) {
    if outcome.diagnostics != shownDiagnostics || !outcome.succeeded {
      DiagnosticPrinter.print(outcome.diagnostics, to: console)
      shownDiagnostics = outcome.diagnostics
    }
    let wasFailing = !reload.snapshot.errors.isEmpty
    guard outcome.succeeded else {
      if let failure = outcome.failure { console.printError(failure) }
      let counts = DiagnosticPrinter.summary(outcome.diagnostics)
      console.printError(
        trigger == nil
          ? "error: build failed (\(counts)); serving '\(site.output)' as it was until it is fixed"
          : "error: rebuild failed (\(counts)); still serving the last good site")
      if trigger != nil { reload.publish(errors: Self.errorLines(outcome)) }
      return
    }
    if trigger != nil && (outcome.changedFiles || wasFailing) { reload.publish(errors: []) }
    guard !options.isQuiet,
      trigger == nil || outcome.changedFiles || wasFailing || options.isVerbose
    else {
      return
    }
    console.print(summary(outcome, trigger: trigger, milliseconds: milliseconds))
  }

  /// The lines of the error banner: every diagnostic, then the failure.
  private static func errorLines(_ outcome: LiveSite.Outcome) -> [String] {
    outcome.diagnostics.sorted().map(\.description) + [outcome.failure].compactMap { $0 }
  }

  private func summary(_ outcome: LiveSite.Outcome, trigger: [String]?, milliseconds: Int)
    -> String
  {
    let files = DiagnosticPrinter.count(outcome.written.count, "file")
    guard let trigger else {
      return "Built \(DiagnosticPrinter.count(site.state.workoutCount, "workout")) into "
        + "\(site.output)/ (\(files))"
    }
    let cause = trigger.count == 1 ? trigger[0] : DiagnosticPrinter.count(trigger.count, "change")
    var line =
      "Rebuilt after \(cause): \(DiagnosticPrinter.count(outcome.rendered, "page")) rendered"
    line += ", \(files) written"
    if !outcome.removed.isEmpty { line += ", \(outcome.removed.count) removed" }
    if options.isVerbose {
      line +=
        " in \(milliseconds) ms" + outcome.written.map { "\n  wrote \($0)" }.joined()
        + outcome.removed.map { "\n  removed \($0)" }.joined()
    }
    return line
  }
}
