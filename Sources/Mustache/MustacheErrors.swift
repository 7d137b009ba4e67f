/// Every diagnostic found while compiling a `TemplateLibrary`, sorted by path, line and column.
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
