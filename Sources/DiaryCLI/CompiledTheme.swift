import DiaryCore
import Mustache

/// A theme with its templates compiled, and the problems found in them: made apart from the
/// journal, so a build compiles it on another core while the journal is read.
struct CompiledTheme: Sendable {
  let theme: Theme
  let library: TemplateLibrary?
  let diagnostics: [Diagnostic]

  init(_ theme: Theme) {
    self.theme = theme
    var diagnostics = theme.diagnostics
    do {
      library = try TemplateLibrary(files: theme.templates)
    } catch {
      library = nil
      diagnostics += error.diagnostics.map {
        .error(at: SourceLocation(path: $0.path, line: $0.line, column: $0.column), $0.message)
      }
    }
    self.diagnostics = diagnostics
  }
}
