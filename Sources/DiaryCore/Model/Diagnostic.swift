/// A problem in the user's journal or templates, reported with its location.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
  }

  public var severity: Severity
  /// Where the problem is; `line` and `column` are 0 when only the file is known.
  public var location: SourceLocation
  public var message: String

  public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  public static func error(at location: SourceLocation, _ message: String) -> Diagnostic {
    Diagnostic(.error, at: location, message)
  }

  public static func warning(at location: SourceLocation, _ message: String) -> Diagnostic {
    Diagnostic(.warning, at: location, message)
  }

  public var isError: Bool { severity == .error }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.location, lhs.message) < (rhs.location, rhs.message)
  }

  /// `path:line:column: error: message`, or `path: error: message` without a line.
  public var description: String {
    let place =
      location.line > 0 ? location.description : location.path
    return "\(place): \(severity.rawValue): \(message)"
  }
}

extension Sequence<Diagnostic> {
  /// Whether any of the diagnostics is an error.
  public var hasErrors: Bool { contains { $0.isError } }
}
