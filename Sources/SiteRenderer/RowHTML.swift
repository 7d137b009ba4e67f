import DiaryCore
import Mustache

#if canImport(Glibc)
  import Glibc
#endif

/// Each workout's row of a table, rendered by the `row` template once and shown by every page
/// that lists it: the three lists, its month, its type and its tags. The row is rendered with a
/// marker where the way back to the site's root goes (`{{root}}`); each page puts its own in
/// its place. The marker holds NUL bytes, which no journal text can hold.
final class RowHTML: Sendable {
  let library: TemplateLibrary
  /// Each row's text, markers in place, by the workout's fingerprint and its mark (equal
  /// keys, equal rows): one string a row, as a site of 100,000 workouts keeps all of them.
  private let rows = Locked<[Fingerprint: String]>([:])

  init(library: TemplateLibrary) {
    self.library = library
  }

  /// Appends the row of `workout` (whose fields are `row`) on a page whose way back to the
  /// root is `root` to `html`. `best` is the race distance it holds the current best at: a
  /// row with a mark is kept apart from the same workout's row without.
  func append(
    _ workout: Workout, best: String?, root: String, to html: inout String,
    row: () -> MustacheValue
  ) throws {
    var key = workout.fingerprint
    if let best { key.combine(best) }
    let text = try rows.withLock({ $0[key] }) ?? render(key, row())
    // The text between the markers, as slices of the row (the markers are ASCII).
    let utf8 = text.utf8
    func slice(_ start: Int, _ end: Int) -> Substring {
      text[
        utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
    text.withUTF8Buffer { bytes in
      var start = 0
      var index = 0
      while let nul = Self.nextNUL(in: UnsafeRawBufferPointer(bytes), from: index) {
        guard bytes[nul...].starts(with: Self.markerBytes) else {
          index = nul + 1
          continue
        }
        html += slice(start, nul)
        html += root
        start = nul + Self.markerBytes.count
        index = start
      }
      html += slice(start, bytes.count)
    }
  }

  private func render(_ key: Fingerprint, _ row: MustacheValue) throws -> String {
    var fields = row
    if case .object(var object) = fields {
      object[Self.root] = .string(Self.marker)
      fields = .object(object)
    }
    let text = try library.render(Self.template, fields)
    rows.withLock { $0[key] = text }
    return text
  }

  /// The offset of the first NUL byte at or after `start`, found by the C library's scan.
  private static func nextNUL(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, 0, bytes.count - start)
    else { return nil }
    return UnsafeRawPointer(found) - base
  }

  static let template = "row"
  private static let root = MustacheKey("root")
  private static let marker = "\u{0}root\u{0}"
  private static let markerBytes = Array(marker.utf8)
}
