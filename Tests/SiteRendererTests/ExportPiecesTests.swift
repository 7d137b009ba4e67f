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

  /// The last build's export as `w.json` in a site folder (`site`) of a fresh folder.
  private func siteWithLastBuild() throws -> (folder: URL, layout: ExportLayout, site: String) {
    let (folder, layout) = try lastBuild()
    let site = folder.path + "/site"
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: folder.path + "/old.json", toPath: site + "/w.json")
    return (folder, layout, site)
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

  @Test("the fragments shared with the last file are those kept at their place, from the start")
  func shared() throws {
    let (folder, layout) = try lastBuild()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try #require(Pieces(layout: layout, path: folder.path + "/old.json"))
    #expect(old.sharedFragments(with: old) == 4)
    var edited = old
    edited.fragments[2] = fragment(9, .bytes(Array("XXX".utf8)[...]))
    #expect(edited.sharedFragments(with: old) == 2)
    var grown = old
    grown.fragments.append(fragment(8, .bytes(Array("e".utf8)[...])))
    #expect(grown.sharedFragments(with: old) == 4)
    var swapped = old
    swapped.fragments.swapAt(0, 1)
    #expect(swapped.sharedFragments(with: old) == 0)
    var otherHeader = old
    otherHeader.header = "{"
    #expect(otherHeader.sharedFragments(with: old) == nil)
    // Pieces in memory (as `diary serve` keeps them) compare by key too.
    let inMemory = Pieces(
      header: "[", separator: ",", footer: "]",
      fragments: [fragment(1, .bytes(Array("a".utf8)[...])), fragment(7, .bytes([]))], file: nil)
    #expect(inMemory.sharedFragments(with: old) == 1)
    #expect(edited.offset(after: 2) == "[a,bb".utf8.count)
    #expect(edited.size == "[a,bb,XXX,dddd]".utf8.count)
  }

  @Test("an export is written over its spare from where they differ; the commit keeps the old file")
  func writtenOverSpare() throws {
    // The site holds the last build's export; its spare, the one before, shares two fragments
    // with it (its first bytes differ from the site's on purpose: they are never written).
    let (folder, layout, site) = try siteWithLastBuild()
    defer { try? FileManager.default.removeItem(at: folder) }
    let commit = SiteCommit(output: site)
    let sparePath = commit.spares.path(for: "w.json")
    try FileManager.default.createDirectory(
      atPath: commit.spares.folder, withIntermediateDirectories: true)
    try Data("[A,BB,cXc,dddd]".utf8).write(to: URL(fileURLWithPath: sparePath))
    let spare = ExportSpares.Spare(sharedFragments: 2, size: 15)
    let old = try #require(Pieces(layout: layout, path: site + "/w.json"))
    var edited = old
    edited.fragments[3] = fragment(9, .bytes(Array("EEEEE".utf8)[...]))
    edited.fragments.append(fragment(8, .bytes(Array("f".utf8)[...])))
    let shared = try #require(edited.sharedFragments(with: old))
    #expect(shared == 3)

    // A spare not of the length the cache knows is not used.
    let wrongSize = ExportSpares.Spare(sharedFragments: 2, size: 14)
    #expect(
      try SiteUpdate.stage(edited, over: wrongSize, sharing: 2, as: "w.json", in: commit) == nil)

    let spareFile = try FileManager.default.attributesOfItem(atPath: sparePath)[.systemFileNumber]
    let siteFile = try FileManager.default.attributesOfItem(atPath: site + "/w.json")[
      .systemFileNumber]
    let staged = try #require(
      try SiteUpdate.stage(
        edited, over: spare, sharing: min(shared, spare.sharedFragments), as: "w.json",
        in: commit))
    #expect(staged.spare == .writtenOver)
    #expect(try String(contentsOfFile: sparePath, encoding: .utf8) == "[A,BB,ccc,EEEEE,f]")
    try commit.commit([staged], removing: [])
    // The spare, written over, is the site's file now; the file it replaced is the spare.
    #expect(try String(contentsOfFile: site + "/w.json", encoding: .utf8) == "[A,BB,ccc,EEEEE,f]")
    #expect(try String(contentsOfFile: sparePath, encoding: .utf8) == "[a,bb,ccc,dddd]")
    #expect(
      try FileManager.default.attributesOfItem(atPath: site + "/w.json")[.systemFileNumber] as? Int
        == spareFile as? Int)
    #expect(
      try FileManager.default.attributesOfItem(atPath: sparePath)[.systemFileNumber] as? Int
        == siteFile as? Int)
    #expect(try FileManager.default.contentsOfDirectory(atPath: commit.spares.folder) == ["w.json"])
  }

  @Test("an export staged beside its place keeps the file it replaces as its spare")
  func keptAsSpare() throws {
    let (folder, layout, site) = try siteWithLastBuild()
    defer { try? FileManager.default.removeItem(at: folder) }
    let commit = SiteCommit(output: site)
    var edited = try #require(Pieces(layout: layout, path: site + "/w.json"))
    edited.fragments[0] = fragment(9, .bytes(Array("z".utf8)[...]))
    let staged = try SiteUpdate.stage(edited, as: "w.json", in: commit, spare: .keep)
    try commit.commit([staged], removing: [])
    #expect(try String(contentsOfFile: site + "/w.json", encoding: .utf8) == "[z,bb,ccc,dddd]")
    let spare = commit.spares.path(for: "w.json")
    #expect(try String(contentsOfFile: spare, encoding: .utf8) == "[a,bb,ccc,dddd]")
    // With no file to keep (gone from the site), the spare there was goes too.
    try FileManager.default.removeItem(atPath: site + "/w.json")
    let again = try SiteUpdate.stage(edited, as: "w.json", in: commit, spare: .keep)
    try commit.commit([again], removing: [])
    #expect(!FileManager.default.fileExists(atPath: spare))
    #expect(try String(contentsOfFile: site + "/w.json", encoding: .utf8) == "[z,bb,ccc,dddd]")
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
