/// A chart's x coordinates, mirrored on a right-to-left page: its time axis then runs from the
/// oldest on the right to the newest on the left, and its value axis is on the right. Its
/// text needs nothing more: the page's direction turns `text-anchor` around with it.
struct ChartMirror {
  /// The chart's width, in its own units.
  var width: Double
  var isOn: Bool

  /// Where `x` goes.
  func x(_ x: Double) -> Double { isOn ? width - x : x }

  /// Where the left edge of a box `boxWidth` wide whose left edge was `x` goes.
  func x(_ x: Double, width boxWidth: Double) -> Double { isOn ? width - x - boxWidth : x }
}
