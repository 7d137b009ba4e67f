import DiaryCore
import DiaryFileSystem
import Mustache

/// Writes a whole site beside the output folder, then swaps it in: a failed or interrupted build
/// never damages the previous site. It only replaces folders it made itself (marked by a file).
public struct OutputWriter: Sendable {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case notOurs(path: String)
    case io(FileSystem.Error)

    public var description: String {
      switch self {
      case .notOurs(let path):
        "\(path): error: refusing to replace a folder diary did not create; choose an empty or new "
          + "output folder (or add an empty '\(OutputWriter.markerName)' file to it to hand it over)"
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

  private var name: String {
    guard let slash = output.lastIndex(of: "/") else { return output }
    return String(output[output.index(after: slash)...])
  }

  private var staging: String { hiddenSibling("diary-new") }
  private var retired: String { hiddenSibling("diary-old") }

  /// A hidden path beside the output folder: `_site` → `./._site.<suffix>`.
  public func hiddenSibling(_ suffix: String) -> String { "\(parent)/.\(name).\(suffix)" }

  /// Checks that the output folder may be replaced, and clears what an interrupted build left.
  public func prepare() throws(Failure) {
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

  /// Renders the plan's pages and writes them, its exports and `assets` into a fresh folder,
  /// on every core, then swaps it in. Pages are written as soon as they are rendered, so the
  /// site never sits whole in memory; where each page's rows lie goes to `pageLayouts` a few
  /// pages at a time (pages without rows are left out), from any core. Returns where each
  /// export's pieces lie, by path. Throws `Failure` or the first rendering error.
  @discardableResult
  public func write(
    _ plan: SitePlan, renderer: SiteRenderer, assets: [OutputFile],
    pageLayouts: @Sendable ([(path: String, layout: RenderLayout)]) -> Void = { _ in }
  ) throws -> [String: ExportLayout] {
    let paths = plan.exports.map(\.path) + plan.pages.map(\.path) + assets.map(\.path)
    // Each export's layout, set by the worker that wrote them.
    let layouts = Locked<[String: ExportLayout]>([:])
    // Each row is rendered once and copied into the other pages that list it.
    let rows = SharedItems()
    try replace(paths: paths) { staging in
      let pages = plan.pages
      let exports = plan.exports
      // The workout pages, a file per workout in one folder, are written in chunks on one core
      // while the other makes the exports and the other pages (fewer and costlier, so in
      // smaller chunks): two cores creating files in one folder wait for each other.
      let workouts = plan.workoutPages.clamped(to: pages.indices)
      var jobs: [Job] = exports.isEmpty ? [] : [.exports]
      jobs += Self.chunks(of: pages.indices.prefix(upTo: workouts.lowerBound), size: 4)
      jobs += Self.chunks(of: pages.indices.suffix(from: workouts.upperBound), size: 4)
      jobs.append(.assets)
      let workoutJobs = jobs.count..<(jobs.count + (workouts.count + 31) / 32)
      jobs += Self.chunks(of: workouts, size: 32)
      let results = jobs.concurrentMap(keepingApart: workoutJobs) {
        job -> Result<Void, any Error> in
        Result {
          switch job {
          case .exports:
            let written = try Self.write(exports, to: exports.map { Self.joined(staging, $0.path) })
            layouts.withLock { layouts in
              for (export, layout) in zip(exports, written) { layouts[export.path] = layout }
            }
          case .pages(let range):
            // Pages side by side are alike: each is rendered into room for the largest so far.
            var largest = 0
            var made: [(path: String, layout: RenderLayout)] = []
            for page in pages[range] {
              try renderer.withRenderedUTF8(
                page, capacity: largest, reusing: nil, sharing: rows
              ) {
                bytes, layout in
                largest = max(largest, bytes.count)
                try FileSystem.writeFile(Self.joined(staging, page.path), bytes)
                if !layout.items.isEmpty { made.append((page.path, layout)) }
              }
            }
            if !made.isEmpty { pageLayouts(made) }
          case .assets:
            for file in assets {
              try FileSystem.writeFile(Self.joined(staging, file.path), file.bytes)
            }
          }
        }
      }
      for result in results { try result.get() }
    }
    return layouts.withLock { $0 }
  }

  /// A piece of the work of writing a site.
  private enum Job: Sendable {
    case exports
    case pages(Range<Int>)
    case assets
  }

  /// `root/relative`, made in place: once per file of the site, cheaper than interpolated.
  static func joined(_ root: String, _ relative: String) -> String {
    var path = root
    path.reserveCapacity(root.utf8.count + relative.utf8.count + 1)
    path += "/"
    path += relative
    return path
  }

  /// `range` in jobs of `size` pages.
  private static func chunks(of range: Range<Int>, size: Int) -> [Job] {
    stride(from: range.lowerBound, to: range.upperBound, by: size).map { start in
      .pages(start..<min(range.upperBound, start + size))
    }
  }

  /// Writes the exports piece by piece, side by side (a workout's fragment in each file, then
  /// the next workout's: its fields are read from memory once for all the files), and returns
  /// where their pieces lie.
  static func write(_ exports: [ExportFile], to paths: [String]) throws(FileSystem.Error)
    -> [ExportLayout]
  {
    let sinks = try paths.map { path throws(FileSystem.Error) in try FileSink(creating: path) }
    var fragments: [[(key: Fingerprint, length: Int)]] = exports.map { _ in [] }
    for (export, sink) in zip(exports, sinks) { try sink.write(export.header) }
    for index in 0..<(exports.map(\.count).max() ?? 0) {
      for (position, export) in exports.enumerated() where index < export.count {
        let sink = sinks[position]
        if index > 0 { try sink.write(export.separator) }
        let fragment = export.fragment(at: index)
        try sink.write(fragment)
        fragments[position].append((export.fragmentKey(at: index), fragment.count))
      }
    }
    var layouts: [ExportLayout] = []
    for (position, export) in exports.enumerated() {
      try sinks[position].write(export.footer)
      try sinks[position].close()
      layouts.append(
        ExportLayout(
          headerLength: export.header.utf8.count, separator: export.separator,
          footerLength: export.footer.utf8.count, fragments: fragments[position]))
    }
    return layouts
  }

  /// Makes a fresh folder with the parents of `paths`, lets `fill` write into it, marks it as
  /// diary's, and swaps it in place of the output folder.
  private func replace(paths: [String], fill: (_ staging: String) throws -> Void) throws {
    try prepare()
    do throws(FileSystem.Error) {
      try FileSystem.makeFolders(staging)
      // Folders named relative to the site: short strings, mostly one ("workouts").
      var folders: Set<Substring> = [""]
      var last: Substring = ""
      for path in paths {
        // Most paths share their folder with the path before (the workout pages): looked up
        // only when it changes.
        let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
        if folder == last { continue }
        try makeParents(of: path[...], in: staging, known: &folders)
        last = folder
      }
    } catch {
      throw Failure.io(error)
    }
    do {
      try fill(staging)
    } catch let error as FileSystem.Error {
      throw Failure.io(error)
    }
    do throws(FileSystem.Error) {
      try FileSystem.writeFile(Self.joined(staging, Self.markerName), [])
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
