import Foundation

extension TemplateLibrary {
  /// Every `*.mustache` file under `path`, recursively, sorted by name.
  ///
  /// A file's name is its path relative to `path` without `.mustache` (e.g. `partials/row`);
  /// its path is `path` joined with that relative path. Throws `TemplateLoadError`.
  public static func loadFiles(fromDirectory path: String) throws -> [TemplateFile] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw TemplateLoadError(path: path, message: "templates folder not found")
    }
    let relativePaths: [String]
    do {
      relativePaths = try manager.subpathsOfDirectory(atPath: path)
    } catch {
      throw TemplateLoadError(path: path, message: "cannot list folder (\(error))")
    }
    let root = path.hasSuffix("/") ? String(path.dropLast()) : path
    var files: [TemplateFile] = []
    for relative in relativePaths where relative.hasSuffix(".mustache") {
      let filePath = root + "/" + relative
      files.append(try loadFile(at: filePath, name: String(relative.dropLast(9))))
    }
    return files.sorted { $0.name < $1.name }
  }

  private static func loadFile(at path: String, name: String) throws -> TemplateFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TemplateLoadError(path: path, message: "cannot read file")
    }
    guard let source = String(data: data, encoding: .utf8) else {
      throw TemplateLoadError(path: path, message: "file is not valid UTF-8")
    }
    return TemplateFile(name: name, path: path, source: source)
  }
}
