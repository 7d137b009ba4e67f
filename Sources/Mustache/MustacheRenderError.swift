/// An error thrown while rendering a template from a `TemplateLibrary`.
public enum MustacheRenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No template of that name is in the library.
  case unknownTemplate(String)
  /// Partials, parents, blocks and sections nested deeper than the library's depth limit.
  case depthLimitExceeded(MustacheDiagnostic)

  /// A one-line description (with location for depth errors).
  public var description: String {
    switch self {
    case .unknownTemplate(let name):
      return "error: unknown template '\(name)'"
    case .depthLimitExceeded(let diagnostic):
      return diagnostic.description
    }
  }
}
