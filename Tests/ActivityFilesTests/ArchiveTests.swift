import Foundation
import Testing

@testable import ActivityFiles

@Suite("gzip and zip")
struct ArchiveTests {
  /// `gzip -9 -n` of "hello\n".
  private let helloGzip: [UInt8] = [
    0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xCB, 0x48, 0xCD, 0xC9, 0xC9,
    0xE7, 0x02, 0x00, 0x20, 0x30, 0x3A, 0x36, 0x06, 0x00, 0x00, 0x00,
  ]

  @Test("gzip inflates, and two members back to back inflate one after the other")
  func inflate() throws {
    #expect(try Gzip.decompress(helloGzip) == Array("hello\n".utf8))
    #expect(try Gzip.decompress(helloGzip + helloGzip) == Array("hello\nhello\n".utf8))
  }

  @Test("gzip output beyond the limit is refused")
  func bomb() throws {
    #expect(
      throws: ActivityFileError(
        "gzip data inflates to more than 4 bytes (the limit) at byte 26", at: .byte(26))
    ) { try Gzip.decompress(helloGzip, limit: 4) }
  }

  @Test("truncated, corrupt and non-gzip data are errors naming the byte")
  func errors() throws {
    #expect(
      throws: ActivityFileError(
        "truncated gzip data at byte 20: the compressed stream ends early", at: .byte(20))
    ) { try Gzip.decompress(Array(helloGzip.prefix(20))) }
    var corrupt = helloGzip
    corrupt[2] = 0x07
    #expect(
      throws: ActivityFileError(
        "corrupt gzip data at byte 4: unknown compression method", at: .byte(4))
    ) { try Gzip.decompress(corrupt) }
    #expect(
      throws: ActivityFileError("not gzip data: no gzip signature at byte 0", at: .byte(0))
    ) { try Gzip.decompress([1, 2, 3]) }
  }

  @Test("every prefix of a gzip file inflates or throws")
  func everyPrefix() {
    for length in 0..<helloGzip.count {
      #expect(throws: ActivityFileError.self) {
        try Gzip.decompress(Array(helloGzip.prefix(length)))
      }
    }
  }

  @Test(
    "the sample zip lists its members and reads them, bounded",
    .enabled(if: SampleFiles.isAvailable))
  func zip() throws {
    let archive = try ZipArchive(bytes: try SampleFiles.bytes("export_sample.zip"))
    #expect(
      archive.fileNames() == [
        "activities.csv", "activities/2046130231.fit.gz", "activities/2111823465.tcx.gz",
        "activities/3318456772.gpx",
      ])
    let gpx = try archive.contents(of: "activities/3318456772.gpx")
    #expect(ActivityDecoder.sniff(gpx) == .gpx)
    #expect(
      throws: ActivityFileError(
        "no member missing.fit in the zip archive", at: .member("missing.fit"))
    ) { try archive.contents(of: "missing.fit") }
    #expect(throws: ActivityFileError.self) {
      try archive.contents(of: "activities/3318456772.gpx", limit: 100)
    }
  }

  @Test("gzip compresses to bytes that inflate back, the same bytes every time, with a trailer")
  func compress() throws {
    let text = Array(String(repeating: "<trkpt lat=\"47.37\" lon=\"8.54\"/>\n", count: 500).utf8)
    let packed = Gzip.compress(text)
    #expect(packed.count < text.count / 20)
    #expect(packed == Gzip.compress(text))
    #expect(try Gzip.decompress(packed) == text)
    #expect(Array(packed[4..<8]) == [0, 0, 0, 0])
    let trailer = try #require(Gzip.trailer(packed))
    #expect(trailer.crc == Gzip.crc32(text))
    #expect(trailer.size == UInt32(text.count))
    #expect(Gzip.trailer(helloGzip).map { [$0.crc, $0.size] } == [0x363A_3020, 6])
    #expect(Gzip.crc32(Array("hello\n".utf8)) == 0x363A_3020)
    #expect(Gzip.trailer(text) == nil)
    #expect(try Gzip.decompress(Gzip.compress([])) == [])
  }

  @Test(
    "a zip archive opened from its path reads as the same archive from memory",
    .enabled(if: SampleFiles.isAvailable))
  func zipFromPath() throws {
    let path = try #require(SampleFiles.folder).appendingPathComponent("export_sample.zip").path
    let fromPath = try ZipArchive(path: path)
    let inMemory = try ZipArchive(bytes: try SampleFiles.bytes("export_sample.zip"))
    #expect(fromPath.fileNames() == inMemory.fileNames())
    for name in fromPath.fileNames() {
      #expect(try fromPath.contents(of: name) == inMemory.contents(of: name))
    }
    #expect(throws: ActivityFileError.self) { try ZipArchive(path: path + ".missing") }
  }

  @Test("bytes that are not a zip archive are refused")
  func notZip() {
    #expect(throws: ActivityFileError.self) { try ZipArchive(bytes: Array("not a zip".utf8)) }
    #expect(throws: ActivityFileError("not a zip archive: no bytes at byte 0", at: .byte(0))) {
      try ZipArchive(bytes: [])
    }
  }
}
