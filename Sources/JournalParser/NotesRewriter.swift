import CCmark

/// Adjusts a block of notes before it is rendered: headings continue the page's outline (h3 under
/// the page's "Notes" h2, never skipping a level); links to other sites become text showing the
/// address when the site links only within itself; images on other sites are never loaded by a
/// page: they become a link to the image (its text the image's description) followed by
/// "(image)", or, when the site links only within itself, that text and the address.
struct NotesRewriter {
  let linksExternalSites: Bool
  /// The level of the last heading seen in this workout's notes (2 = the page's "Notes").
  var previousLevel = 2

  /// Rewrites the block; returns the line and column of the first part nested deeper than
  /// `NotesNesting.maximumLevel`, which is then flattened, or nil.
  mutating func rewrite(_ block: CmarkNode) -> (line: Int, column: Int)? {
    var found = Found(block, linksExternalSites: linksExternalSites)
    let tooDeep = found.tooDeep
    if tooDeep != nil {
      NotesNesting.flatten(block)
      found = Found(block, linksExternalSites: linksExternalSites)
    }
    rewrite(found)
    return tooDeep
  }

  /// The nodes a rewrite changes, found in one walk, and where the notes first nest too deep.
  private struct Found {
    var headings: [OpaquePointer] = []
    var externals: [OpaquePointer] = []
    var remoteImages: [OpaquePointer] = []
    var emptyImages: [OpaquePointer] = []
    var tooDeep: (line: Int, column: Int)?

    init(_ block: CmarkNode, linksExternalSites: Bool) {
      guard let iterator = cmark_iter_new(block.pointer) else { return }
      defer { cmark_iter_free(iterator) }
      var level = 0
      // Inlines carry no position: a problem in one is placed at its paragraph or heading.
      var blockPosition = (line: 0, column: 0)
      while true {
        let event = cmark_iter_next(iterator)
        if event == CMARK_EVENT_DONE { break }
        guard let node = cmark_iter_get_node(iterator) else { continue }
        let type = cmark_node_get_type(node)
        if NotesNesting.isLevel(type) { level += event == CMARK_EVENT_ENTER ? 1 : -1 }
        guard event == CMARK_EVENT_ENTER else { continue }
        if cmark_node_get_start_line(node) > 0 && !Self.isInline(type) {
          blockPosition = (
            Int(cmark_node_get_start_line(node)), Int(cmark_node_get_start_column(node))
          )
        }
        if level > NotesNesting.maximumLevel && tooDeep == nil { tooDeep = blockPosition }
        switch type {
        case CMARK_NODE_HEADING: headings.append(node)
        case CMARK_NODE_IMAGE where NotesRewriter.isDropped(cmark_node_get_url(node)):
          emptyImages.append(node)
        case CMARK_NODE_IMAGE where NotesRewriter.isExternal(cmark_node_get_url(node)):
          if linksExternalSites { remoteImages.append(node) } else { externals.append(node) }
        case CMARK_NODE_LINK:
          if !linksExternalSites && NotesRewriter.isExternal(cmark_node_get_url(node)) {
            externals.append(node)
          }
        default: break
        }
      }
    }

    private static func isInline(_ type: cmark_node_type) -> Bool {
      type.rawValue >= CMARK_NODE_FIRST_INLINE.rawValue
        && type.rawValue <= CMARK_NODE_LAST_INLINE.rawValue
    }
  }

  private mutating func rewrite(_ found: Found) {
    let (headings, externals, emptyImages) = (found.headings, found.externals, found.emptyImages)
    for heading in headings {
      let level = max(3, min(Int(cmark_node_get_heading_level(heading)), previousLevel + 1))
      cmark_node_set_heading_level(heading, Int32(min(level, 6)))
      previousLevel = min(level, 6)
    }
    for node in externals.reversed() { Self.replaceWithText(node) }
    for node in found.remoteImages.reversed() { Self.replaceWithLink(node) }
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

  /// Puts a link to the image in its place, its text the image's description (else its
  /// address), followed by " (image)".
  private static func replaceWithLink(_ image: OpaquePointer) {
    guard let link = cmark_node_new(CMARK_NODE_LINK) else { return replaceWithText(image) }
    let url = cmark_node_get_url(image).map { String(cString: $0) } ?? ""
    cmark_node_set_url(link, url)
    while let child = cmark_node_first_child(image) {
      cmark_node_unlink(child)
      cmark_node_append_child(link, child)
    }
    if cmark_node_first_child(link) == nil, let text = cmark_node_new(CMARK_NODE_TEXT) {
      cmark_node_set_literal(text, url)
      cmark_node_append_child(link, text)
    }
    cmark_node_insert_before(image, link)
    if let note = cmark_node_new(CMARK_NODE_TEXT) {
      cmark_node_set_literal(note, " (image)")
      cmark_node_insert_before(image, note)
    }
    cmark_node_unlink(image)
    cmark_node_free(image)
  }

  /// Puts the link's text in its place, followed by its address in parentheses (if shown).
  private static func replaceWithText(_ node: OpaquePointer, showingAddress: Bool = true) {
    let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    let isImage = cmark_node_get_type(node) == CMARK_NODE_IMAGE
    let space = cmark_node_first_child(node) == nil ? "" : " "
    while let child = cmark_node_first_child(node) {
      cmark_node_unlink(child)
      cmark_node_insert_before(node, child)
    }
    if showingAddress, let text = cmark_node_new(CMARK_NODE_TEXT) {
      cmark_node_set_literal(text, space + (isImage ? "(image: \(url))" : "(\(url))"))
      cmark_node_insert_before(node, text)
    }
    cmark_node_unlink(node)
    cmark_node_free(node)
  }
}
