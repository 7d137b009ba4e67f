import DiaryCore
import DiaryFileSystem

/// Copies of the site's exports as earlier builds wrote them, in a folder beside the site
/// (`._site.diary-spares`: never published with it). A build that changes an export writes over
/// the export's spare from the first fragment the two differ in, and renames it into the site,
/// keeping the file it replaces as the next spare. The exports list the oldest workouts first,
/// so a new workout, or an edit of a recent one, rewrites the end of the spare instead of the
/// whole file being copied.
public struct ExportSpares: Sendable {
  public let folder: String

  public init(output: String) {
    folder = OutputWriter(output: output).hiddenSibling("diary-spares")
  }

  /// What a build cache knows of one export's spare.
  public struct Spare: Sendable, Equatable {
    /// How many leading fragments, after the same header, it shares with the site's export.
    public var sharedFragments: Int
    /// Its length in bytes: a spare of another length is not used.
    public var size: Int

    public init(sharedFragments: Int, size: Int) {
      self.sharedFragments = sharedFragments
      self.size = size
    }
  }

  /// Where the spare of the export at `export` (a path in the site) lies.
  public func path(for export: String) -> String {
    folder + "/" + String(export.map { $0 == "/" ? "%" : $0 })
  }

  /// Gives the site's file `file` a second name beside the spare of `export`, to become the
  /// spare once the file is replaced (`settle`); false when it could not.
  func keep(_ file: String, for export: String) -> Bool {
    let next = path(for: export) + ".next"
    do throws(FileSystem.Error) {
      try FileSystem.makeFolders(folder)
      try FileSystem.removeTree(next)
      try FileSystem.link(file, next)
      return true
    } catch {
      return false
    }
  }

  /// Makes the file `keep` named the spare of `export`; when it could not keep one, removes
  /// the spare there was (the cache's account of it no longer holds).
  func settle(_ export: String, kept: Bool) throws(FileSystem.Error) {
    let spare = path(for: export)
    if kept {
      try FileSystem.rename(spare + ".next", spare)
    } else {
      try FileSystem.removeTree(spare)
    }
  }

  /// Removes every spare: after a build that keeps none (a full one), none of them is known.
  public func removeAll() throws(FileSystem.Error) {
    try FileSystem.removeTree(folder)
  }
}
