import CCmark

/// Caps how deeply notes nest, so every page stays valid HTML: the validator allows 513 open
/// elements on a page, and notes with 10,000 nested lists would make them 20,000 deep. A level
/// is a list (with its item, two elements), a block quote, an emphasis, a link or an image;
/// 100 levels make at most about 200 elements, plus a few for a paragraph or a code block and
/// the page's own (about 6): a wide margin under 513, and far beyond what real notes use.
/// Deeper containers are taken apart, their content kept in order at the deepest level.
enum NotesNesting {
  static let maximumLevel = 100

  /// Whether the node opens a level.
  static func isLevel(_ type: cmark_node_type) -> Bool {
    switch type {
    case CMARK_NODE_LIST, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_EMPH, CMARK_NODE_STRONG,
      CMARK_NODE_LINK, CMARK_NODE_IMAGE:
      true
    default: false
    }
  }

  /// Takes apart every level under `root` deeper than `maximumLevel`: a block quote, emphasis,
  /// link or image is replaced by its children, a list by its items' children. Walks with a
  /// stack, not recursion: the tree may be thousands of levels deep.
  static func flatten(_ root: CmarkNode) {
    var stack: [(node: OpaquePointer, level: Int)] = [(root.pointer, 0)]
    while let (node, level) = stack.popLast() {
      var child = cmark_node_first_child(node)
      while let current = child {
        child = cmark_node_next(current)
        let type = cmark_node_get_type(current)
        guard isLevel(type) else {
          stack.append((current, level))
          continue
        }
        guard level + 1 > maximumLevel else {
          stack.append((current, level + 1))
          continue
        }
        // The children take the container's place, and are looked at in turn (a nested list
        // moved up is still too deep).
        let first = unwrap(current, type: type)
        if let first { child = first }
      }
    }
  }

  /// Moves the container's content before it and frees it; returns the first node moved.
  private static func unwrap(_ container: OpaquePointer, type: cmark_node_type) -> OpaquePointer? {
    var first: OpaquePointer?
    let parts =
      type == CMARK_NODE_LIST ? children(of: container) : [container]
    for part in parts {
      while let moved = cmark_node_first_child(part) {
        cmark_node_unlink(moved)
        guard cmark_node_insert_before(container, moved) == 1 else {
          cmark_node_free(moved)
          continue
        }
        if first == nil { first = moved }
      }
    }
    cmark_node_unlink(container)
    cmark_node_free(container)
    return first
  }

  private static func children(of node: OpaquePointer) -> [OpaquePointer] {
    var result: [OpaquePointer] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      result.append(current)
      child = cmark_node_next(current)
    }
    return result
  }
}
