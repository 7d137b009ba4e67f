#if canImport(Glibc)
  import Glibc
#endif

extension TemplateLibrary {
  /// Every `*.mustache` file under `path`, recursively, sorted by name.
  ///
  /// A file's name is its path relative to `path` without `.mustache` (e.g. `partials/item`);
  /// its path is `path` joined with that relative path. Throws `TemplateLoadError`.
  public static func loadFiles(fromDirectory path: String) throws -> [TemplateFile] {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw TemplateLoadError(path: path, message: "templates folder not found")
    }
    let root = path.hasSuffix("/") ? String(path.dropLast()) : path
    let relativePaths: [String]
    do {
      // With a final `/`: the folder is listed even when `path` is a link to it.
      relativePaths = try FolderListing.subpaths(of: root + "/")
    } catch {
      throw TemplateLoadError(path: path, message: "cannot list folder (\(error))")
    }
    var files: [TemplateFile] = []
    for relative in relativePaths where relative.hasSuffix(".mustache") {
      let filePath = root + "/" + relative
      files.append(try loadFile(at: filePath, name: String(relative.dropLast(9))))
    }
    return files.sorted { $0.name < $1.name }
  }

  private static func loadFile(at path: String, name: String) throws -> TemplateFile {
    guard let bytes = contents(ofFile: path) else {
      throw TemplateLoadError(path: path, message: "cannot read file")
    }
    // A byte order mark is not part of the text.
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    guard let source = String(validating: text, as: UTF8.self) else {
      throw TemplateLoadError(path: path, message: "file is not valid UTF-8")
    }
    return TemplateFile(name: name, path: path, source: source)
  }

  /// The bytes of the file at `path`, nil when it cannot be read (or is a folder).
  private static func contents(ofFile path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes.append(contentsOf: buffer[..<count])
    }
  }
}
