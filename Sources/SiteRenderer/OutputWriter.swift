import DiaryFileSystem

/// Writes a whole site beside the output folder, then swaps it in: a failed or interrupted build
/// never damages the previous site. It only replaces folders it made itself (marked by a file).
public struct OutputWriter: Sendable {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case notOurs(path: String)
    case io(FileSystem.Error)

    public var description: String {
      switch self {
      case .notOurs(let path):
        "\(path): error: refusing to replace a folder diary did not create; choose an empty or new "
          + "output folder (or add an empty '\(OutputWriter.markerName)' file to it to hand it over)"
      case .io(let error): error.description
      }
    }
  }

  public static let markerName = ".diary-site"
  public let output: String

  public init(output: String) {
    var trimmed = output
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.output = trimmed
  }

  private var parent: String {
    guard let slash = output.lastIndex(of: "/") else { return "." }
    let head = String(output[..<slash])
    return head.isEmpty ? "/" : head
  }

  private var name: String {
    guard let slash = output.lastIndex(of: "/") else { return output }
    return String(output[output.index(after: slash)...])
  }

  private var staging: String { "\(parent)/.\(name).diary-new" }
  private var retired: String { "\(parent)/.\(name).diary-old" }

  /// Checks that the output folder may be replaced, and clears what an interrupted build left.
  public func prepare() throws(Failure) {
    do throws(FileSystem.Error) {
      if !FileSystem.exists(output) && FileSystem.exists(retired) {
        try FileSystem.rename(retired, output)
      }
    } catch {
      throw .io(error)
    }
    let marker = "\(output)/\(Self.markerName)"
    if FileSystem.exists(output) && !isEmptyFolder(output) && !FileSystem.exists(marker) {
      throw .notOurs(path: output)
    }
    do throws(FileSystem.Error) {
      try FileSystem.removeTree(staging)
      try FileSystem.removeTree(retired)
    } catch {
      throw .io(error)
    }
  }

  /// Writes `files` into a fresh folder and swaps it in place of the output folder.
  public func write(_ files: [OutputFile]) throws(Failure) {
    try prepare()
    do throws(FileSystem.Error) {
      try FileSystem.makeFolders(staging)
      var folders: Set<String> = [staging]
      for file in files + [OutputFile(path: Self.markerName, bytes: [])] {
        let path = "\(staging)/\(file.path)"
        try makeParents(of: path, known: &folders)
        try FileSystem.writeFile(path, file.bytes)
      }
      if FileSystem.exists(output) {
        // One atomic swap where the file system allows: the output is never missing, even for
        // a moment; the old site, now at the staging path, is removed after.
        if try FileSystem.exchange(staging, output) {
          try FileSystem.removeTree(staging)
          return
        }
        try FileSystem.rename(output, retired)
      }
      try FileSystem.rename(staging, output)
      try FileSystem.removeTree(retired)
    } catch {
      throw .io(error)
    }
  }

  private func isEmptyFolder(_ path: String) -> Bool {
    if case .success(let names) = FileSystem.listFolder(path) { return names.isEmpty }
    return false
  }

  private func makeParents(of path: String, known: inout Set<String>) throws(FileSystem.Error) {
    guard let slash = path.lastIndex(of: "/") else { return }
    let folder = String(path[..<slash])
    if known.contains(folder) { return }
    try makeParents(of: folder, known: &known)
    try FileSystem.makeFolder(folder)
    known.insert(folder)
  }
}
