import DiaryCore
import Testing

@Suite("Lazy text: a string, or UTF-8 bytes read only when needed")
struct LazyTextTests {
  private func bytes(_ text: String) -> LazyText {
    let storage = OwnedBytes(Array("[\(text)]".utf8))
    // Inside other bytes, as in a build cache.
    return LazyText(utf8: ByteSlice(storage: storage, range: 1..<(storage.bytes.count - 1)))
  }

  @Test("bytes read back as the text they hold, and count as many bytes")
  func readsBack() {
    let text = "<p>Easy run, 5 km · Ærø</p>\n"
    #expect(bytes(text).string == text)
    #expect(bytes(text).utf8Count == text.utf8.count)
    #expect(LazyText(text).utf8Count == text.utf8.count)
    #expect(bytes("").isEmpty && LazyText("").isEmpty && !bytes("a").isEmpty)
  }

  @Test("a string and the same bytes are equal and hash alike; other text is not equal")
  func equality() {
    let text = "<p>Intervals</p>"
    #expect(LazyText(text) == bytes(text))
    #expect(Set([LazyText(text), bytes(text)]).count == 1)
    #expect(LazyText(text) != bytes("<p>Intervals.</p>"))
    #expect(bytes("a") != bytes("b"))
  }

  @Test("a workout made from the bytes has the notes and fingerprints of one made from the text")
  func workoutFromBytes() throws {
    let notes = "<p>Hill repeats</p>\n"
    let date = try #require(LocalDate(year: 2026, month: 11, day: 28))
    let location = SourceLocation(path: "journal/a.md", line: 3, column: 1)
    let fromText = Workout(
      date: date, name: "Hills", notesHTML: LazyText(notes), location: location)
    let fromBytes = Workout(date: date, name: "Hills", notesHTML: bytes(notes), location: location)
    #expect(fromBytes.notesHTML == notes)
    #expect(fromBytes.notesHTMLByteCount == notes.utf8.count)
    #expect(fromBytes == fromText)
    #expect(fromBytes.fingerprints == fromText.fingerprints)
  }
}
