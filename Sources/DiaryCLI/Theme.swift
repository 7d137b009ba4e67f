import DiaryCore
import DiaryFileSystem
import Mustache
import SiteRenderer

/// The templates and static assets a site is built with: the default theme that travels with
/// the binary, with any file of an override folder taking the place of its namesake.
struct Theme {
  var templates: [TemplateFile] = []
  var assets: [OutputFile] = []
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
      if name.hasSuffix(".mustache") {
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

  /// The folder holding `path`: `.` for a bare name.
  static func parent(of path: String) -> String {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }
}
