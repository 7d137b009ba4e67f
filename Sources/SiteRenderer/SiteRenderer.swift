import DiaryCore
import DiaryFileSystem
import Mustache

/// Makes the bytes of the site's files: pages through the template library, the others as
/// their code makes them.
public struct SiteRenderer: Sendable {
  public let library: TemplateLibrary
  private let rows: RowHTML

  public init(library: TemplateLibrary) {
    self.library = library
    rows = RowHTML(library: library)
  }

  /// A renderer of `site`'s files, with its words put into the templates once (`{{t.…}}`, as
  /// every page's data holds them) instead of looked up on every page: the same bytes.
  public init(library: TemplateLibrary, for site: Site) {
    let words = site.data.context.localization.templateStrings
    self.init(library: library.binding(SiteContext.wordsName, to: words))
  }

  /// The file's bytes, handed to `body` where they lie, with where its fragments lie when it
  /// is made of fragments.
  public func withBytes<T>(
    of file: SiteFile, _ body: (UnsafeRawBufferPointer, FragmentLayout?) throws -> T
  ) throws -> T {
    switch file.content {
    case .page(let template, let context):
      return try library.withRenderedUTF8(template, try context(rows)) { try body($0, nil) }
    case .bytes(let make):
      return try make().withUnsafeBytes { try body($0, nil) }
    case .fragments(let make):
      var bytes: [UInt8] = []
      let layout = make().make { bytes.append(contentsOf: $0) }
      return try bytes.withUnsafeBytes { try body($0, layout) }
    }
  }

  /// Makes the file and writes it as a new file at `path`, unless its bytes are those of
  /// `last` (the file it replaces, and where its fragments lie): then nothing is written. A
  /// fragmented file copies its unchanged fragments from `last`, and is written a piece at a
  /// time. Returns where its fragments lie, and whether it was written.
  public func write(
    _ file: SiteFile, to path: String,
    replacing last: (bytes: UnsafeRawBufferPointer, layout: FragmentLayout?)? = nil
  ) throws -> (layout: FragmentLayout?, isWritten: Bool) {
    guard case .fragments(let make) = file.content else {
      return try withBytes(of: file) { bytes, _ in
        if let last, last.bytes.isSame(as: bytes) { return (nil, false) }
        try FileSystem.writeFile(path, bytes)
        return (nil, true)
      }
    }
    let sink = try FileSink(creating: path)
    // Whether what was made so far is what `last` holds at the same place.
    var isSame = last != nil
    var offset = 0
    let reused = last.flatMap { last in last.layout.map { (last.bytes, $0) } }
    let layout = try make().make(reusing: reused) { piece in
      if isSame, let last {
        isSame =
          offset + piece.count <= last.bytes.count
          && UnsafeRawBufferPointer(rebasing: last.bytes[offset..<(offset + piece.count)])
            .isSame(as: piece)
      }
      offset += piece.count
      try sink.write(piece)
    }
    try sink.close()
    if isSame, let last, offset == last.bytes.count {
      try FileSystem.removeTree(path)
      return (layout, false)
    }
    return (layout, true)
  }

  /// The file's bytes.
  public func bytes(of file: SiteFile) throws -> [UInt8] {
    try withBytes(of: file) { bytes, _ in Array(bytes) }
  }

  /// A page's text.
  public func text(of file: SiteFile) throws -> String {
    try withBytes(of: file) { bytes, _ in String(decoding: bytes, as: UTF8.self) }
  }

  /// Renders every file on every core and keeps nothing: what `diary check` does to find
  /// rendering errors. Throws the first error, in the files' order.
  public func renderAll(_ files: [SiteFile]) throws {
    let results = files.concurrentMap(chunkSize: 8) { file in
      Result { try withBytes(of: file) { _, _ in } }
    }
    for result in results { try result.get() }
  }
}
