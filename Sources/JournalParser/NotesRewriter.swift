import CCmark

/// Adjusts a block of notes before it is rendered: headings continue the page's outline (h3 under
/// the page's "Notes" h2, never skipping a level), and links or images to other sites become text
/// showing the address unless the site links to other sites.
struct NotesRewriter {
  let linksExternalSites: Bool
  /// The level of the last heading seen in this workout's notes (2 = the page's "Notes").
  var previousLevel = 2

  mutating func rewrite(_ block: CmarkNode) {
    var headings: [OpaquePointer] = []
    var externals: [OpaquePointer] = []
    var emptyImages: [OpaquePointer] = []
    guard let iterator = cmark_iter_new(block.pointer) else { return }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_HEADING: headings.append(node)
      case CMARK_NODE_IMAGE where Self.isDropped(cmark_node_get_url(node)):
        emptyImages.append(node)
      case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
        if !linksExternalSites && Self.isExternal(cmark_node_get_url(node)) {
          externals.append(node)
        }
      default: break
      }
    }
    cmark_iter_free(iterator)
    for heading in headings {
      let level = max(3, min(Int(cmark_node_get_heading_level(heading)), previousLevel + 1))
      cmark_node_set_heading_level(heading, Int32(min(level, 6)))
      previousLevel = min(level, 6)
    }
    for node in externals.reversed() { Self.replaceWithText(node) }
    for node in emptyImages.reversed() { Self.replaceWithText(node, showingAddress: false) }
  }

  /// Whether an image would render as `<img src="">` (invalid HTML): its address is empty, or
  /// one cmark's safe mode drops (`javascript:`, `vbscript:`, `file:`, `data:` but images).
  static func isDropped(_ url: UnsafePointer<CChar>?) -> Bool {
    let text = url.map { String(cString: $0).lowercased() } ?? ""
    let images = ["png", "gif", "jpeg", "webp"].map { "data:image/" + $0 }
    return text.isEmpty || ["javascript:", "vbscript:", "file:"].contains { text.hasPrefix($0) }
      || (text.hasPrefix("data:") && !images.contains { text.hasPrefix($0) })
  }

  /// Whether a URL leads to another site: an http(s), ftp or websocket scheme, or `//host`.
  static func isExternal(_ url: UnsafePointer<CChar>?) -> Bool {
    guard let url else { return false }
    let text = String(cString: url).lowercased()
    return text.hasPrefix("//") || text.hasPrefix("\\\\")
      || ["http:", "https:", "ftp:", "ws:", "wss:"].contains { text.hasPrefix($0) }
  }

  /// Puts the link's text in its place, followed by its address in parentheses (if shown).
  private static func replaceWithText(_ node: OpaquePointer, showingAddress: Bool = true) {
    let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    let isImage = cmark_node_get_type(node) == CMARK_NODE_IMAGE
    while let child = cmark_node_first_child(node) {
      cmark_node_unlink(child)
      cmark_node_insert_before(node, child)
    }
    if showingAddress, let text = cmark_node_new(CMARK_NODE_TEXT) {
      cmark_node_set_literal(text, isImage ? " (image: \(url))" : " (\(url))")
      cmark_node_insert_before(node, text)
    }
    cmark_node_unlink(node)
    cmark_node_free(node)
  }
}
