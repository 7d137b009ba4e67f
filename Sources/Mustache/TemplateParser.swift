/// Compiles one template file: scan → pair scopes → apply line rules → emit the code.
enum TemplateParser {
  /// The outcome of compiling one file.
  struct Result {
    /// The compiled template, `nil` when the file has syntax errors.
    var template: Template?
    /// Syntax errors (unclosed or mismatched tags, bad names, bad delimiters).
    var diagnostics: [MustacheDiagnostic]
    /// References to partials or parents that are not in `templateIndex`.
    var missingReferences: [MustacheDiagnostic]
  }

  /// Compiles `file`; `templateIndex` maps the library's template names to their indices
  /// (`file.name` included).
  static func compile(_ file: TemplateFile, templateIndex: [String: Int]) -> Result {
    let source = SourceMap(path: file.path, bytes: Array(file.source.utf8))
    var scanner = TemplateScanner(source: source)
    scanner.scan()
    let matcher = ScopeMatcher(tags: scanner.tags, source: source)
    let diagnostics = scanner.diagnostics + matcher.diagnostics
    guard diagnostics.isEmpty else {
      return Result(template: nil, diagnostics: diagnostics, missingReferences: [])
    }
    let lines = LineRules(
      bytes: source.bytes, tokens: scanner.tokens, tags: scanner.tags, partner: matcher.partner)
    var emitter = TemplateCodeEmitter(
      source: source, tags: scanner.tags, templateIndex: templateIndex,
      selfIndex: templateIndex[file.name] ?? -1)
    let code = emitter.emit(lines.events)
    let template = Template(
      name: file.name, path: file.path, sizeHint: source.bytes.count, code: code)
    return Result(
      template: template, diagnostics: [], missingReferences: emitter.missingReferences)
  }
}
