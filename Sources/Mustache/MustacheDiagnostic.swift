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

/// Every diagnostic found while building a `TemplateLibrary`, sorted by path, line and column.
public struct MustacheErrors: Error, Equatable, Sendable, CustomStringConvertible {
  /// The diagnostics, sorted by path, line and column.
  public var diagnostics: [MustacheDiagnostic]

  /// Creates the error from diagnostics, sorting them.
  public init(diagnostics: [MustacheDiagnostic]) {
    self.diagnostics = diagnostics.sorted(by: MustacheDiagnostic.isOrderedBefore)
  }

  /// One diagnostic per line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}

/// A position in a template file (1-based line and column).
struct SourceLocation: Sendable, Equatable {
  var path: String
  var line: Int
  var column: Int
}
