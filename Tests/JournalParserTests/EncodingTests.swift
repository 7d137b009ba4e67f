import DiaryCore
import JournalParser
import Testing

@Suite("Encodings, line endings and empty files")
struct EncodingTests {
  private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// `prefix`, the `bad` bytes, `suffix`, then a valid entry that must not be read either.
  private static func file(prefix: String, bad: [UInt8], suffix: String = "\n") -> [UInt8] {
    Array(prefix.utf8) + bad + Array(suffix.utf8) + Array("\n## 2026-11-29 Swim\n".utf8)
  }

  @Test(
    "invalid UTF-8 is an error at the bad byte's line and column, and the file is skipped",
    arguments: [
      (file(prefix: "## 2026-11-28 Run\n- route: Caf", bad: [0xE9]), "2:13"),
      (file(prefix: "", bad: [0x80], suffix: "## 2026-11-28 Run\n"), "1:1"),
      (file(prefix: "## 2026-11-28 Run\n\n", bad: [0xC0, 0xAF]), "3:1"),
      (file(prefix: "## 2026-11-28 Run\n- note: café ", bad: [0xFF]), "2:15"),
      (file(prefix: "## 2026-11-28 Run\n\nab", bad: [0xED, 0xA0, 0x80]), "3:3"),
      (Array("## 2026-11-28 Run\nab".utf8) + [0xC3], "2:3"),
    ])
  func invalidUTF8(bytes: [UInt8], position: String) {
    let parsed = parse(bytes: bytes)
    #expect(
      parsed.diagnostics == [
        "a.md:\(position): error: invalid UTF-8 byte sequence; the file was skipped"
      ])
    #expect(parsed.workouts == [])
  }

  @Test(
    "a UTF-16 file is named as UTF-16, with or without a byte-order mark",
    arguments: [
      ([0xFF, 0xFE] + Self.utf16("## 2026-11-28 Run\n", bigEndian: false), "little-endian"),
      ([0xFE, 0xFF] + Self.utf16("## 2026-11-28 Run\n", bigEndian: true), "big-endian"),
      (Self.utf16("## 2026-11-28 Бег\n- type: бег\n", bigEndian: false), "little-endian"),
      (Self.utf16("# Ноябрь\n\n## 2026-11-28 Run\n", bigEndian: true), "big-endian"),
    ])
  func utf16File(bytes: [UInt8], byteOrder: String) {
    let parsed = parse(bytes: bytes)
    #expect(
      parsed.diagnostics == [
        "a.md:1:1: error: the file is UTF-16 (\(byteOrder)), not UTF-8; save it as UTF-8; "
          + "the file was skipped"
      ])
    #expect(parsed.workouts == [])
  }

  @Test("UTF-8 text with a few NUL bytes is not taken for UTF-16")
  func nulBytesAreNotUTF16() {
    let bytes = Array("## 2026-11-28 Run\n- a: ".utf8) + [0, 0x41, 0] + Array("\n".utf8)
    #expect(
      parse(bytes: bytes).diagnostics == ["a.md:2:6: error: NUL byte in file; the file was skipped"]
    )
  }

  private static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
      let bytes = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      return bigEndian ? bytes.reversed() : bytes
    }
  }

  @Test("a NUL byte is an error at its position, and the file is skipped")
  func nulByte() {
    let parsed = parse(bytes: Self.file(prefix: "## 2026-11-28 Run\n- ab", bad: [0]))
    #expect(parsed.diagnostics == ["a.md:2:5: error: NUL byte in file; the file was skipped"])
    #expect(parsed.workouts == [])
  }

  @Test("the first encoding problem in the file is the one reported")
  func firstProblemFirst() {
    let bytes = Self.file(prefix: "## 2026-11-28 Caf", bad: [0xE9]) + Array("x".utf8) + [0]
    let parsed = parse(bytes: bytes)
    #expect(parsed.workouts == [])
    #expect(
      parsed.diagnostics == [
        "a.md:1:18: error: invalid UTF-8 byte sequence; the file was skipped"
      ])
  }

  @Test("a UTF-8 byte-order mark is accepted; the entries and later lines are unchanged")
  func byteOrderMark() {
    let markdown = """
      ## 2026-11-28 07:15 Run
      - distance: 5 km
      - type: trail run

      ## 2026-11-29 Swim
      - distance: 1500 m

      Notes.
      """
    let plain = parse(markdown)
    let marked = parse(bytes: Self.bom + Array(markdown.utf8))
    #expect(
      marked.diagnostics == [
        "a.md:3:9: error: type must be one word, like 'run', found 'trail run'"
      ])
    #expect(marked.diagnostics == plain.diagnostics)
    #expect(marked.workouts == plain.workouts)
    #expect(marked.names == ["Swim"])
  }

  @Test("a byte-order mark does not shift the columns of line 1")
  func byteOrderMarkColumns() {
    let badDate = parse(bytes: Self.bom + Array("## 2026-02-30 Run\n".utf8))
    let entry = parse(bytes: Self.bom + Array("## 2026-11-28 Run\n".utf8))
    #expect(badDate.workouts == [])
    #expect(entry.names == ["Run"])
    #expect(
      badDate.diagnostics == [
        "a.md:1:4: error: invalid date '2026-02-30': no such day in the calendar"
      ])
    #expect(entry.workouts.map(\.location) == [at("a.md", 1, 1)])
  }

  @Test("CRLF line endings give the same workouts and diagnostics as LF")
  func crlfEndings() {
    let markdown = """
      # November

      ## 2026-11-28 07:15 Run
      - distance: 10.5 km
      - route: River
        loop
      - tags: A, b

      First line
      second line.

      - item

      ## 2026-11-29 Bad
      - distance: 5 kms
      - tpye: run
      """
    let lf = parse(markdown)
    let crlfParsed = parse(bytes: crlf(markdown))
    #expect(crlfParsed.workouts == lf.workouts)
    #expect(crlfParsed.diagnostics == lf.diagnostics)
    #expect(
      lf.diagnostics == [
        "a.md:15:15: error: unknown unit 'kms'; expected km, m, mi or yd",
        "a.md:16:3: error: unknown key 'tpye'; did you mean 'type'?",
      ])
    #expect(lf.workouts.first?.customFields == [CustomField(key: "route", value: "River loop")])
    #expect(
      lf.workouts.first?.notesHTML
        == "<p>First line\nsecond line.</p>\n<ul>\n<li>item</li>\n</ul>\n")
  }

  @Test("the sample journal with CRLF line endings reads the same as with LF")
  func sampleJournalCRLF() throws {
    for file in try sampleJournal() {
      let text = String(decoding: file.bytes, as: UTF8.self)
      let lf = parse(bytes: file.bytes, path: file.path)
      let converted = parse(bytes: crlf(text), path: file.path)
      #expect(converted.workouts == lf.workouts, "\(file.path)")
      #expect(converted.diagnostics == [], "\(file.path)")
    }
  }

  @Test("old Mac CR line endings give the same workouts as LF")
  func crEndings() {
    let markdown = "## 2026-11-28 Run\n- distance: 5 km\n- type: run\n\nNotes.\n"
    let lf = parse(markdown)
    let cr = parse(bytes: Array(markdown.utf8).map { $0 == UInt8(ascii: "\n") ? 13 : $0 })
    #expect(lf.workouts.first?.distance == Distance(5, .kilometres))
    #expect(cr.names == ["Run"])
    #expect(cr.workouts == lf.workouts)
    #expect(cr.diagnostics == [])
  }

  @Test(
    "files with nothing to read give no workouts and no diagnostics",
    arguments: [
      [], Array("# Journal\n".utf8), Array("# Journal".utf8), Array("\n\n   \n".utf8), bom,
      bom + Array("# November 2026\n\n".utf8), crlf("# Journal\n\n"),
    ])
  func emptyFiles(bytes: [UInt8]) {
    let parsed = parse(bytes: bytes)
    #expect(parsed.workouts == [])
    #expect(parsed.diagnostics == [])
  }
}
