/// A value axis over a range that need not start at 0 (altitudes, heart rates): from a round
/// value at or below the smallest value to one at or above the largest, in round steps.
struct ChartRange: Equatable {
  var lower: Double
  var upper: Double
  var step: Double

  /// An axis holding `smallest…largest`, at least `minimumSpan` wide (so a flat profile is
  /// drawn flat, not as noise blown up to the whole height), in about `steps` steps of 1, 2,
  /// 2.5 or 5 times a power of ten. Values that are not finite give a 0…1 axis.
  init(smallest: Double, largest: Double, minimumSpan: Double, steps: Int = 4) {
    guard smallest.isFinite, largest.isFinite, largest >= smallest, minimumSpan.isFinite else {
      lower = 0
      upper = 1
      step = 0.25
      return
    }
    let middle = (smallest + largest) / 2
    let span = max(largest - smallest, minimumSpan, 1e-9)
    let low = min(smallest, middle - span / 2)
    let high = max(largest, middle + span / 2)
    step = ChartScale(largest: high - low, steps: steps).step
    lower = (low / step + 1e-9).rounded(.down) * step
    upper = max((high / step - 1e-9).rounded(.up) * step, lower + step)
  }

  /// The tick values from `lower` to `upper`.
  var ticks: [Double] {
    let count = Int(((upper - lower) / step).rounded())
    return (0...max(count, 0)).map { lower + Double($0) * step }
  }

  /// Where `value` falls, from 0 (at `lower`) to 1 (at `upper`), clamped.
  func fraction(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return min(max((value - lower) / (upper - lower), 0), 1)
  }
}
