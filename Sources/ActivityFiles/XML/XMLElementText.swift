/// The text of the element a reader is in, as its pieces come: one piece of the document's
/// bytes, or pieces joined.
struct XMLElementText {
  private var bytes: ArraySlice<UInt8> = []

  /// Adds a piece of text.
  mutating func append(_ piece: ArraySlice<UInt8>) {
    bytes = bytes.isEmpty ? piece : bytes + piece
  }

  /// Forgets the text (a new element starts).
  mutating func clear() {
    // (Checked first: assigning to an empty slice still releases the old one.)
    if !bytes.isEmpty { bytes = [] }
  }

  /// The text, moved out, leaving none (a retain and a release fewer than a copy and a clear).
  mutating func take() -> ArraySlice<UInt8> {
    var taken: ArraySlice<UInt8> = []
    swap(&taken, &bytes)
    return taken
  }
}
