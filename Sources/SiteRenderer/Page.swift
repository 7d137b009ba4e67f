import DiaryCore
import Mustache

/// What one page shows, as a value. The page's template context is made from it and the site's
/// settings alone, and the page's key is derived from its encoding: a field added to an input
/// changes the key by construction, so a page is never served stale.
protocol PageInput: Codable, Sendable {
  /// The template that renders the page.
  static var template: String { get }
  /// Where the page goes, relative to the site's root.
  var path: String { get }
  /// The data the template shows.
  func context(in site: RenderContext) throws -> MustacheValue
}

/// A file of the built site, as bytes.
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

/// The prefix that leads from a page back to the site's root: `""`, `"../"`, `"../../"`.
func rootPrefix(forPath path: String) -> String {
  let depth = path.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
  return depth < rootPrefixes.count ? rootPrefixes[depth] : String(repeating: "../", count: depth)
}

/// The prefixes of the site's depths: each made once.
private let rootPrefixes = ["", "../", "../../"]
