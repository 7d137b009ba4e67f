/// A template error with its location: `path:line:column: error: message` (1-based).
public struct MustacheDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path of the template file the error is in.
  public var path: String
  /// The 1-based line of the offending tag.
  public var line: Int
  /// The 1-based column (in Unicode scalars) of the offending tag.
  public var column: Int
  /// A lowercase message naming things in single quotes, e.g. `unclosed section 'items'`.
  public var message: String

  /// Creates a diagnostic.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// Creates a diagnostic at a source location.
  init(_ location: SourceLocation, _ message: String) {
    self.init(path: location.path, line: location.line, column: location.column, message: message)
  }

  /// `path:line:column: error: message`.
  public var description: String {
    "\(path):\(line):\(column): error: \(message)"
  }

  /// Orders diagnostics by path, then line, then column.
  static func isOrderedBefore(_ lhs: MustacheDiagnostic, _ rhs: MustacheDiagnostic) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}
