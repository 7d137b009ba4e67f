/// A tiny seeded random number generator (SplitMix64), so generated journals and edit
/// sequences are the same on every run and every machine; the one generator of every test
/// target.
public struct SplitMix64 {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`; `count` must be positive.
  public mutating func below(_ count: Int) -> Int {
    precondition(count > 0, "below(_:) needs a positive count")
    return Int(next() % UInt64(count))
  }

  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True with the given probability in percent.
  public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  public mutating func shuffled<T>(_ items: [T]) -> [T] {
    var items = items
    for index in items.indices.reversed() where index > 0 {
      items.swapAt(index, below(index + 1))
    }
    return items
  }
}
