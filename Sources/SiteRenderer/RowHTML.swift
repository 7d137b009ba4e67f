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
  /// Each row, split at the markers, by the workout's fingerprint and its mark (equal keys,
  /// equal rows).
  private let rows = Locked<[Fingerprint: [String]]>([:])

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
    let parts = try rows.withLock({ $0[key] }) ?? render(key, row())
    for (index, part) in parts.enumerated() {
      if index > 0 { html += root }
      html += part
    }
  }

  private func render(_ key: Fingerprint, _ row: MustacheValue) throws -> [String] {
    var fields = row
    if case .object(var object) = fields {
      object[Self.root] = .string(Self.marker)
      fields = .object(object)
    }
    let parts = try library.withRenderedUTF8(Self.template, fields, Self.parts(of:))
    rows.withLock { $0[key] = parts }
    return parts
  }

  /// The text of `bytes` split at each marker.
  private static func parts(of bytes: UnsafeRawBufferPointer) -> [String] {
    var parts: [String] = []
    var start = 0
    var index = 0
    while let nul = nextNUL(in: bytes, from: index) {
      if bytes[nul...].starts(with: markerBytes) {
        parts.append(String(decoding: bytes[start..<nul], as: UTF8.self))
        start = nul + markerBytes.count
        index = start
      } else {
        index = nul + 1
      }
    }
    parts.append(String(decoding: bytes[start...], as: UTF8.self))
    return parts
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
