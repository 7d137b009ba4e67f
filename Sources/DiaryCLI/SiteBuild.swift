import DiaryCore
import DiaryFileSystem
import Mustache
import SiteRenderer

/// The steps every build of the site takes, shared by `diary build`, `diary check` and
/// `diary serve`:
///
/// 1. read the journal: its settings and files, parsed on every core or taken from a build
///    cache (`JournalSession`);
/// 2. reduce them into the state (the session's `Store`);
/// 3. select the site's files from the state: each page's input and key (`Site`);
/// 4. render the files whose key changed since the last build (all of them without one);
/// 5. write them: the whole site beside the old one, swapped in (`OutputWriter`), or only the
///    files whose bytes changed, committed in place (`SiteUpdate`).
///
/// This type holds the theme the site is rendered with and runs steps 3 to 5.
struct SiteBuild {
  let theme: Theme
  let library: TemplateLibrary?
  /// Problems in the templates.
  let diagnostics: [Diagnostic]

  init(_ compiled: CompiledTheme) {
    theme = compiled.theme
    library = compiled.library
    diagnostics = compiled.diagnostics
  }

  init(theme: Theme) {
    self.init(CompiledTheme(theme))
  }

  /// `theme`, whose templates are those of `previous`, with them as `previous` compiled them.
  init(theme: Theme, templatesOf previous: SiteBuild) {
    self.theme = theme
    library = previous.library
    diagnostics = previous.diagnostics
  }

  /// The site's language for `config` (its words from the theme), and the problems with it;
  /// an unknown language is reported at `configPath`.
  func localization(for config: SiteConfig, configPath: String) -> (Localization, [Diagnostic]) {
    theme.localization(config.language, configPath: configPath)
  }

  /// Step 3: every file of the site for `state`, in `localization`'s language.
  func site(for state: AppState, in localization: Localization) -> Site {
    Site(state, assets: theme.assets, localization: localization)
  }

  /// A failure while updating the last build's site in place: some files may be new and
  /// others old; the next build writes the whole site again.
  struct InPlaceFailure: Error, CustomStringConvertible {
    var underlying: any Error
    var description: String { "\(underlying)" }
  }

  /// What the last build wrote into `output` (its files' keys and fragments' layouts), with
  /// the files the folder holds against it.
  static func census(of output: String, cache: BuildCache) -> SiteUpdate.Previous {
    let census = SiteFiles.census(
      of: output, against: cache.keys.keys, except: OutputWriter.markerName)
    return SiteUpdate.Previous(
      keys: cache.keys, layouts: cache.layouts, missing: census.missing,
      unknown: census.unknown)
  }

  /// What a build wrote: the key of every file, where the fragments of each fragmented file
  /// lie, and the update's outcome when it updated the last build's site (nil after a whole
  /// site).
  struct Written {
    var keys: [(path: String, key: Fingerprint)]
    var layouts: [String: FragmentLayout]
    var update: SiteUpdate.Outcome?
  }

  /// Steps 4 and 5 into `output`: the whole site swapped in without `previous`, else only the
  /// files whose key changed rendered and those whose bytes changed written. Throws
  /// `OutputWriter.Failure`, `InPlaceFailure` or the first rendering error.
  /// A whole site is let go of file by file as it is written (pass it with `consume`).
  func write(
    _ site: consuming Site, to output: String, previous: SiteUpdate.Previous?,
    library: TemplateLibrary
  ) throws -> Written {
    let renderer = SiteRenderer(library: library, for: copy site)
    let paths = site.files.map(\.path)
    guard let previous else {
      let files = site.files
      _ = consume site
      let made = try OutputWriter(output: output).write(consume files, renderer: renderer)
      return Written(
        keys: Array(zip(paths, made.keys)), layouts: made.layouts)
    }
    do {
      let update = try SiteUpdate(output: output, renderer: renderer).apply(
        site.files, previous: previous)
      return Written(
        keys: Array(zip(paths, update.keys)), layouts: update.layouts,
        update: update)
    } catch {
      throw InPlaceFailure(underlying: error)
    }
  }

  /// Step 4 alone, for `diary check`: renders every file in memory and keeps nothing.
  func renderAll(_ site: Site, library: TemplateLibrary) throws {
    try SiteRenderer(library: library, for: site).renderAll(site.files)
  }
}
