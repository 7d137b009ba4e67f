import DiaryCore

/// A value axis from 0 to a round maximum, with evenly spaced round ticks.
struct ChartScale: Equatable {
  /// The top of the axis, always greater than 0.
  var maximum: Double
  var step: Double

  /// An axis that holds `largest` (negative, zero or non-finite values give a 0…1 axis) in at
  /// most `steps` steps of 1, 2, 2.5 or 5 times a power of ten.
  init(largest: Double, steps: Int = 5) {
    guard largest.isFinite, largest > 0, steps > 0 else {
      maximum = 1
      step = 0.25
      return
    }
    let rough = largest / Double(steps)
    var magnitude = 1.0
    while magnitude * 10 <= rough { magnitude *= 10 }
    while magnitude > rough { magnitude /= 10 }
    let factor = [1, 2, 2.5, 5, 10].first { $0 * magnitude >= rough } ?? 10
    step = factor * magnitude
    maximum = (largest / step - 1e-9).rounded(.up) * step
  }

  /// The tick values from 0 to `maximum`.
  var ticks: [Double] {
    let count = Int((maximum / step).rounded())
    return (0...max(count, 0)).map { Double($0) * step }
  }

  /// Where `value` falls, from 0 (at 0) to 1 (at `maximum`), clamped.
  func fraction(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return min(value / maximum, 1)
  }
}
