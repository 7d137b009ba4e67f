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

  /// Every page and export of the site.
  func plan() -> SitePlan { SitePlan(for: state) }

  /// Renders every page on every core and keeps nothing: for `diary check`, which reports
  /// rendering errors without writing.
  func renderAll(library: TemplateLibrary) throws {
    let renderer = SiteRenderer(library: library)
    let results = plan().pages.concurrentMap(chunkSize: 32) { page in
      Result { _ = try renderer.render(page) }
    }
    for result in results { try result.get() }
  }

  /// Renders and writes the whole site into `output`, swapped in at the end; returns the
  /// number of files written.
  func write(to output: String, library: TemplateLibrary) throws -> Int {
    let plan = plan()
    try OutputWriter(output: output).write(
      plan, renderer: SiteRenderer(library: library), assets: theme.assets)
    return plan.pages.count + plan.exports.count + theme.assets.count
  }
}
