import DiaryCore
import DiaryFileSystem

/// Changes to a built site made as one step that survives being killed. Every new file is
/// first written beside its place (hidden, `.name.diary-tmp`); then a log of the renames and
/// removals to make is written beside the site, they are made, and the log is removed. A build
/// killed before the log exists leaves the old site (and hidden files the next build clears);
/// one killed after is finished by the next build (`recover`), from the log.
public struct SiteCommit: Sendable {
  public let output: String
  /// Beside the output folder: `._site.diary-commit`.
  public let log: String

  public init(output: String) {
    self.output = output
    log = OutputWriter(output: output).hiddenSibling("diary-commit")
  }

  /// A file written beside its place, to be renamed over it. Paths relative to the site.
  public struct Staged: Sendable, Equatable {
    public var temporary: String
    public var path: String
  }

  /// Where a new file for `path` (relative to the site) is written before it is renamed over
  /// it: beside it, its folders made.
  public func place(for path: String) throws(FileSystem.Error) -> Staged {
    if let slash = path.lastIndex(of: "/") {
      try FileSystem.makeFolders(output + "/" + path[..<slash])
    }
    return Staged(temporary: SiteFiles.temporaryPath(for: path), path: path)
  }

  /// Writes `bytes` beside `path` (relative to the site), making its folders.
  public func stage(_ path: String, bytes: UnsafeRawBufferPointer) throws(FileSystem.Error)
    -> Staged
  {
    let staged = try place(for: path)
    try FileSystem.writeFile(output + "/" + staged.temporary, bytes)
    return staged
  }

  /// Writes `bytes` beside `path` (relative to the site), making its folders.
  public func stage(_ path: String, bytes: [UInt8]) throws(FileSystem.Error) -> Staged {
    try bytes.withUnsafeBytes { raw in
      Result { () throws(FileSystem.Error) in try stage(path, bytes: raw) }
    }.get()
  }

  /// Renames the staged files into place and removes `removals`, as one logged step.
  public func commit(_ staged: [Staged], removing removals: [String]) throws(FileSystem.Error) {
    guard !staged.isEmpty || !removals.isEmpty else { return }
    try writeLog(staged, removals)
    try apply(staged, removals)
    try FileSystem.removeTree(log)
  }

  /// The log of a commit, written whole under another name and renamed into place.
  func writeLog(_ staged: [Staged], _ removals: [String]) throws(FileSystem.Error) {
    var writer = BinaryWriter()
    writer.write(staged.count)
    for file in staged {
      writer.write(file.temporary)
      writer.write(file.path)
    }
    writer.write(removals.count)
    for path in removals { writer.write(path) }
    let temporary = log + ".tmp"
    try FileSystem.writeFile(temporary, writer.bytes)
    try FileSystem.rename(temporary, log)
  }

  /// Finishes a commit a killed build left logged; does nothing when there is none.
  public func recover() throws(FileSystem.Error) {
    try FileSystem.removeTree(log + ".tmp")
    guard case .success(let bytes) = FileSystem.readFile(log) else { return }
    var reader = BinaryReader(bytes)
    if let (staged, removals) = try? Self.decode(&reader) {
      try apply(staged, removals)
    }
    try FileSystem.removeTree(log)
  }

  private func apply(_ staged: [Staged], _ removals: [String]) throws(FileSystem.Error) {
    for file in staged {
      let source = output + "/" + file.temporary
      // Renamed already, when a killed commit is finished.
      guard FileSystem.exists(source) else { continue }
      try FileSystem.rename(source, output + "/" + file.path)
    }
    for path in removals { try SiteFiles.remove(path, in: output) }
  }

  private static func decode(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) -> (
    [Staged], [String]
  ) {
    var staged: [Staged] = []
    for _ in 0..<(try reader.count()) {
      let temporary = try reader.string()
      let path = try reader.string()
      staged.append(Staged(temporary: temporary, path: path))
    }
    var removals: [String] = []
    for _ in 0..<(try reader.count()) { removals.append(try reader.string()) }
    return (staged, removals)
  }
}
