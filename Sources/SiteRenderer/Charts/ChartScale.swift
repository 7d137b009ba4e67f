import DiaryCore

/// A value axis from a round minimum (0 unless asked) to a round maximum, with evenly spaced
/// round ticks.
struct ChartScale: Equatable {
  var minimum = 0.0
  /// The top of the axis, always greater than `minimum`.
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

  init(minimum: Double, maximum: Double, step: Double) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
  }

  /// An axis of seconds from below `lowest` to above `largest`, in steps of 5 s to 10 min, so
  /// that ticks read as round times: for paces, whose axis does not start at 0.
  static func seconds(from lowest: Double, to largest: Double, steps: Int = 4) -> ChartScale {
    guard lowest.isFinite, largest.isFinite, lowest >= 0, largest >= lowest else {
      return ChartScale(largest: largest, steps: steps)
    }
    let candidates: [Double] = [5, 10, 15, 20, 30, 60, 120, 300, 600]
    let step =
      candidates.first {
        (largest / $0).rounded(.up) - (lowest / $0).rounded(.down) <= Double(steps)
      } ?? 600
    let minimum = (lowest / step).rounded(.down) * step
    return ChartScale(
      minimum: minimum, maximum: max((largest / step).rounded(.up) * step, minimum + step),
      step: step)
  }

  /// The tick values from `minimum` to `maximum`.
  var ticks: [Double] {
    let count = Int(((maximum - minimum) / step).rounded())
    return (0...max(count, 0)).map { minimum + Double($0) * step }
  }

  /// Where `value` falls, from 0 (at `minimum`) to 1 (at `maximum`), clamped.
  func fraction(_ value: Double) -> Double {
    guard value.isFinite, value > minimum else { return 0 }
    return min((value - minimum) / (maximum - minimum), 1)
  }
}
