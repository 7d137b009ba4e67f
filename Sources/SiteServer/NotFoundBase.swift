/// The site's `404.html` as `diary serve` answers a missing path with it: its relative links
/// must lead to the site's root whatever the path's depth, so the page's `<base>` element names
/// the server's root (replaced when the page has one, added at the head's start when not).
enum NotFoundBase {
  static let element = Array("<base href=\"/\">".utf8)

  static func rebased(_ html: [UInt8]) -> [UInt8] {
    var result = html
    if let start = firstIndex(of: "<base ", in: html),
      let end = html[start...].firstIndex(of: UInt8(ascii: ">"))
    {
      result.replaceSubrange(start...end, with: element)
    } else if let head = firstIndex(of: "<head>", in: html) {
      result.insert(contentsOf: [UInt8(ascii: "\n")] + element, at: head + 6)
    } else {
      result.insert(contentsOf: element + [UInt8(ascii: "\n")], at: 0)
    }
    return result
  }

  private static func firstIndex(of needle: String, in bytes: [UInt8]) -> Int? {
    let needle = Array(needle.utf8)
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { start in
      bytes[start..<(start + needle.count)].elementsEqual(needle)
    }
  }
}
