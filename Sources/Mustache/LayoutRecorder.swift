/// Builds the `RenderLayout` of one render, and finds the items an earlier render of the same
/// template can lend.
///
/// What the items of one section read outside themselves is kept per section, as the union of
/// their names: a section's items are copied only when every one of those names gives the same
/// value as before, which is checked once per section, not per item.
struct LayoutRecorder {
  private struct ItemKey: Hashable {
    var site: UInt64
    var identity: UInt64

    func _rawHashValue(seed: Int) -> Int { WordHashing.hashValue(site, identity, seed: seed) }
  }

  private let earlier: EarlierRender?
  /// The earlier render's items by where they were rendered and what they are.
  private let earlierItems: [ItemKey: Int]
  private(set) var layout = RenderLayout()
  /// What the items of the section being recorded read outside themselves: names written in
  /// templates (a template and the index of the name in it, compared as such), and the names
  /// the items copied from the earlier render read there.
  private var reads: [(template: Template, path: Int)] = []
  private var copiedNames: [String] = []
  /// Where the section's items start in `layout.items`.
  private var sectionStart = 0

  init(earlier: EarlierRender?) {
    // An output of another length is not the one the layout describes.
    let usable = earlier.flatMap { $0.layout.length == $0.bytes.count ? $0 : nil }
    self.earlier = usable
    var items: [ItemKey: Int] = [:]
    if let layout = usable?.layout {
      items.reserveCapacity(layout.items.count)
      for (index, item) in layout.items.enumerated() {
        items[ItemKey(site: item.site, identity: item.identity)] = index
      }
    }
    earlierItems = items
  }

  /// The earlier render's output of the item `identity` rendered at `site`, and the index of
  /// the names its section read outside itself; nil when it has none.
  func earlierItem(site: UInt64, identity: UInt64) -> (
    reads: Int, bytes: UnsafeRawBufferPointer
  )? {
    guard let earlier, let index = earlierItems[ItemKey(site: site, identity: identity)] else {
      return nil
    }
    let item = earlier.layout.items[index]
    guard earlier.layout.readSets.indices.contains(Int(item.reads)),
      item.start >= 0, item.length >= 0, Int(item.start) + Int(item.length) <= earlier.bytes.count
    else { return nil }
    return (Int(item.reads), UnsafeRawBufferPointer(rebasing: earlier.bytes[item.range]))
  }

  /// The names of the earlier render's read set `index`, and the print of their values then.
  func earlierReads(_ index: Int) -> RenderLayout.Reads? {
    earlier?.layout.readSets[index]
  }

  /// Starts a section's items.
  mutating func beginSection(itemCount: Int) {
    reads.removeAll(keepingCapacity: true)
    copiedNames.removeAll(keepingCapacity: true)
    sectionStart = layout.items.count
    layout.items.reserveCapacity(layout.items.count + itemCount)
  }

  /// Notes a lookup an item made, of the name at `path` in `template`, that was answered
  /// below it on the stack (or not at all).
  mutating func noteRead(_ template: Template, path: Int) {
    // Mostly a name read before, by this item or the ones before.
    for read in reads where read.path == path && read.template === template { return }
    reads.append((template, path))
  }

  /// Notes the names an item copied from another render (the earlier one, or `SharedItems`)
  /// read outside itself there.
  mutating func noteNames(_ names: [String]) {
    copiedNames += names
  }

  /// Notes an item, whose output is `range` of the render, `copied` from another render.
  mutating func appendItem(
    site: UInt64, identity: UInt64, range: Range<Int>, copied: Bool = false
  ) {
    if copied { layout.copiedItems += 1 }
    // Offsets are kept in 32 bits: an output past 2 GB keeps no items beyond.
    guard range.upperBound <= Int(Int32.max) else { return }
    layout.items.append(
      RenderLayout.Item(
        site: site, identity: identity, reads: 0, start: Int32(range.lowerBound),
        length: Int32(range.count)))
  }

  /// Ends the section: `print` is the print of what the names read give (`names`). Returns
  /// the names its items read outside themselves, with that print; nil without items.
  @discardableResult
  mutating func endSection(print: (_ names: [String]) -> UInt64) -> RenderLayout.Reads? {
    guard sectionStart < layout.items.count else { return nil }
    var names: [String] = []
    for name in copiedNames + reads.map({ $0.template.paths[$0.path].name })
    where !names.contains(name) {
      names.append(name)
    }
    let reads = RenderLayout.Reads(names: names, print: print(names))
    let index = layout.readSets.interning(reads)
    for item in sectionStart..<layout.items.count { layout.items[item].reads = Int32(index) }
    return reads
  }

  /// Notes a placeholder that could not be copied: the render's output is not the page's.
  mutating func missPlaceholder() {
    layout.missedPlaceholders = true
  }

  /// The layout, once the render is done and its output is `length` bytes.
  mutating func finish(length: Int) -> RenderLayout {
    layout.length = length
    return layout
  }
}
