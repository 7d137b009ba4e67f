import Mustache

/// One page of the site: where it goes, which template renders it, and the data it shows.
public struct Page: Equatable, Sendable {
  /// Relative to the site's root, with `/` separators: `workouts/2026-11-28-easy-run.html`.
  public var path: String
  public var template: String
  public var context: MustacheValue

  public init(path: String, template: String, context: MustacheValue) {
    self.path = path
    self.template = template
    self.context = context
  }

  /// The prefix that leads from this page back to the site's root: `""`, `"../"`, `"../../"`.
  public static func root(forPath path: String) -> String {
    String(repeating: "../", count: path.utf8.filter { $0 == UInt8(ascii: "/") }.count)
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
