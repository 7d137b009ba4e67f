import Testing

@testable import DiaryCore

@Suite("The radix sort behind the list orders")
struct RadixSortTests {
  @Test("positions in increasing key order; equal keys keep their order")
  func stableOrder() {
    let keys: [UInt64] = [7, 1 << 40, 3, 7, 0, .max, 3, 1 << 40 | 7, 0]
    #expect(RadixSort.positions(sortedBy: keys) == [4, 8, 2, 6, 0, 3, 1, 7, 5])
    #expect(RadixSort.positions(sortedBy: []) == [])
    #expect(RadixSort.positions(sortedBy: [9]) == [0])
    // Every key alike: the order stays as it is.
    #expect(RadixSort.positions(sortedBy: [5, 5, 5]) == [0, 1, 2])
  }

  @Test("the same order as a stable comparison sort, on random keys of every width")
  func matchesComparisonSort() {
    var random: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> UInt64 {
      random ^= random << 13
      random ^= random >> 7
      random ^= random << 17
      return random
    }
    for width in [8, 16, 33, 64] as [UInt64] {
      let mask: UInt64 = width == 64 ? .max : (1 << width) - 1
      // Few distinct keys in the narrow widths, so ties are common.
      let keys = (0..<3000).map { _ in next() & mask }
      let expected = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
      #expect(RadixSort.positions(sortedBy: keys) == expected, "width \(width)")
    }
  }

  @Test("a number's key orders as the number, with negative zero as zero")
  func doubleKeys() {
    let values: [Double] = [
      -.infinity, -1e300, -2.5, -1e-300, -0.0, 0, 1e-300, 0.1, 2.5, 10, 1e300, .infinity,
    ]
    let keys = values.map(RadixSort.key)
    for index in keys.indices.dropFirst() {
      let (previous, value) = (values[index - 1], values[index])
      #expect(
        previous == value ? keys[index - 1] == keys[index] : keys[index - 1] < keys[index],
        "\(previous) then \(value)")
    }
    #expect(RadixSort.key(.nan) == .max)
  }

  @Test("workouts from year 1 to 9999 come newest first, a day's times before its untimed one")
  func datesAcrossTheCalendar() throws {
    var state = AppState()
    let days = ["0001-01-01", "1969-12-31", "1970-01-01", "2026-11-28", "9999-12-31"]
    for (line, text) in days.enumerated() {
      reduce(into: &state, .workoutAdded(try workout("Run", on: text, line: 10 * line + 1)))
      reduce(
        into: &state, .workoutAdded(try workout("Run", on: text, at: (0, 0), line: 10 * line + 2)))
      reduce(
        into: &state, .workoutAdded(try workout("Run", on: text, at: (23, 59), line: 10 * line + 3))
      )
    }
    let sorted = state.workouts(sortedBy: .date)
    #expect(
      sorted.map(\.location.line) == [43, 42, 41, 33, 32, 31, 23, 22, 21, 13, 12, 11, 3, 2, 1])
    #expect(sorted.map(\.id) == state.workoutsByLocation.values.sorted(by: .date).map(\.id))
  }
}
