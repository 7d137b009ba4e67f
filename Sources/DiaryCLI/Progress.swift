import DiaryFileSystem
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
    let elapsed = isVerbose ? " (\(milliseconds()) ms, \(residentMegabytes()) MB)" : ""
    console.printError("[\(stepNumber)] \(name)\(elapsed)")
  }

  /// A line about the step under way, under `--verbose` only.
  func detail(_ text: String) {
    guard !isQuiet, isVerbose else { return }
    console.printError("    \(text)")
  }

  func done(_ summary: String) {
    guard !isQuiet else { return }
    console.print(
      isVerbose
        ? "\(summary) in \(milliseconds()) ms (peak \(residentMegabytes(peak: true)) MB)" : summary)
  }

  /// The process's resident memory now, or its peak, from `/proc/self/status` (0 elsewhere).
  private func residentMegabytes(peak: Bool = false) -> Int {
    guard case .success(let bytes) = FileSystem.readFile("/proc/self/status") else { return 0 }
    let field = peak ? "VmHWM:" : "VmRSS:"
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    where line.hasPrefix(field) {
      return (Int(line.dropFirst(field.count).filter(\.isNumber)) ?? 0) / 1024
    }
    return 0
  }

  private func milliseconds() -> Int {
    Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000)
  }
}
