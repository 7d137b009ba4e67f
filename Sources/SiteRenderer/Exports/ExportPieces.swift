import DiaryCore
import DiaryFileSystem

#if canImport(Glibc)
  import Glibc
#endif

extension SiteUpdate {
  /// An export as written: its header, its fragments in order with their keys, its footer.
  /// A fragment is either bytes in memory or the text of a fragment of the last build's file,
  /// kept there: an update copies those from file to file, never reading them.
  public struct ExportPieces: Sendable {
    var header: String
    var separator: String
    var footer: String
    var fragments: [Fragment]
    /// The last build's file, open, when some fragments are kept in it.
    let file: KeptFile?

    struct Fragment: Sendable {
      var key: Fingerprint
      var text: Text

      var length: Int {
        switch text {
        case .bytes(let bytes): bytes.count
        case .kept(_, let range): range.count
        }
      }
    }

    enum Text: Sendable {
      /// UTF-8 bytes in memory.
      case bytes(ArraySlice<UInt8>)
      /// The `index`th fragment of the kept file, at `range` in it.
      case kept(index: Int, range: Range<Int>)
    }

    /// An export file as the last build wrote it, with its separator (what lies between two
    /// fragments kept in it).
    final class KeptFile: Sendable {
      let file: OpenFile
      let separator: String

      init(file: OpenFile, separator: String) {
        self.file = file
        self.separator = separator
      }
    }

    init(header: String, separator: String, footer: String, fragments: [Fragment], file: KeptFile?)
    {
      self.header = header
      self.separator = separator
      self.footer = footer
      self.fragments = fragments
      self.file = file
    }

    /// Where the pieces lie in the file, without their text: what a build cache keeps.
    public var layout: ExportLayout {
      ExportLayout(
        headerLength: header.utf8.count, separator: separator,
        footerLength: footer.utf8.count,
        fragments: fragments.map { (key: $0.key, length: $0.length) })
    }

    /// The export file at `path` in pieces as `layout` describes them, its fragments left in
    /// the file; nil when there is no such file or it has not the layout's length.
    public init?(layout: ExportLayout, path: String) {
      guard let file = try? OpenFile(path: path) else { return nil }
      let separator = layout.separator.utf8.count
      let body = layout.fragments.reduce(0) { $0 + $1.length }
      let total =
        layout.headerLength + body + separator * max(0, layout.fragments.count - 1)
        + layout.footerLength
      guard total == file.size,
        case .success(let head) = file.read(0..<layout.headerLength),
        case .success(let foot) = file.read((total - layout.footerLength)..<total),
        head.count == layout.headerLength, foot.count == layout.footerLength
      else { return nil }
      header = String(decoding: head, as: UTF8.self)
      footer = String(decoding: foot, as: UTF8.self)
      self.separator = layout.separator
      var offset = layout.headerLength
      fragments = []
      fragments.reserveCapacity(layout.fragments.count)
      for (index, fragment) in layout.fragments.enumerated() {
        if index > 0 { offset += separator }
        let range = offset..<(offset + fragment.length)
        fragments.append(Fragment(key: fragment.key, text: .kept(index: index, range: range)))
        offset += fragment.length
      }
      self.file = KeptFile(file: file, separator: layout.separator)
    }

    /// Whether the two give the same bytes.
    func isSameText(as other: ExportPieces) -> Bool {
      // From the end, where the newest workouts are, and most changes.
      header == other.header && separator == other.separator && footer == other.footer
        && fragments.count == other.fragments.count
        && fragments.indices.reversed().allSatisfy { index in
          switch (fragments[index].text, other.fragments[index].text) {
          case (.bytes(let mine), .bytes(let theirs)): mine == theirs
          case (.kept(let mine, _), .kept(let theirs, _)):
            mine == theirs && file === other.file
          case (.bytes(let bytes), .kept(_, let range)):
            other.file?.file.read(range).map { $0[...] == bytes } == .success(true)
          case (.kept(_, let range), .bytes(let bytes)):
            file?.file.read(range).map { $0[...] == bytes } == .success(true)
          }
        }
    }

    /// How many bytes the pieces make.
    var size: Int { offset(after: fragments.count) + footer.utf8.count }

    /// How many leading fragments are those of `old` at the same place (equal keys, equal
    /// bytes), after the same header: the two files' bytes are the same up to the end of the
    /// last of them. Nil when the header or the separator differs.
    func sharedFragments(with old: ExportPieces) -> Int? {
      guard header == old.header, separator == old.separator else { return nil }
      var count = 0
      while count < min(fragments.count, old.fragments.count),
        fragments[count].key == old.fragments[count].key
      {
        count += 1
      }
      return count
    }

