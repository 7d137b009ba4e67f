/// A list whose items each have an identity, a word that stands for the item's whole value
/// (made by code that builds many items from records it fingerprints): two items with the same
/// identity must have the same value. A render that records its layout (`RenderLayout`) notes
/// where each item put its output, so a later render of the same page copies those bytes
/// instead of rendering the item again.
///
/// An item's value may be left to a `Maker`, which a render asks only for the items it renders
/// (not those it copies). An item without a value that the maker does not make either is a
/// placeholder, where the caller expects the earlier render to hold the item's output: a render
/// that cannot copy it renders nothing for it and says so in its layout
/// (`RenderLayout.missedPlaceholders`); the page must then be rendered again with every value.
public struct IdentifiedList: Sendable, Equatable {
  public struct Item: Sendable, Equatable {
    public var identity: UInt64
    /// Nil for a placeholder, or for an item whose value the list's maker makes.
    public var value: MustacheValue?

    public init(identity: UInt64, value: MustacheValue?) {
      self.identity = identity
      self.value = value
    }
  }

  /// Makes the values of the items at the given indices of a list (nil for a placeholder),
  /// in that order, when a render needs them.
  public final class Maker: Sendable {
    let make: @Sendable ([Int]) -> [MustacheValue?]

    public init(_ make: @escaping @Sendable ([Int]) -> [MustacheValue?]) {
      self.make = make
    }
  }

  public var items: [Item]
  public let maker: Maker?

  public init(_ items: [Item], maker: Maker? = nil) {
    self.items = items
    self.maker = maker
  }

  /// The items' values, each made when the maker makes it, a placeholder's as null: the list
  /// as a plain list.
  public var values: [MustacheValue] { madeItems.map { $0.value ?? .null } }

  /// The items, those without a value given the value the maker makes.
  var madeItems: [Item] { madeItems { _ in true } }

  /// The items, those without a value that `needed` picks (by index) given the value the maker
  /// makes: the maker is asked once, for all of them.
  func madeItems(where needed: (Int) -> Bool) -> [Item] {
    var items = items
    let indices = items.indices.filter { items[$0].value == nil && needed($0) }
    guard let maker, !indices.isEmpty else { return items }
    for (index, value) in zip(indices, maker.make(indices)) { items[index].value = value }
    return items
  }

  /// Lists are equal when their items are, values made included.
  public static func == (left: IdentifiedList, right: IdentifiedList) -> Bool {
    left.madeItems == right.madeItems
  }
}
