/// A list whose items each have an identity, a word that stands for the item's whole value
/// (made by code that builds many items from records it fingerprints): two items with the same
/// identity must have the same value. A render that records its layout (`RenderLayout`) notes
/// where each item put its output, so a later render of the same page copies those bytes
/// instead of rendering the item again.
///
/// An item may be a placeholder, without its value, where the caller expects the earlier
/// render to hold the item's output: a render that cannot copy it renders nothing for it and
/// says so in its layout (`RenderLayout.missedPlaceholders`); the page must then be rendered
/// again with every value.
public struct IdentifiedList: Sendable, Equatable {
  public struct Item: Sendable, Equatable {
    public var identity: UInt64
    /// Nil for a placeholder.
    public var value: MustacheValue?

    public init(identity: UInt64, value: MustacheValue?) {
      self.identity = identity
      self.value = value
    }
  }

  public var items: [Item]

  public init(_ items: [Item]) {
    self.items = items
  }

  /// The items' values, a placeholder's as null: the list as a plain list.
  public var values: [MustacheValue] { items.map { $0.value ?? .null } }
}
