/// Where a command writes: standard output for results, standard error for everything else.
public final class Console: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeError: (String) -> Void
  /// Whether standard error is a terminal (progress is shown only then).
  public let isErrorTerminal: Bool
  /// Whether standard output is a terminal where colours may be used.
  public let usesColor: Bool
  /// Ends the process with a status; nil when the commands run in process (the tests).
  private let exitProcess: ((Int32) -> Never)?

  /// `exit`: how the process ends when a command is done with it (`finish(_:)`).
  public init(
    isErrorTerminal: Bool = false, usesColor: Bool = false,
    out: @escaping (String) -> Void, error: @escaping (String) -> Void,
    exit: ((Int32) -> Never)? = nil
  ) {
    self.writeOut = out
    self.writeError = error
    self.isErrorTerminal = isErrorTerminal
    self.usesColor = usesColor
    exitProcess = exit
  }

  /// Ends a command that built a site with `status`: the `diary` process exits at once, so
  /// what the command built is freed by the system in one go instead of object by object
  /// (tens of thousands of them: a tenth of a build's time); in process, returns `status`.
  public func finish(_ status: Int32) -> Int32 {
    exitProcess?(status)
    return status
  }

  public func print(_ line: String) { writeOut(line + "\n") }
  public func printError(_ line: String) { writeError(line + "\n") }
}
