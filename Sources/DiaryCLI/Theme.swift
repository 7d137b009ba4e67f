import DiaryCore
import DiaryFileSystem
import JournalParser
import Mustache
import SiteRenderer

/// The templates, strings and static assets a site is built with: the default theme that
/// travels with the binary, with any file of an override folder taking the place of its
/// namesake; a strings file of the folder (`i18n/de.strings`) overrides the default theme's
/// key by key.
struct Theme {
  var templates: [TemplateFile] = []
  var assets: [OutputFile] = []
  /// The strings files by language: the default theme's, and the override folder's.
  var defaultStrings: [String: StringsFile] = [:]
  var overrideStrings: [String: StringsFile] = [:]
  var diagnostics: [Diagnostic] = []

  /// The override folder: `--templates DIR` when given, else `Templates/` beside the journal.
  static func overrideFolder(templates: String?, journal: String) -> String? {
    if let templates { return templates }
    let beside = parent(of: journal) + "/Templates"
    return FileSystem.exists(beside) ? beside : nil
  }

  static func load(overrides folder: String?) -> Theme {
    var files: [String: (path: String, contents: [UInt8])] = [:]
    for (name, contents) in DefaultTheme.files {
      files[name] = ("(default theme)/\(name)", Array(contents.utf8))
    }
    var theme = Theme()
    if let folder {
      theme.readOverrides(folder, into: &files)
    }
    for name in files.keys.sorted() {
      guard let file = files[name] else { continue }
      if let language = Self.language(ofStringsFile: name) {
        if let text = DefaultTheme.files[name] {
          theme.defaultStrings[language] = StringsFile(path: "(default theme)/\(name)", text: text)
        }
        if !file.path.hasPrefix("(default theme)/") {
          let strings = StringsFile(
            path: file.path, text: String(decoding: file.contents, as: UTF8.self))
          theme.overrideStrings[language] = strings
          theme.diagnostics += strings.diagnostics
        }
      } else if name.hasSuffix(".mustache") {
        let text = String(decoding: file.contents, as: UTF8.self)
        theme.templates.append(
          TemplateFile(name: String(name.dropLast(9)), path: file.path, source: text))
      } else {
        theme.assets.append(OutputFile(path: name, bytes: file.contents))
      }
    }
    return theme
  }

  private mutating func readOverrides(
    _ folder: String, into files: inout [String: (path: String, contents: [UInt8])]
  ) {
    guard case .success(let status) = FileSystem.status(folder), status.isDirectory else {
      diagnostics.append(.error(at: .file(folder), "templates folder not found"))
      return
    }
    for relative in Self.listFiles(folder, prefix: "") {
      let path = folder + "/" + relative
      switch FileSystem.readFile(path) {
      case .success(let bytes): files[relative] = (path, bytes)
      case .failure(let error):
        diagnostics.append(.error(at: .file(path), "cannot read file: \(error.message)"))
      }
    }
  }

  private static func listFiles(_ folder: String, prefix: String, depth: Int = 0) -> [String] {
    guard depth < 8, case .success(let names) = FileSystem.listFolder(folder) else { return [] }
    return names.sorted().filter { !$0.hasPrefix(".") }.flatMap { name -> [String] in
      let path = folder + "/" + name
      guard case .success(let status) = FileSystem.status(path) else { return [] }
      if status.isDirectory {
        return listFiles(path, prefix: prefix + name + "/", depth: depth + 1)
      }
      return status.isRegularFile ? [prefix + name] : []
    }
  }

  /// `de` for `i18n/de.strings`; nil for any other file.
  static func language(ofStringsFile name: String) -> String? {
    guard name.hasPrefix("i18n/"), name.hasSuffix(".strings") else { return nil }
    let language = name.dropFirst(5).dropLast(8)
    return language.isEmpty || language.contains("/") ? nil : String(language)
  }

  /// The languages the theme has words for.
  var languages: [String] { Set(defaultStrings.keys).union(overrideStrings.keys).sorted() }

  /// The site's language `language`, over English, and the problems with it.
  /// `configPath` is where an unknown language is reported.
  func localization(_ language: String, configPath: String) -> (Localization, [Diagnostic]) {
    let english = [overrideStrings["en"], defaultStrings["en"]].compactMap { $0 }
    guard defaultStrings[language] != nil || overrideStrings[language] != nil else {
      let message =
        "no words for language '\(language)': add Templates/i18n/\(language).strings beside "
        + "the journal (copy the default theme's en.strings); the theme has "
        + languages.joined(separator: ", ")
      return (
        Localization(language: "en", files: [], english: english),
        [.error(at: .file(configPath), message)]
      )
    }
    let files = [overrideStrings[language], defaultStrings[language]].compactMap { $0 }
    let localization = Localization(language: language, files: files, english: english)
    return (localization, localization.diagnostics)
  }

  /// What `diary check` says of the words of `localization`'s language: each key it lacks
  /// (English is used), and each key of the override folder's file that neither English nor
  /// any template has (a typo, or a word left from an older theme).
  func wordWarnings(for localization: Localization) -> [Diagnostic] {
    let language = localization.language
    guard let file = overrideStrings[language] ?? defaultStrings[language] else { return [] }
    var warnings = localization.missingKeys.map { key in
      Diagnostic.warning(
        at: .file(file.path), "no \(language) text for '\(key)': the English text is used")
    }
    guard let own = overrideStrings[language] else { return warnings }
    let known = Set(defaultStrings["en"]?.entries.keys.map { $0 } ?? [])
      .union(templates.flatMap { Self.wordKeys(in: $0.source) })
    for (key, entry) in own.entries.sorted(by: { $0.value.line < $1.value.line })
    where !known.contains(key) {
      let close = known.sorted()
        .map { ($0, EditDistance.optimalStringAlignment(Array(key), Array($0), limit: 2)) }
        .filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
      warnings.append(
        .warning(
          at: SourceLocation(path: own.path, line: entry.line, column: 1),
          "'\(key)' is not a word of the theme"
            + (close.map { "; did you mean '\($0)'?" } ?? "; no template uses it")))
    }
    return warnings
  }

  /// The keys a template reads from the words: `nav.archive` for `{{t.nav.archive}}`.
  static func wordKeys(in source: String) -> [String] {
    source.split(separator: "{{", omittingEmptySubsequences: false).dropFirst().compactMap { tag in
      let name = tag.drop { " #^/&{".contains($0) }
      guard name.hasPrefix("t.") else { return nil }
      let key = name.dropFirst(2).prefix { $0.isLetter || $0.isNumber || "._-".contains($0) }
      return key.isEmpty ? nil : String(key)
    }
  }

  /// The folder holding `path`: `.` for a bare name.
  static func parent(of path: String) -> String {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }
}
