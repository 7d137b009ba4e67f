import DiaryCore
import Mustache

/// One page of the site: where it goes, which template renders it, a fingerprint of what it
/// shows, and the data it shows, made only when the page is rendered.
public struct Page: Sendable {
  /// Relative to the site's root, with `/` separators: `workouts/2026-11-28-easy-run.html`.
  public var path: String
  public var template: String
  /// Equal keys give equal bytes with the same templates: an incremental build renders only
  /// the pages whose key changed. Covers the path and template too.
  public var key: Fingerprint
  /// For pages that list workouts newest first, the day of their first (newest) one: such
  /// pages are rendered in order of it, newest first, so the rows one page makes are still
  /// kept when the next pages show the same workouts (see `RowCache`). Does not change the
  /// bytes of any page.
  public var newestRowDay: Int?
  private let makeContext: @Sendable (_ placeholders: Set<UInt64>) -> MustacheValue

  /// `key` must cover everything `context` reads; the path and template are added to it.
  public init(
    path: String, template: String, key: Fingerprint, newestRowDay: Int? = nil,
    context: @escaping @Sendable () -> MustacheValue
  ) {
    self.init(
      path: path, template: template, key: key, newestRowDay: newestRowDay,
      contextWithPlaceholders: { _ in context() })
  }

  /// A page whose context lists rows: `context` puts a placeholder (an `IdentifiedList` item
  /// without a value) in place of each row whose identity is in the set it is given.
  public init(
    path: String, template: String, key: Fingerprint, newestRowDay: Int? = nil,
    contextWithPlaceholders context:
      @escaping @Sendable (_ placeholders: Set<UInt64>)
      -> MustacheValue
  ) {
    var key = key
    key.combine(path)
    key.combine(template)
    self.init(
      path: path, template: template, keyCoveringPath: key, newestRowDay: newestRowDay,
      context: context)
  }

  /// A page whose `key` covers its path and template already (a workout's page: its key covers
  /// the workout's id, which its path is made of): thousands of paths are not fingerprinted.
  init(
    path: String, template: String, keyCoveringPath key: Fingerprint, newestRowDay: Int? = nil,
    context: @escaping @Sendable (_ placeholders: Set<UInt64>) -> MustacheValue
  ) {
    self.path = path
    self.template = template
    self.newestRowDay = newestRowDay
    self.key = key
    makeContext = context
  }

  /// The data the template shows, made anew on each call.
  public var context: MustacheValue { makeContext([]) }

  /// The data, with placeholders for the rows whose identity is in `placeholders`: for a
  /// render that copies those rows from the page's last output.
  public func context(placeholders: Set<UInt64>) -> MustacheValue { makeContext(placeholders) }

  /// The prefix that leads from this page back to the site's root: `""`, `"../"`, `"../../"`.
  public static func root(forPath path: String) -> String {
    let depth = path.withUTF8Buffer { bytes in
      bytes.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
    }
    switch depth {
    case 0: return ""
    case 1: return "../"
    case 2: return "../../"
    default: return String(repeating: "../", count: depth)
    }
  }
}

/// A file of the built site.
public struct OutputFile: Equatable, Sendable {
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }
}
