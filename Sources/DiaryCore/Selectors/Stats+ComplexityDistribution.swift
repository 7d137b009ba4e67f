extension Stats {
  /// How many workouts were low, medium and high, with percentages that add up to 100.
  public struct ComplexityDistribution: Equatable, Sendable {
    /// One complexity's part of the whole.
    public struct Share: Equatable, Sendable {
      public var complexity: Complexity
      public var count: Int
      /// Whole percent, rounded so that the shares add up to exactly 100 (0 with no workouts).
      public var percent: Int
      /// `count / total`, 0 with no workouts.
      public var fraction: Double
    }

    /// Low, medium and high, always all three, in that order.
    public var shares: [Share]

    public var total: Int { shares.reduce(0) { $0 + $1.count } }

    public init(_ state: AppState) { self.init(state.workouts) }

    public init(_ workouts: [Workout]) {
      var counts = [0, 0, 0]
      for workout in workouts { counts[workout.complexity.rawValue] += 1 }
      let total = counts.reduce(0, +)
      let percents = Self.percentages(counts)
      shares = Complexity.allCases.map { complexity in
        let count = counts[complexity.rawValue]
        return Share(
          complexity: complexity, count: count, percent: percents[complexity.rawValue],
          fraction: total > 0 ? Double(count) / Double(total) : 0)
      }
    }

    /// Whole percentages of `counts` adding up to 100 (largest remainder; ties to the first).
    static func percentages(_ counts: [Int]) -> [Int] {
      let total = counts.reduce(0, +)
      guard total > 0 else { return counts.map { _ in 0 } }
      var percents = counts.map { $0 * 100 / total }
      let remainders = counts.indices.map { (index: $0, rest: counts[$0] * 100 % total) }
      let order = remainders.sorted { ($1.rest, $0.index) < ($0.rest, $1.index) }
      for item in order.prefix(100 - percents.reduce(0, +)) { percents[item.index] += 1 }
      return percents
    }
  }
}
