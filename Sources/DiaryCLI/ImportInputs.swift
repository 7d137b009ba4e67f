import ActivityFiles
import DiaryCore
import DiaryFileSystem
import Foundation

/// One activity to import: a recording on disk, or a row of a Strava export (with the
/// recording it names, if any).
struct ImportItem: Sendable {
  enum Origin: Sendable {
    case file(path: String)
    case exportRow(StravaRows, StravaActivity)
  }

  /// What messages name it by: the file's path, `export.zip/activities/123.fit.gz`, or for a
  /// row without a recording `export.zip/activities.csv:5`.
  var label: String
  var origin: Origin

  /// The recording's bytes as stored and its file name, `nil` for a row without one.
  func recording() throws -> (bytes: [UInt8], fileName: String)? {
    switch origin {
    case .file(let path):
      let size = (try? FileSystem.status(path).get().size) ?? 0
      guard size <= Gzip.defaultLimit else {
        throw ActivityFileError(
          "the file has \(size) bytes, more than an activity file can (\(Gzip.defaultLimit))",
          at: .wholeFile)
      }
      switch FileSystem.readFile(path) {
      case .success(let bytes): return (bytes, path)
      case .failure(let error):
        throw ActivityFileError("cannot read the file: \(error.message)", at: .wholeFile)
      }
    case .exportRow(let rows, let activity):
      return try rows.recording(of: activity)
    }
  }

  /// The export's row, for a row.
  var row: StravaActivity? {
    if case .exportRow(_, let activity) = origin { return activity }
    return nil
  }
}

/// A Strava export shared by the workers that decode its rows: the archive is read by one at a
/// time (libzip's archives are not thread-safe).
final class StravaRows: Sendable {
  /// The export's files, only ever touched with the lock held.
  private final class Source: @unchecked Sendable {
    let files: any ActivityFileSource
    init(_ files: any ActivityFileSource) { self.files = files }
  }

  private let source: Locked<Source>
  private let folder: String

  init(_ export: StravaExport) {
    source = Locked(Source(export.source))
    folder = String(export.csvPath.dropLast("activities.csv".count))
  }

  func recording(of activity: StravaActivity) throws -> (bytes: [UInt8], fileName: String)? {
    guard let filename = activity.filename else { return nil }
    let bytes = try source.withLock { source in
      try source.files.contents(of: folder + filename, limit: Gzip.defaultLimit)
    }
    return (bytes, filename)
  }
}

/// What the command line's paths hold: files, folders of files (searched through), Strava
/// exports (a `.zip`, or a folder with an `activities.csv`); in the order given, each folder's
/// files in name order.
struct ImportInputs {
  private(set) var items: [ImportItem] = []
  /// Paths and rows that could not be read.
  private(set) var failures: [Diagnostic] = []
  private(set) var warnings: [Diagnostic] = []

  init(paths: [String]) {
    for path in paths { add(path) }
  }

  private mutating func add(_ path: String) {
    switch FileSystem.status(path) {
    case .failure(let error):
      failures.append(.error(at: .file(path), "cannot read: \(error.message)"))
    case .success(let status) where status.isDirectory:
      if FileSystem.exists(path + "/activities.csv") {
        addExport(path, FolderFileSource(folder: URL(fileURLWithPath: path)))
        return
      }
      let before = items.count
      var visited: Set<FileSystem.Identity> = []
      addFolder(path, identity: status.identity, visited: &visited)
      if items.count == before {
        warnings.append(
          .warning(at: .file(path), "no .fit, .gpx, .tcx or .zip files in this folder"))
      }
    case .success:
      addFile(path)
    }
  }

  /// A Strava export's zip, or an activity file.
  private mutating func addFile(_ path: String) {
    guard path.lowercased().hasSuffix(".zip") else {
      items.append(ImportItem(label: path, origin: .file(path: path)))
      return
    }
    do {
      addExport(path, try ZipArchive(path: path))
    } catch {
      failures.append(.error(at: .file(path), "\(error)"))
    }
  }

  /// The activity files and zips under `folder`, hidden ones and folders seen before left out.
  private mutating func addFolder(
    _ folder: String, identity: FileSystem.Identity, visited: inout Set<FileSystem.Identity>
  ) {
    guard visited.insert(identity).inserted else { return }
    guard case .success(let entries) = FileSystem.listFolder(folder) else {
      failures.append(.error(at: .file(folder), "cannot read the folder"))
      return
    }
    let names = entries.filter { !$0.hasPrefix(".") }.sorted {
      Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
    }
    for name in names {
      let path = folder + "/" + name
      guard case .success(let status) = FileSystem.status(path) else { continue }
      if status.isDirectory {
        addFolder(path, identity: status.identity, visited: &visited)
      } else if ActivityDecoder.format(ofFileName: name).format != nil
        || name.lowercased().hasSuffix(".zip")
      {
        addFile(path)
      }
    }
  }

  private mutating func addExport(_ path: String, _ source: any ActivityFileSource) {
    let export: StravaExport
    do {
      export = try StravaExport(source: source)
    } catch {
      failures.append(.error(at: .file(path), "\(error)"))
      return
    }
    let csv = path + "/" + export.csvPath
    for problem in export.problems {
      failures.append(.error(at: .file(csv), problem.message))
    }
    let rows = StravaRows(export)
    let folder = String(export.csvPath.dropLast("activities.csv".count))
    for activity in export.activities {
      let label = activity.filename.map { "\(path)/\(folder)\($0)" } ?? "\(csv):\(activity.line)"
      items.append(ImportItem(label: label, origin: .exportRow(rows, activity)))
    }
  }
}
