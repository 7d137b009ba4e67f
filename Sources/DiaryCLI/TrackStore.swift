import ActivityFiles
import DiaryCore
import DiaryFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps imported recordings under the journal, gzipped, so that the journal alone rebuilds
/// the site: `tracks/2019/2019-09-07-morning-run.fit.gz`. A name taken by a different file gets
/// `-2`, `-3`, …; a file with the very same bytes is the same recording, kept as it is. A file
/// is never replaced.
struct TrackStore {
  let journal: String
  /// Names handed out in this run.
  private var given: Set<String> = []

  init(journal: String) { self.journal = journal }

  /// The recording's bytes as they are kept: gzip as given, anything else compressed.
  static func stored(_ bytes: [UInt8]) -> [UInt8] {
    Gzip.isGzip(bytes) ? bytes : Gzip.compress(bytes)
  }

  /// The path, relative to the journal, for a recording kept as `bytes`, and whether a file
  /// with those bytes is there already (`nil` bytes: any file there is another one).
  mutating func place(
    _ bytes: [UInt8]?, date: LocalDate, name: String, format: ActivityFormat
  ) -> (path: String, isThere: Bool) {
    let base = "tracks/\(date.year)/\(date)-\(Slug.make(name, fallback: "activity"))"
    var number = 1
    while true {
      let path = base + (number == 1 ? "" : "-\(number)") + ".\(format.rawValue).gz"
      number += 1
      guard !given.contains(path) else { continue }
      let full = journal + "/" + path
      if FileSystem.exists(full) {
        guard case .success(let existing) = FileSystem.readFile(full), existing == bytes else {
          continue
        }
        given.insert(path)
        return (path, true)
      }
      given.insert(path)
      return (path, false)
    }
  }

  /// Writes `bytes` at `path` (relative to the journal), never over a file: a hidden
  /// temporary file beside it gets the name by a hard link, so the name shows a complete file
  /// or none, and a run stopped half way leaves nothing a build or an import reads.
  func write(_ bytes: [UInt8], to path: String) throws(FileSystem.Error) {
    let folder = journal + "/" + path.split(separator: "/").dropLast().joined(separator: "/")
    let name = path.split(separator: "/").last.map(String.init) ?? path
    try FileSystem.makeFolders(folder)
    let temporary = "\(folder)/.\(name).\(getpid())"
    try FileSystem.writeFile(temporary, bytes)
    defer { unlink(temporary) }
    try FileSystem.link(temporary, "\(folder)/\(name)")
  }

  /// Removes a recording written by this run (its entry could not be added).
  func remove(_ path: String) { unlink(journal + "/" + path) }
}
