import DiaryCore
import Mustache
import SiteRenderer

/// The rendering half of a build: the template library compiled from the theme, and the files.
struct SiteBuild {
  let state: AppState
  let theme: Theme
  let library: TemplateLibrary?
  let diagnostics: [Diagnostic]

  init(state: AppState, theme: Theme) {
    self.state = state
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

  /// Every file of the site: rendered pages, exports and the theme's assets.
  func files(library: TemplateLibrary) throws -> [OutputFile] {
    let (pages, exports) = SitePlan.pagesAndExports(for: state)
    return try SiteRenderer(library: library).render(pages) + exports + theme.assets
  }
}
