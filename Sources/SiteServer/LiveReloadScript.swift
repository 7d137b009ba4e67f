/// What `diary serve` adds to the HTML pages it sends (never to files on disk): a script that
/// long-polls the reload endpoint and reloads after a rebuild, and a banner when it failed.
public enum LiveReloadScript {
  public static let endpoint = "/__diary/reload"

  /// The page with the script inserted before its last `</body>` (or at its end) and the banner
  /// right after its `<body>` tag: in the page's flow, above the site's header, so it pushes the
  /// header down instead of covering it (before the script without a `<body>` tag).
  public static func inject(into html: [UInt8], build: Int, errors: [String]) -> [UInt8] {
    var result = html
    let end = closingBodyIndex(in: html)
    result.insert(contentsOf: Array(script(build: build).utf8), at: end ?? html.endIndex)
    let notice = Array(banner(errors).utf8)
    let start = openingBodyEnd(in: html).flatMap { $0 <= (end ?? html.endIndex) ? $0 : nil }
    result.insert(contentsOf: notice, at: start ?? end ?? html.endIndex)
    return result
  }

  static func script(build: Int) -> String {
    "<script>/* diary serve: live reload */(function(){var b=\(build);function p(){"
      + "fetch('\(endpoint)?since='+b,{cache:'no-store'}).then(function(r){return r.json()})"
      + ".then(function(j){if(j.build!==b){location.reload()}else{p()}},"
      + "function(){setTimeout(p,1000)})}p()})();</script>\n"
  }

  static func banner(_ errors: [String]) -> String {
    guard !errors.isEmpty else { return "" }
    let lines = errors.map(escaped).joined(separator: "\n")
    return "<div id=\"diary-serve-errors\" role=\"alert\" style=\"max-height:40vh;overflow:auto;"
      + "margin:0;padding:1em;background:#fff0f0;color:#6b0000;border-bottom:4px solid #c00000;"
      + "font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere\">"
      + "<strong>diary serve: the last rebuild failed; this is the last good site.</strong>\n"
      + lines + "</div>\n"
  }

  /// The text with `&`, `<`, `>`, `"` and `'` escaped for HTML.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Where the first `<body …>` tag ends (after its `>`).
  private static func openingBodyEnd(in html: [UInt8]) -> Int? {
    let needle = Array("<body".utf8)
    guard html.count > needle.count else { return nil }
    for start in 0...(html.count - needle.count) {
      let matches = needle.indices.allSatisfy { lowercased(html[start + $0]) == needle[$0] }
      let next = start + needle.count
      // `<body>` or `<body class=…>`, not `<bodyguard>`.
      guard matches, next < html.count,
        [UInt8(ascii: ">"), 0x20, 0x09, 0x0A, 0x0D, 0x2F].contains(html[next])
      else { continue }
      return html[next...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }
    }
    return nil
  }

  private static func closingBodyIndex(in html: [UInt8]) -> Int? {
    let needle = Array("</body".utf8)
    guard html.count >= needle.count else { return nil }
    for start in stride(from: html.count - needle.count, through: 0, by: -1) {
      let matches = needle.indices.allSatisfy { offset in
        lowercased(html[start + offset]) == needle[offset]
      }
      if matches { return start }
    }
    return nil
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }
}
