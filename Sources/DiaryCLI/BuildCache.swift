import DiaryCore
import DiaryFileSystem
import SiteRenderer

#if canImport(Glibc)
  import Glibc
#endif

/// What `diary build` keeps beside the site for the next build (`._site.diary-cache`): each
/// journal file's parse result with what identifies its bytes, and the key of every file of
/// the site. With it, the next build parses only the files that changed, renders only the
/// files whose key changed, and writes only those whose bytes changed.
struct BuildCache: Sendable {
  /// Bumped whenever what is kept, or how, changes.
  static let format = 14

  /// The settings, theme and `diary` binary the site was built with: any change of them
  /// makes the next build a full one.
  var settings: Fingerprint
  /// The `diary` binary that wrote the cache: the files' records are taken only by the same
  /// one, as another may parse workouts differently.
  var binary: Fingerprint
  /// The fingerprint of the parse options the files were parsed with (`ParseOptions`: links
  /// to other sites, the journal's language).
  var parsing: Fingerprint
  /// When the build that wrote the cache started reading the journal, in nanoseconds since the
  /// epoch. A file changed since (or just before: file times can lag the clock, or be kept in
  /// whole seconds) is read again even when its size and time match; see `trustedBefore`.
  var readAt: Int
  /// Each journal file as last parsed, by path.
  var files: [String: CachedFile]
  /// The key of every file of the site the last build wrote.
  var keys: [String: Fingerprint]
  /// Where the fragments of each of its fragmented files (the exports) lie, by path.
  var layouts: [String: FragmentLayout]

  /// Files last changed before this are taken on their size and time alone.
  var trustedBefore: Int { readAt - 2_000_000_000 }

  /// Where the cache of the site at `output` is kept.
  static func path(forOutput output: String) -> String {
    OutputWriter(output: output).hiddenSibling("diary-cache")
  }

  /// The fingerprint of what, besides the journal, decides every byte of the site.
  static func settings(config: SiteConfig, theme: Theme) -> Fingerprint {
    var print = config.fingerprint
    print.combine(format)
    for template in theme.templates {
      print.combine(template.name)
      print.combine(template.source)
    }
    for asset in theme.assets {
      print.combine(asset.path)
      print.combine(asset.bytes)
    }
    for file in (theme.defaultStrings.values.sorted { $0.path < $1.path })
      + (theme.overrideStrings.values.sorted { $0.path < $1.path })
    {
      print.combine(file.path)
      for (key, value) in file.values.sorted(by: { $0.key < $1.key }) {
        print.combine(key)
        print.combine(value)
      }
    }
    // Another version of diary may render differently: its binary is part of the settings.
    print.combine(runningBinary)
    return print
  }

  /// What identifies the running `diary` binary: its size and time, looked up once.
  static let runningBinary: Fingerprint = {
    var print = Fingerprint()
    if case .success(let binary) = FileSystem.status("/proc/self/exe") {
      print.combine(binary.size)
      print.combine(binary.modified)
    }
    return print
  }()

  /// Removes what earlier versions of diary kept beside the site at `output` and this one
  /// does not read: the cache's separate records and the exports' spare copies.
  static func removeLeftovers(forOutput output: String) {
    let writer = OutputWriter(output: output)
    try? FileSystem.removeTree(writer.hiddenSibling("diary-cache") + ".records")
    try? FileSystem.removeTree(writer.hiddenSibling("diary-spares"))
  }

  static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }

  /// The cache at `path`; nil when there is none, or it is damaged or of another format.
  static func load(from path: String) -> BuildCache? {
    guard let file = try? MappedFile(path: path) else { return nil }
    return try? decode(file)
  }

  /// Writes the cache for the site just built from `files` (`settings`, when the journal
  /// began to be read: `readAt`) with the key of each of its files, beside its place, and
  /// renames it into place: a cache is either whole or missing.
  static func write(
    to path: String, settings: Fingerprint, parsing: Fingerprint, readAt: Int,
    files: [ParsedFile], keys: [(path: String, key: Fingerprint)],
    layouts: [String: FragmentLayout]
  ) throws(FileSystem.Error) {
    let temporary = path + ".tmp"
    let sink = try FileSink(creating: temporary)
    try write(
      into: sink, settings: settings, parsing: parsing, readAt: readAt,
      files: files, keys: keys, layouts: layouts)
    try sink.close()
    try FileSystem.rename(temporary, path)
  }
}

/// The cache is read where it is mapped, not copied.
extension MappedFile: ByteStorage {}
