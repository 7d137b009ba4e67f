import DiaryCore

/// A file made of a header, fragments with a separator between two, and a footer, where each
/// fragment has a key (equal keys, equal bytes): the exports, a fragment per workout. Made
/// again, it copies from the file it replaces the fragments whose key it finds there, and makes
/// only the others: an edit of one workout makes one fragment of each export, not ten thousand.
struct FragmentedFile: Sendable {
  var header: [UInt8]
  var separator: [UInt8]
  var footer: [UInt8]
  /// Each fragment's key, in the file's order.
  var keys: [Fingerprint]
  /// Appends the fragment at an index.
  var appendFragment: @Sendable (Int, inout [UInt8]) -> Void

  /// Makes the file, copying what it can from `last` (the bytes of the file it replaces and
  /// where their fragments lie), and hands its bytes to `write` a piece at a time, so a large
  /// file never sits whole in memory; returns where its fragments lie.
  func make(
    reusing last: (bytes: UnsafeRawBufferPointer, layout: FragmentLayout)? = nil,
    into write: (UnsafeRawBufferPointer) throws -> Void
  ) rethrows -> FragmentLayout {
    let kept = last.map { Self.fragments(of: $0.layout, in: $0.bytes) } ?? [:]
    var buffer = header
    buffer.reserveCapacity(Self.pieceSize + 4096)
    var lengths: [Int] = []
    lengths.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      if index > 0 { buffer += separator }
      var length = 0
      if let old = kept[key] {
        buffer.append(contentsOf: old)
        length = old.count
      } else {
        let start = buffer.count
        appendFragment(index, &buffer)
        length = buffer.count - start
      }
      lengths.append(length)
      if buffer.count >= Self.pieceSize {
        try buffer.withUnsafeBytes(write)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    buffer += footer
    try buffer.withUnsafeBytes(write)
    return FragmentLayout(
      headerLength: header.count, separatorLength: separator.count, keys: keys, lengths: lengths)
  }

  /// How many bytes are handed over at a time.
  private static let pieceSize = 1 << 18

  /// The fragments of a file by key, where they lie in its bytes; none when the layout does
  /// not fit the bytes.
  private static func fragments(of layout: FragmentLayout, in bytes: UnsafeRawBufferPointer)
    -> [Fingerprint: UnsafeRawBufferPointer]
  {
    guard layout.keys.count == layout.lengths.count else { return [:] }
    var fragments: [Fingerprint: UnsafeRawBufferPointer] = [:]
    fragments.reserveCapacity(layout.keys.count)
    var offset = layout.headerLength
    for (index, (key, length)) in zip(layout.keys, layout.lengths).enumerated() {
      if index > 0 { offset += layout.separatorLength }
      guard length >= 0, offset >= 0, offset + length <= bytes.count else { return [:] }
      fragments[key] = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)])
      offset += length
    }
    return fragments
  }
}

/// Where the fragments of a file lie (`FragmentedFile`): after a header of `headerLength`
/// bytes, each fragment's key and length, a separator of `separatorLength` bytes between two.
public struct FragmentLayout: Sendable, Equatable {
  public var headerLength: Int
  public var separatorLength: Int
  public var keys: [Fingerprint]
  public var lengths: [Int]

  public init(headerLength: Int, separatorLength: Int, keys: [Fingerprint], lengths: [Int]) {
    self.headerLength = headerLength
    self.separatorLength = separatorLength
    self.keys = keys
    self.lengths = lengths
  }
}
