/// The source of one template file, as given to `TemplateLibrary(files:)`.
public struct TemplateFile: Sendable, Equatable {
  /// The name partials and parents refer to: the path relative to the templates folder,
  /// without `.mustache` (e.g. `index`, `partials/item`).
  public var name: String
  /// The path shown in diagnostics.
  public var path: String
  /// The template text.
  public var source: String

  /// Creates a template file.
  public init(name: String, path: String, source: String) {
    self.name = name
    self.path = path
    self.source = source
  }
}
