import ActivityFiles
import DiaryCore
import DiaryFileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// What the journal's entries were imported from, to skip reading and decoding it again (a
/// watch's folder is imported whole after every run): the providers' ids of their `source:`
/// fields, and the recordings their `track:` fields name, known by content (the CRC-32 and
/// size in each gzip trailer, then compared byte for byte).
struct KnownRecordings: Sendable {
  private struct Content: Hashable {
    var crc: UInt32
    var size: UInt32
  }

  private var ids: Set<String> = []
  private var tracks: [Content: [String]] = [:]

  init(journal: String, workouts: [Workout]) {
    for workout in workouts {
      if let source = ActivitySource(of: workout), let id = source.id {
        ids.insert(source.provider + " " + id)
      }
      if let track = workout.track, !track.hasPrefix("/"), !track.contains(".."),
        let trailer = Self.trailer(journal + "/" + track)
      {
        tracks[trailer, default: []].append(journal + "/" + track)
      }
    }
  }

  /// Whether an export's row is one the journal has (by its id).
  func knows(_ row: StravaActivity) -> Bool { ids.contains("strava " + row.id) }

  /// Whether a recording (its bytes as stored) is one an entry's `track:` holds.
  func knows(recording bytes: [UInt8]) -> Bool {
    guard !tracks.isEmpty else { return false }
    let isGzip = Gzip.isGzip(bytes)
    let key =
      Gzip.trailer(bytes).map { Content(crc: $0.crc, size: $0.size) }
      ?? Content(crc: Gzip.crc32(bytes), size: UInt32(truncatingIfNeeded: bytes.count))
    for path in tracks[key] ?? [] {
      guard case .success(let stored) = FileSystem.readFile(path) else { continue }
      if isGzip ? stored == bytes : (try? Gzip.decompress(stored)) == bytes { return true }
    }
    return false
  }

  /// The trailer of the gzip file at `path`, read alone.
  private static func trailer(_ path: String) -> Content? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 8)
    let end = lseek(descriptor, 0, SEEK_END)
    guard end >= 18, pread(descriptor, &bytes, 8, end - 8) == 8 else { return nil }
    func word(_ at: Int) -> UInt32 {
      (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) }
    }
    return Content(crc: word(0), size: word(4))
  }
}
