import DiaryCore
import DiaryFileSystem
import Foundation
import Testing

@testable import SiteRenderer

/// An export rewritten from the last build's file: the fragments it keeps are copied from that
/// file, never read, and the bytes come out exactly as if written whole.
@Suite("Export pieces kept in the last build's file")
struct ExportPiecesTests {
  typealias Pieces = SiteUpdate.ExportPieces

  /// `[a,bb,ccc,dddd]` in a file of a fresh folder, and its layout.
  private func lastBuild() throws -> (folder: URL, layout: ExportLayout) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-pieces-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("[a,bb,ccc,dddd]".utf8).write(to: folder.appendingPathComponent("old.json"))
    let layout = ExportLayout(
      headerLength: 1, separator: ",", footerLength: 1,
      fragments: (1...4).map { (key: Fingerprint(value: UInt64($0)), length: $0) })
    return (folder, layout)
  }

  private func written(_ pieces: Pieces, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("new.json").path
    let sink = try FileSink(creating: path)
    try pieces.write(to: sink)
    try sink.close()
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  private func fragment(_ key: UInt64, _ text: Pieces.Text) -> Pieces.Fragment {
    Pieces.Fragment(key: Fingerprint(value: key), text: text)
  }

  @Test("kept fragments are copied in runs with their separators; new ones are written")
  func rewrite() throws {
    let (folder, layout) = try lastBuild()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try #require(Pieces(layout: layout, path: folder.path + "/old.json"))
    #expect(old.header == "[" && old.footer == "]" && old.fragments.count == 4)
    #expect(try written(old, in: folder) == "[a,bb,ccc,dddd]")

    var edited = old
    edited.fragments[1] = fragment(9, .bytes(Array("XX".utf8)[...]))
    #expect(try written(edited, in: folder) == "[a,XX,ccc,dddd]")

    var reordered = old
    reordered.fragments = [old.fragments[3], old.fragments[2], old.fragments[0]]
    #expect(try written(reordered, in: folder) == "[dddd,ccc,a]")

    var grown = old
    grown.fragments.insert(fragment(8, .bytes(Array("new".utf8)[...])), at: 0)
    grown.footer = "]\n"
    #expect(try written(grown, in: folder) == "[new,a,bb,ccc,dddd]\n")
  }

  @Test("the same text is told apart from other text, kept or in memory")
  func sameText() throws {
    let (folder, layout) = try lastBuild()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try #require(Pieces(layout: layout, path: folder.path + "/old.json"))
    #expect(old.isSameText(as: old))
    var sameBytes = old
    sameBytes.fragments[1] = fragment(2, .bytes(Array("bb".utf8)[...]))
    #expect(sameBytes.isSameText(as: old) && old.isSameText(as: sameBytes))
    var otherBytes = old
    otherBytes.fragments[1] = fragment(2, .bytes(Array("bX".utf8)[...]))
    #expect(!otherBytes.isSameText(as: old))
    var swapped = old
    swapped.fragments.swapAt(0, 1)
    #expect(!swapped.isSameText(as: old))
  }

  @Test("a file gone, or not of the layout's length, gives no pieces")
  func mismatch() throws {
    let (folder, layout) = try lastBuild()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Pieces(layout: layout, path: folder.path + "/missing.json") == nil)
    try Data("[a,bb,ccc,ddd]".utf8).write(to: folder.appendingPathComponent("old.json"))
    #expect(Pieces(layout: layout, path: folder.path + "/old.json") == nil)
  }
}