    /// Where the bytes after the first `count` fragments start.
    func offset(after count: Int) -> Int {
      header.utf8.count + fragments[..<count].reduce(0) { $0 + $1.length }
        + separator.utf8.count * max(0, count - 1)
    }

    /// Writes the pieces into `sink`: a run of fragments that follow each other in the kept
    /// file is copied from it at once, with the separators between them.
    func write(to sink: FileSink) throws(FileSystem.Error) {
      try sink.write(header)
      try write(to: sink, from: 0)
    }

    /// Writes what follows the header and the fragments before the `start`th into `sink`.
    func write(to sink: FileSink, from start: Int) throws(FileSystem.Error) {
      var index = start
      while index < fragments.count {
        if index > 0 { try sink.write(separator) }
        switch fragments[index].text {
        case .bytes(let bytes):
          try sink.write(bytes)
          index += 1
        case .kept(let first, let range):
          guard let file else { throw FileSystem.Error(path: sink.path, errno: EBADF) }
          var end = range.upperBound
          var next = index + 1
          while file.separator == separator, next < fragments.count,
            case .kept(let kept, let range) = fragments[next].text, kept == first + next - index
          {
            end = range.upperBound
            next += 1
          }
          try sink.copy(range.lowerBound..<end, of: file.file)
          index = next
        }
      }
      try sink.write(footer)
    }
  }

  /// Writes the export over its spare, which shares its first `shared` fragments with it (and
  /// the header), from there on; nil when the spare is not there as the cache knows it.
  static func stage(
    _ pieces: ExportPieces, over spare: ExportSpares.Spare, sharing shared: Int,
    as path: String, in commit: SiteCommit
  ) throws(FileSystem.Error) -> SiteCommit.Staged? {
    let file = commit.spares.path(for: path)
    let offset = pieces.offset(after: shared)
    guard FileSystem.fileSize(file) == spare.size, offset <= spare.size else { return nil }
    let sink = try FileSink(overwriting: file, from: offset)
    try pieces.write(to: sink, from: shared)
    try sink.close()
    return SiteCommit.Staged(
      temporary: SiteFiles.temporaryPath(for: path), path: path, spare: .writtenOver)
  }

  /// Writes the export beside its place in the site, piece by piece.
  static func stage(
    _ pieces: ExportPieces, as path: String, in commit: SiteCommit,
    spare: SiteCommit.SpareUse = .none
  ) throws(FileSystem.Error) -> SiteCommit.Staged {
    let staged = SiteCommit.Staged(
      temporary: SiteFiles.temporaryPath(for: path), path: path, spare: spare)
    let sink = try FileSink(creating: commit.output + "/" + staged.temporary)
    try pieces.write(to: sink)
    try sink.close()
    return staged
  }

  /// The export in pieces, the fragments of unchanged workouts taken from `old`.
  static func pieces(of export: ExportFile, reusing old: ExportPieces?) -> ExportPieces {
    // One export per job: the jobs already keep both cores busy.
    let keys = (0..<export.count).map { export.fragmentKey(at: $0) }
    let kept = old?.fragments ?? []
    // Most fragments sit where they sat (an edit moves none), or where they sat shifted by the
    // change in count (an addition or a removal shifts the rest): looked up there first. Only
    // when many miss both (workouts reordered) are the old ones indexed by key; an edited
    // workout's fragment, found nowhere, is made again.
    let shift = kept.count - keys.count
    var byKey: [Fingerprint: ExportPieces.Text]?
    var misses = 0
    let fragments = keys.indices.map { index -> ExportPieces.Fragment in
      let key = keys[index]
      if index < kept.count, kept[index].key == key { return kept[index] }
      let shifted = index + shift
      if shift != 0, kept.indices.contains(shifted), kept[shifted].key == key {
        return kept[shifted]
      }
      misses += 1
      if misses > 64 {
        if byKey == nil {
          byKey = Dictionary(kept.map { ($0.key, $0.text) }) { first, _ in first }
        }
        if let text = byKey?[key] { return ExportPieces.Fragment(key: key, text: text) }
      }
      return ExportPieces.Fragment(key: key, text: .bytes(export.fragment(at: index)[...]))
    }
    return ExportPieces(
      header: export.header, separator: export.separator, footer: export.footer,
      fragments: fragments, file: old?.file)
  }
}
