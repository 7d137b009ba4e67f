import CCmark

#if canImport(Glibc)
  import Glibc
#endif

/// A read-only view of one node of a cmark tree; valid while its `CmarkDocument` lives.
struct CmarkNode {
  let pointer: OpaquePointer

  var type: cmark_node_type { cmark_node_get_type(pointer) }
  var isHeading: Bool { type == CMARK_NODE_HEADING }
  var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
  var isBulletList: Bool {
    type == CMARK_NODE_LIST && cmark_node_get_list_type(pointer) == CMARK_BULLET_LIST
  }
  var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
  var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
  var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

  var firstChild: CmarkNode? { cmark_node_first_child(pointer).map(CmarkNode.init) }
  var next: CmarkNode? { cmark_node_next(pointer).map(CmarkNode.init) }

  var children: [CmarkNode] {
    var result: [CmarkNode] = []
    var child = firstChild
    while let node = child {
      result.append(node)
      child = node.next
    }
    return result
  }

  /// A new node put in the tree before this one that renders as its children alone (a custom
  /// block with nothing to write around them): blocks moved under it render in one go, as they
  /// did one by one. Freed with the tree.
  func insertHolderBefore() -> CmarkNode? {
    guard let holder = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
    guard cmark_node_insert_before(pointer, holder) == 1 else {
      cmark_node_free(holder)
      return nil
    }
    return CmarkNode(pointer: holder)
  }

  /// Moves `child` from where it is to the end of this node's children; false if cmark
  /// refuses (a block can always go under a holder).
  func append(_ child: CmarkNode) -> Bool {
    cmark_node_append_child(pointer, child.pointer) == 1
  }

  /// The node and its children as HTML; cmark's default options are safe: raw HTML is omitted
  /// and `javascript:` links are dropped.
  var html: String {
    guard let rendered = cmark_render_html(pointer, CMARK_OPT_DEFAULT) else { return "" }
    defer { free(rendered) }
    return String(cString: rendered)
  }

  /// The text of the node's inlines without markup (code spans keep their content).
  var plainText: String {
    guard let iterator = cmark_iter_new(pointer) else { return "" }
    defer { cmark_iter_free(iterator) }
    var text = ""
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
        if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
        text += " "
      default:
        break
      }
    }
    return text
  }
}

/// Owns a parsed cmark document and frees it.
final class CmarkDocument {
  let root: CmarkNode

  init?(bytes: ArraySlice<UInt8>) {
    let parsed = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else {
        return cmark_parse_document("", 0, CMARK_OPT_DEFAULT)
      }
      return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
      }
    }
    guard let parsed else { return nil }
    root = CmarkNode(pointer: parsed)
  }

  deinit { cmark_node_free(root.pointer) }
}
