import DiaryCore

/// Prints diagnostics to standard error in the `path:line:column: error: message` form.
enum DiagnosticPrinter {
  static func print(_ diagnostics: [Diagnostic], to console: Console) {
    for diagnostic in diagnostics.sorted() {
      console.printError(TerminalText.printable(diagnostic.description))
    }
  }

  /// `2 errors, 1 warning`.
  static func summary(_ diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.filter(\.isError).count
    let warnings = diagnostics.count - errors
    return "\(count(errors, "error")), \(count(warnings, "warning"))"
  }

  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
