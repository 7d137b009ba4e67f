import DiaryCore
import Testing

@Suite("Stats: complexity distribution")
struct StatsComplexityDistributionTests {
  private func distribution(_ low: Int, _ medium: Int, _ high: Int) throws
    -> Stats.ComplexityDistribution
  {
    let counts = [(Complexity.low, low), (.medium, medium), (.high, high)]
    return Stats.ComplexityDistribution(
      try counts.flatMap { complexity, count in
        try (0..<count).map { _ in try statsWorkout("2026-11-28", complexity: complexity) }
      })
  }

  @Test(
    "percentages are whole and always add up to 100",
    arguments: [
      ([1, 1, 1], [34, 33, 33]), ([2, 1, 0], [67, 33, 0]), ([1, 2, 4], [14, 29, 57]),
      ([0, 0, 5], [0, 0, 100]), ([1, 1, 998], [0, 0, 100]), ([3, 3, 2], [38, 37, 25]),
    ])
  func percentages(counts: [Int], expected: [Int]) throws {
    let shares = try distribution(counts[0], counts[1], counts[2]).shares
    #expect(shares.map(\.complexity) == [.low, .medium, .high])
    #expect(shares.map(\.count) == counts)
    #expect(shares.map(\.percent) == expected)
    #expect(shares.map(\.percent).reduce(0, +) == 100)
  }

  @Test("fractions are counts over the total")
  func fractions() throws {
    let distribution = try distribution(1, 3, 0)
    #expect(distribution.total == 4)
    #expect(distribution.shares.map(\.fraction) == [0.25, 0.75, 0])
  }

  @Test("an empty journal gives three empty shares and no division by zero")
  func empty() {
    let distribution = Stats.ComplexityDistribution(AppState())
    #expect(distribution.total == 0)
    #expect(distribution.shares.map(\.percent) == [0, 0, 0])
    #expect(distribution.shares.map(\.fraction) == [0, 0, 0])
  }
}
