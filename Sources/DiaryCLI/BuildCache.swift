import DiaryCore
import DiaryFileSystem
import Mustache
import SiteRenderer

#if canImport(Glibc)
  import Glibc
#endif

/// What `diary build` keeps beside the site for the next build (`._site.diary-cache`): each
/// journal file's parse result with what identifies its bytes and each page's layout (in the
/// records' pack beside it, `RecordPack`), the key of every file of the site, and where each
/// export's fragments lie. With it, a build parses only changed files, renders only pages whose
/// key changed and writes only files whose bytes changed.
struct BuildCache: Sendable {
  /// Bumped whenever what is kept, or how, changes.
  static let format = 10

  /// The settings, theme and `diary` binary the site was built with: any change of them
  /// makes the next build a full one.
  var settings: Fingerprint
  /// The `diary` binary that wrote the cache: the files' records are taken only by the same
  /// one, as another may parse, or fingerprint, workouts differently.
  var binary: Fingerprint
  /// Whether links to other sites were kept in notes when the files were parsed.
  var linksExternalSites: Bool
  /// When the build that wrote the cache started reading the journal, in nanoseconds since the
  /// epoch. A file changed since (or just before: file times can lag the clock, or be kept in
  /// whole seconds) is read again even when its size and time match; see `trustedBefore`.
  var readAt: Int

  /// Files last changed before this are taken on their size and time alone.
  var trustedBefore: Int { readAt - 2_000_000_000 }
  var files: [String: CachedFile]
  /// The cache's bytes.
  let storage: any ByteStorage
  /// Where the files' records lie.
  let pack: RecordPack
  /// The site's keys and the exports' layouts, decoded on another core while the journal is
  /// read.
  let tail: BackgroundTask<Tail>

  /// The part of the cache about the site.
  struct Tail: Sendable {
    var keys = SiteKeys()
    var exports: [String: ExportLayout] = [:]
    var spares: [String: ExportSpares.Spare] = [:]
    /// Each page's layout as the cache keeps it, decoded only for the pages rendered again.
    var pages: [String: ByteSlice] = [:]
    /// The site's folders as the last build left them, when it could stamp them all.
    var folders: FolderStamps?
  }

  /// A page's layout for the next cache: as the last one kept it, or made by this build.
  enum StoredLayout {
    case kept(ByteSlice)
    case made(RenderLayout)
  }

  /// The key of every file of the site the last build wrote; empty if the cache's record of
  /// them is damaged (then every page is rendered and compared with the file on disk).
  var keys: SiteKeys { tail.value.keys }
  var exports: [String: ExportLayout] { tail.value.exports }
  /// The exports' spares the last build kept.
  var spares: [String: ExportSpares.Spare] { tail.value.spares }
  /// The site's folders as the last build left them.
  var folders: FolderStamps? { tail.value.folders }
  /// Where the rows of the site's page at `path` lie in its file; nil when it has none, or
  /// the cache's record of it is damaged.
  func pageLayout(path: String) -> RenderLayout? {
    tail.value.pages[path].flatMap { try? Self.decodePageLayout($0) }
  }

  /// Every page's layout, as kept.
  var storedPageLayouts: [String: StoredLayout] { tail.value.pages.mapValues { .kept($0) } }

  /// How many bytes of the pack the pages' layouts take.
  var layoutBytes: Int { tail.value.pages.values.reduce(0) { $0 + $1.count } }

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

  /// How many workouts the files hold in all.
  var workoutCount: Int { files.values.reduce(0) { $0 + $1.workoutCount } }

  static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }

  /// The pieces of the export at `path` as the last build wrote them, left in the site's file;
  /// nil when the file is gone or not as the cache describes it.
  func exportPieces(path: String, in output: String) -> SiteUpdate.ExportPieces? {
    exports[path].flatMap { SiteUpdate.ExportPieces(layout: $0, path: output + "/" + path) }
  }

  /// The cache at `path`, with its records; nil when there is none, or it or its records
  /// are damaged or of another format.
  static func load(from path: String) -> BuildCache? {
    guard let file = try? MappedFile(path: path),
      let pack = RecordPack.open(RecordPack.path(forCache: path))
    else { return nil }
    return try? decode(file, records: pack)
  }
}

/// The cache is read where it is mapped, not copied.
extension MappedFile: ByteStorage {}
