import DiaryCore
import DiaryFileSystem
import Mustache

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a whole site beside the output folder, then swaps it in: a failed or interrupted build
/// never damages the previous site. It only replaces folders it made itself (marked by a file).
public struct OutputWriter: Sendable {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case notOurs(path: String)
    /// The folder holding the output cannot be written in: `parent`, `output`, why.
    case parentNotWritable(parent: String, output: String, reason: String)
    case io(FileSystem.Error)

    public var description: String {
      switch self {
      case .notOurs(let path):
        "\(path): error: refusing to replace a folder diary did not create; choose an empty or new "
          + "output folder (or add an empty '\(OutputWriter.markerName)' file to it to hand it over)"
      case .parentNotWritable(let parent, let output, let reason):
        "\(parent): error: cannot write in this folder (\(reason)): diary builds the site "
          + "beside '\(output)' and swaps it in, and keeps its cache there (hidden "
          + "'.\(OutputWriter(output: output).name).diary-*' entries); make the folder writable "
          + "for this user, or build elsewhere and copy: "
          + "diary build --output _site && rsync -a --delete _site/ \(output)/"
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

  fileprivate var name: String {
    guard let slash = output.lastIndex(of: "/") else { return output }
    return String(output[output.index(after: slash)...])
  }

  private var staging: String { hiddenSibling("diary-new") }
  private var retired: String { hiddenSibling("diary-old") }

  /// A hidden path beside the output folder: `_site` → `./._site.<suffix>`.
  public func hiddenSibling(_ suffix: String) -> String { "\(parent)/.\(name).\(suffix)" }

  /// Checks that the output folder may be replaced and that its parent folder can be written
  /// in, and clears what an interrupted build left.
  public func prepare() throws(Failure) {
    // Tried for real (access(2) says yes to root even on a read-only file system): the new site
    // is staged there, so nothing is rendered before it is known to work.
    do throws(FileSystem.Error) {
      try FileSystem.makeFolders(parent)
      try FileSystem.makeFolder(staging)
      try FileSystem.removeTree(staging)
    } catch {
      guard [EACCES, EPERM, EROFS].contains(error.code) else { throw .io(error) }
      throw .parentNotWritable(parent: parent, output: output, reason: error.message)
    }
    do throws(FileSystem.Error) {
      if !FileSystem.exists(output) && FileSystem.exists(retired) {
        try FileSystem.rename(retired, output)
      }
    } catch {
      throw .io(error)
    }
    do throws(FileSystem.Error) {
      // An update in place killed while committing is finished first.
      try SiteCommit(output: output).recover()
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

  /// Makes every file of the site and writes it into a fresh folder, on every core, then swaps
  /// the folder in. Files are written as soon as they are made, and each file (with its page's
  /// input) is let go once written, so neither the site nor its inputs sit whole in memory.
  /// Returns each file's key, in the files' order, and where the fragments of each fragmented
  /// file lie, by path. Throws `Failure` or the first rendering error.
  public func write(_ files: consuming [SiteFile], renderer: SiteRenderer) throws
    -> (keys: [Fingerprint], layouts: [String: FragmentLayout])
  {
    let paths = files.map(\.path)
    let pending = Slots(consume files)
    var keys: [Fingerprint] = []
    var layouts: [String: FragmentLayout] = [:]
    try replace(paths: paths) { staging in
      // The workout pages, a file per workout in one folder, are written on one core while the
      // other writes the rest: two cores creating files in one folder wait for each other.
      let results = Array(paths.indices).concurrentMap(lanes: {
        paths[$0].hasPrefix("workouts/")
      }) { index in
        Result { () throws -> (key: Fingerprint, layout: FragmentLayout?) in
          let file = pending.take(index)
          let made = try renderer.write(file, to: staging + "/" + file.path)
          return (file.key, made.layout)
        }
      }
      for (path, result) in zip(paths, results) {
        let made = try result.get()
        keys.append(made.key)
        if let layout = made.layout { layouts[path] = layout }
      }
    }
    return (keys, layouts)
  }

  /// Makes a fresh folder with the parents of `paths`, lets `fill` write into it, marks it as
  /// diary's, and swaps it in place of the output folder.
  private func replace(paths: [String], fill: (_ staging: String) throws -> Void) throws {
    try prepare()
    do throws(FileSystem.Error) {
      try FileSystem.makeFolders(staging)
      // Folders named relative to the site: a few, each made once.
      var folders: Set<Substring> = [""]
      for path in paths { try makeParents(of: path[...], in: staging, known: &folders) }
    } catch {
      throw Failure.io(error)
    }
    do {
      try fill(staging)
    } catch let error as FileSystem.Error {
      throw Failure.io(error)
    }
    do throws(FileSystem.Error) {
      try FileSystem.writeFile(staging + "/" + Self.markerName, [])
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
      throw Failure.io(error)
    }
  }

  private func isEmptyFolder(_ path: String) -> Bool {
    if case .success(let names) = FileSystem.listFolder(path) { return names.isEmpty }
    return false
  }

  private func makeParents(of path: Substring, in root: String, known: inout Set<Substring>)
    throws(FileSystem.Error)
  {
    let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
    if known.contains(folder) { return }
    try makeParents(of: folder, in: root, known: &known)
    try FileSystem.makeFolder(root + "/" + folder)
    known.insert(folder)
  }
}
