import ActivityFiles
import DiaryCore
import DiaryFileSystem

/// One track file a workout names, as read: what identifies its bytes, and what the site shows
/// of it or why it could not be read. A later build takes it from the track cache instead of
/// decoding the file again when its bytes did not change.
struct TrackFile: Sendable {
  /// What reading the file gave.
  enum Outcome: Sendable, Equatable {
    /// The track, and what the decoder worked around (a wrong CRC, a cut file).
    case read(Track, warnings: [String])
    /// Why it could not be read or decoded: an error message.
    case failed(String)
  }

  /// Relative to the journal folder, as `Workout.track` names it.
  var path: String
  var size: Int
  /// Nanoseconds since the epoch.
  var modified: Int
  var content: Fingerprint
  var outcome: Outcome
  /// Whether its bytes were read by this build (not trusted on their size and time).
  var wasRead: Bool
  /// Whether it was decoded by this build (not found in the cache by its bytes).
  var wasDecoded: Bool

  /// The track, when the file was read.
  var track: Track? {
    if case .read(let track, _) = outcome { return track }
    return nil
  }

  /// What its decoder worked around.
  var warnings: [String] {
    if case .read(_, let warnings) = outcome { return warnings }
    return []
  }

  /// Reads and decodes `path` (relative to `journal`), unless `cache` holds the same bytes
  /// summarized with the same trim: trusted without reading when the size and time match and
  /// the file was last changed before the cache's `trustedBefore` (as journal files are),
  /// otherwise found by its content, so a track renamed or copied is not decoded again either.
  static func read(
    _ path: String, journal: String, privacyTrim: Double, cache: TrackCache?
  ) -> TrackFile {
    let fullPath = journal + "/" + path
    let status: FileSystem.Status
    switch FileSystem.status(fullPath) {
    case .success(let found): status = found
    case .failure(let error): return unreadable(path, error)
    }
    if let cache, let cached = cache.byPath[path], cached.size == status.size,
      cached.modified == status.modified, status.modified < cache.trustedBefore
    {
      return cached
    }
    let bytes: [UInt8]
    switch FileSystem.readFile(fullPath) {
    case .success(let read): bytes = read
    case .failure(let error): return unreadable(path, error)
    }
    var content = Fingerprint()
    content.combine(bytes)
    if var file = cache?.byContent[content] {
      file.path = path
      file.size = status.size
      file.modified = status.modified
      file.wasRead = true
      return file
    }
    let outcome: Outcome
    do {
      let activity = try ActivityDecoder.decode(bytes, fileName: path)
      outcome = .read(
        Track(TrackSummary(activity, privacyTrim: privacyTrim)), warnings: activity.warnings)
    } catch {
      outcome = .failed("cannot decode track file '\(path)': \(error)")
    }
    return TrackFile(
      path: path, size: status.size, modified: status.modified, content: content,
      outcome: outcome, wasRead: true, wasDecoded: true)
  }

  private static func unreadable(_ path: String, _ error: FileSystem.Error) -> TrackFile {
    TrackFile(
      path: path, size: 0, modified: 0, content: Fingerprint(),
      outcome: .failed("cannot read track file '\(path)': \(error.message)"), wasRead: true,
      wasDecoded: false)
  }
}
