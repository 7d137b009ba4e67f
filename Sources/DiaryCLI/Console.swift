/// Where a command writes: standard output for results, standard error for everything else.
public final class Console: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeError: (String) -> Void
  /// Whether standard error is a terminal (progress is shown only then).
  public let isErrorTerminal: Bool
  /// Whether standard output is a terminal where colours may be used.
  public let usesColor: Bool

  public init(
    isErrorTerminal: Bool = false, usesColor: Bool = false,
    out: @escaping (String) -> Void, error: @escaping (String) -> Void
  ) {
    self.writeOut = out
    self.writeError = error
    self.isErrorTerminal = isErrorTerminal
    self.usesColor = usesColor
  }

  public func print(_ line: String) { writeOut(line + "\n") }
  public func printError(_ line: String) { writeError(line + "\n") }
  public func writeRaw(_ text: String) { writeOut(text) }
}
