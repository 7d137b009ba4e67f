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
  /// The exports' spares, beside the output folder too.
  public let spares: ExportSpares

  public init(output: String) {
    self.output = output
    log = OutputWriter(output: output).hiddenSibling("diary-commit")
    spares = ExportSpares(output: output)
  }

  /// A file written beside its place, or over its export's spare, to be renamed over it.
  /// Paths relative to the site.
  public struct Staged: Sendable {
    public var temporary: String
    public var path: String
    public var spare = SpareUse.none

    public init(temporary: String, path: String, spare: SpareUse = .none) {
      self.temporary = temporary
      self.path = path
      self.spare = spare
    }
  }

  /// How a staged export goes with its spare (`ExportSpares`).
  public enum SpareUse: Int, Sendable {
    /// No spare: the file it replaces is gone.
    case none
    /// Written beside its place; the file it replaces is kept as the spare.
    case keep
    /// Written over the spare, which is renamed into place; the file it replaces is kept as
    /// the next spare.
    case writtenOver
  }

  /// Writes `bytes` beside `path` (relative to the site), making its folders.
  public func stage(_ path: String, bytes: [UInt8]) throws(FileSystem.Error) -> Staged {
    try bytes.withUnsafeBytes { raw in
      Result { () throws(FileSystem.Error) in try stage(path, bytes: raw) }
    }.get()
  }

  /// Writes `bytes` beside `path` (relative to the site), making its folders.
  public func stage(_ path: String, bytes: UnsafeRawBufferPointer) throws(FileSystem.Error)
    -> Staged
  {
    let staged = Staged(temporary: SiteFiles.temporaryPath(for: path), path: path)
    if let slash = path.lastIndex(of: "/") {
      try FileSystem.makeFolders(output + "/" + path[..<slash])
    }
    try FileSystem.writeFile(output + "/" + staged.temporary, bytes)
    return staged
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
      writer.write(file.spare.rawValue)
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
      let source =
        file.spare == .writtenOver
        ? spares.path(for: file.path) : output + "/" + file.temporary
      // Renamed already, when a killed commit is finished.
      guard FileSystem.exists(source) else { continue }
      let target = output + "/" + file.path
      let keeps = file.spare != .none
      let kept = keeps && spares.keep(target, for: file.path)
      try FileSystem.rename(source, target)
      if keeps { try spares.settle(file.path, kept: kept) }
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
      guard let spare = SpareUse(rawValue: try reader.int()) else { throw BinaryReader.Damaged() }
      staged.append(Staged(temporary: temporary, path: path, spare: spare))
    }
    var removals: [String] = []
    for _ in 0..<(try reader.count()) { removals.append(try reader.string()) }
    return (staged, removals)
  }
}
