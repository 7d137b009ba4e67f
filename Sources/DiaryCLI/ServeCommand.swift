import DiaryCore
import JournalParser
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `diary serve`: builds, serves the site on loopback, rebuilds on change, reloads the pages.
enum ServeCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "serve",
      summary: "Serve the site locally, rebuilding and reloading on every change.",
      usage: "diary serve [--port 8000] [--host 127.0.0.1] [--journal DIR] [--output DIR] "
        + "[options]",
      options: [
        .init(name: "port", value: "N", help: "The port (default: 8000; 0 picks a free one)."),
        .init(
          name: "host", value: "ADDRESS",
          help: "The address to listen on (default: 127.0.0.1, this machine only)."),
        SiteOptions.journal,
        SiteOptions.output,
        SiteOptions.templates,
      ] + SiteOptions.options + [
        .init(name: "quiet", value: nil, help: "Print nothing but the address and diagnostics."),
        .init(name: "verbose", value: nil, help: "Print every file written, with timings."),
      ],
      examples: [
        "diary serve",
        "diary serve --port 0",
        "diary serve --journal ~/diary/journal --output /tmp/diary-site",
      ])
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> Int32 {
    let options: ServeSession.Options
    do {
      options = try makeOptions(arguments)
    } catch {
      return Diary.usageError(
        error.message, help: "Usage: \(spec.usage)\nSee 'diary serve --help'.", console: console)
    }
    let session: ServeSession
    do {
      session = try ServeSession(options: options, console: console)
    } catch {
      console.printError(error.message)
      return 1
    }
    console.print("Serving \(options.output) at \(session.url) — Ctrl-C to stop")
    InterruptSignal.install()
    while !InterruptSignal.isRaised {
      _ = poll(nil, 0, 300)
      session.tick()
    }
    session.stop()
    console.print("Stopped.")
    return 0
  }

  static func makeOptions(_ arguments: ParsedArguments) throws(UsageError) -> ServeSession.Options {
    var options = ServeSession.Options()
    options.journal = arguments.value("journal") ?? options.journal
    options.output = arguments.value("output") ?? options.output
    options.templates = arguments.value("templates")
    options.overrides = try SiteOptions.validatedOverrides(arguments)
    options.host = arguments.value("host") ?? options.host
    if let text = arguments.value("port") {
      guard let port = UInt16(text) else {
        throw UsageError(message: "--port must be a number from 0 to 65535, found '\(text)'")
      }
      options.port = port
    }
    options.isQuiet = arguments.has("quiet")
    options.isVerbose = arguments.has("verbose")
    return options
  }
}

/// Ctrl-C (and SIGTERM) ask the serve loop to stop; a second one ends the process at once.
enum InterruptSignal {
  private final class Flag: Sendable {
    let isRaised = Atomic<Bool>(false)
  }

  private static let flag = Flag()

  static var isRaised: Bool { flag.isRaised.load(ordering: .relaxed) }

  /// Installs the handlers and unblocks the signals in the calling thread (a parent may have
  /// started the process with them blocked).
  static func install() {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    for number in [SIGINT, SIGTERM] {
      signal(number) { _ in
        if InterruptSignal.flag.isRaised.exchange(true, ordering: .relaxed) { _exit(130) }
      }
    }
  }
}

extension SiteOptions {
  /// The overrides, each checked as `diary.conf` would check it: a bad one is a usage error.
  static func validatedOverrides(_ arguments: ParsedArguments) throws(UsageError)
    -> [(key: String, value: String)]
  {
    let overrides = overrides(arguments)
    var scratch = SiteConfig()
    for (key, value) in overrides {
      if let message = ConfigParser.apply(key: key, value: value, to: &scratch) {
        throw UsageError(message: "--\(key): \(message)")
      }
    }
    return overrides
  }
}
