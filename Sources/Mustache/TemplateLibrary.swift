/// A set of named templates, compiled once; partials and parents resolve by name within it.
///
/// Compile it once (all syntax errors and missing references are reported together), then call
/// `render(_:_:)` as often as needed, from any thread: rendering never re-parses.
public struct TemplateLibrary: Sendable {
  /// What a partial or parent tag naming a template that is not in the library does.
  ///
  /// A dynamic partial (`{{>*name}}`) is named by a value, known only when rendering: when the
  /// value is not a string naming a template in the library, it renders as the empty string
  /// under either policy.
  public enum MissingPartialPolicy: Sendable, Equatable {
    /// Compiling the library fails with `missing partial 'x'` / `missing parent 'x'` (default).
    case error
    /// The tag renders as the empty string, as the Mustache spec asks (used by spec tests).
    case renderEmpty
  }

  /// The default limit on nested sections, partials, parents and blocks during a render
  /// (about 3 KB of stack per level in unoptimised code, far less in optimised code).
  public static let defaultMaximumDepth = 100

  private let templates: [Template]
  private let indexByName: [String: Int]
  /// The nesting limit past which `render` throws instead of recursing further.
  public let maximumDepth: Int

  /// Compiles every file and checks that every partial and parent it names exists (a dynamic
  /// partial, `{{>*name}}`, is looked up when rendering).
  ///
  /// With `missingPartials: .renderEmpty` (spec behaviour) missing references render empty;
  /// the default `.error` reports each as a diagnostic at the `{{>name}}` / `{{<name}}` tag.
  public init(
    files: [TemplateFile], missingPartials: MissingPartialPolicy = .error,
    maximumDepth: Int = TemplateLibrary.defaultMaximumDepth
  ) throws(MustacheErrors) {
    var (unique, indexByName, diagnostics) = Self.index(files)
    var templates: [Template] = []
    for file in unique {
      let result = TemplateParser.compile(file, templateIndex: indexByName)
      diagnostics += result.diagnostics
      if missingPartials == .error { diagnostics += result.missingReferences }
      if let template = result.template { templates.append(template) }
    }
    guard diagnostics.isEmpty else { throw MustacheErrors(diagnostics: diagnostics) }
    self.templates = templates
    self.indexByName = indexByName
    self.maximumDepth = max(1, maximumDepth)
  }

  private init(templates: [Template], indexByName: [String: Int], maximumDepth: Int) {
    self.templates = templates
    self.indexByName = indexByName
    self.maximumDepth = maximumDepth
  }

  /// The library with `name` bound to `value`: every variable tag whose first name is `name`
  /// (`{{name.a.b}}`, `{{{name.a}}}`) shows what it would show of `value`, as text put in
  /// the template once, instead of being looked up on each render. A bound tag reads `value`
  /// whatever the context holds, so bind only a name every context gives that value (or
  /// none); sections and partials naming it still read the context.
  public func binding(_ name: String, to value: MustacheValue) -> TemplateLibrary {
    let key = MustacheKey(name)
    return TemplateLibrary(
      templates: templates.map { $0.binding(key, to: value) }, indexByName: indexByName,
      maximumDepth: maximumDepth)
  }

  /// Sorts files by name and numbers them; a repeated name is reported at its later file.
  private static func index(_ files: [TemplateFile])
    -> (files: [TemplateFile], indexByName: [String: Int], diagnostics: [MustacheDiagnostic])
  {
    let sorted = files.enumerated().sorted { lhs, rhs in
      (lhs.element.name, lhs.offset) < (rhs.element.name, rhs.offset)
    }.map(\.element)
    var diagnostics: [MustacheDiagnostic] = []
    var unique: [TemplateFile] = []
    var indexByName: [String: Int] = [:]
    for file in sorted {
      guard indexByName[file.name] == nil else {
        let message = "duplicate template name '\(file.name)'"
        diagnostics.append(
          MustacheDiagnostic(path: file.path, line: 1, column: 1, message: message))
        continue
      }
      indexByName[file.name] = unique.count
      unique.append(file)
    }
    return (unique, indexByName, diagnostics)
  }

  /// Compiles templates given as `name: source` pairs (each name is also its path).
  public init(
    templates: [String: String], missingPartials: MissingPartialPolicy = .error,
    maximumDepth: Int = TemplateLibrary.defaultMaximumDepth
  ) throws(MustacheErrors) {
    let files = templates.map { TemplateFile(name: $0.key, path: $0.key, source: $0.value) }
    try self.init(files: files, missingPartials: missingPartials, maximumDepth: maximumDepth)
  }

  /// The template names, sorted.
  public var names: [String] {
    templates.map(\.name)
  }

  /// Whether a template of that name is in the library.
  public func contains(_ name: String) -> Bool {
    indexByName[name] != nil
  }

  /// Renders the template `name` with `context` as the root of the context stack.
  public func render(_ name: String, _ context: MustacheValue) throws(MustacheRenderError)
    -> String
  {
    try renderBuffer(name, context, capacity: 0).string
  }

  /// Renders the template `name` with `context` into UTF-8 bytes, without making a `String`,
  /// and hands them to `body` where they lie (valid only during the call): for output written
  /// straight to a file. `capacity`: how many bytes the output is expected to take, when the
  /// caller knows better than the template's size.
  public func withRenderedUTF8<T>(
    _ name: String, _ context: MustacheValue, capacity: Int = 0,
    _ body: (UnsafeRawBufferPointer) throws -> T
  ) throws -> T {
    let buffer = try renderBuffer(name, context, capacity: capacity)
    return try buffer.withBytes(body)
  }

  private func renderBuffer(_ name: String, _ context: MustacheValue, capacity: Int)
    throws(MustacheRenderError) -> RenderBuffer
  {
    guard let index = indexByName[name], templates.indices.contains(index) else {
      throw .unknownTemplate(name)
    }
    let renderer = TemplateRenderer(
      templates: templates, indexByName: indexByName, maximumDepth: maximumDepth)
    return try renderer.render(
      templateAt: index, context: context,
      capacity: max(1024, templates[index].sizeHint * 2, capacity))
  }

  /// Renders the template `name` with an `Encodable` value converted by `init(encoding:)`.
  public func render<T: Encodable>(_ name: String, encoding value: T) throws -> String {
    try render(name, MustacheValue(encoding: value))
  }
}
