/// Where a render put the output of each item of an identified list (`IdentifiedList`), and
/// what those items read from outside themselves. With it, a later render of the same template
/// copies an item's bytes from this render's output instead of rendering the item again, when
/// the item is at the same place in the templates, has the same identity, and every name the
/// items of its section read outside themselves gives the same value.
public struct RenderLayout: Sendable, Equatable {
  /// One item's output.
  public struct Item: Sendable, Equatable {
    /// The section the item was rendered by, with the indentation, block overrides and depth
    /// around it (`SectionSite`).
    public var site: UInt64
    public var identity: UInt64
    /// The index, in `readSets`, of the names its section's items read outside themselves.
    public var reads: Int32
    /// Where its output lies.
    public var start: Int32
    public var length: Int32

    public init(site: UInt64, identity: UInt64, reads: Int32, start: Int32, length: Int32) {
      self.site = site
      self.identity = identity
      self.reads = reads
      self.start = start
      self.length = length
    }

    var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }
  }

  /// The names the items of a section looked up that were not found in them (nor in what they
  /// pushed), and a print of the values they gave: mostly the same for every section.
  public struct Reads: Sendable, Equatable {
    public var names: [String]
    public var print: UInt64

    public init(names: [String], print: UInt64) {
      self.names = names
      self.print = print
    }
  }

  /// The length of the whole output: bytes of another length are not this render's output.
  public var length: Int
  public var items: [Item]
  public var readSets: [Reads]
  /// Whether a placeholder item (`IdentifiedList.Item` without a value) could not be copied
  /// from the earlier render: the output lacks it, and the page must be rendered again
  /// without placeholders.
  public var missedPlaceholders = false
  /// How many items were copied from the earlier render or from other pages' (`SharedItems`).
  public var copiedItems = 0

  public init(length: Int = 0, items: [Item] = [], readSets: [Reads] = []) {
    self.length = length
    self.items = items
    self.readSets = readSets
  }
}

/// The output of an earlier render of the same template, and its layout: what a render may
/// copy items from. `bytes` must stay valid for the render.
public struct EarlierRender {
  public var layout: RenderLayout
  public var bytes: UnsafeRawBufferPointer

  public init(layout: RenderLayout, bytes: UnsafeRawBufferPointer) {
    self.layout = layout
    self.bytes = bytes
  }
}
