import Dispatch

/// Reports build steps: on a terminal as `[n] step`, with timings under `--verbose`.
final class Progress {
  private let console: Console
  private let isQuiet: Bool
  private let isVerbose: Bool
  private var stepNumber = 0
  private var started = DispatchTime.now()

  init(console: Console, isQuiet: Bool, isVerbose: Bool) {
    self.console = console
    self.isQuiet = isQuiet
    self.isVerbose = isVerbose
  }

  func step(_ name: String) {
    stepNumber += 1
    guard !isQuiet, isVerbose || console.isErrorTerminal else { return }
    let elapsed = isVerbose ? " (\(milliseconds()) ms)" : ""
    console.printError("[\(stepNumber)] \(name)\(elapsed)")
  }

  func done(_ summary: String) {
    guard !isQuiet else { return }
    console.print(isVerbose ? "\(summary) in \(milliseconds()) ms" : summary)
  }

  private func milliseconds() -> Int {
    Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000)
  }
}
