import DiaryCore
import Testing

@testable import SiteRenderer

@Suite("Charts on a right-to-left page")
struct ChartDirectionTests {
  /// English words, written right to left.
  static let rightToLeft = SiteText(
    Localization(
      language: "xx", files: [StringsFile(path: "xx.strings", text: "language.direction = rtl\n")],
      english: [StringsFile(path: "en.strings", text: DefaultTheme.files["i18n/en.strings"] ?? "")]
    ), units: .metric)

  /// The `(x, width)` of each `<rect>`, and the x of each `<text>`, in the order drawn.
  static func boxes(_ svg: String) -> (rects: [(Double, Double)], texts: [Double]) {
    let rects = svg.matches(of: /<rect x="([-0-9.]+)" y="[^"]*" width="([0-9.]+)"/).compactMap {
      match in Double(match.1).flatMap { x in Double(match.2).map { (x, $0) } }
    }
    let texts = svg.matches(of: /<text x="([-0-9.]+)"/).compactMap { Double($0.1) }
    return (rects, texts)
  }

  @Test("bars run from the right, newest on the left; the value axis is on the right")
  func barsMirror() {
    let bars = [1.0, 3, 2].enumerated().map { index, value in
      BarChart.Bar(value: value, tooltip: "t\(index)", label: index == 0 ? "Jan" : nil)
    }
    let left = Self.boxes(
      BarChart(id: "c", title: "t", description: "d", unit: "km", bars: bars, text: .english)
        .svg())
    let right = Self.boxes(
      BarChart(
        id: "c", title: "t", description: "d", unit: "km", bars: bars, text: Self.rightToLeft
      )
      .svg())
    #expect(left.rects.count == 3 && right.rects.count == 3)
    for (ltr, rtl) in zip(left.rects, right.rects) {
      #expect(abs(rtl.0 - (ChartFrame.width - ltr.0 - ltr.1)) < 0.02)
      #expect(rtl.1 == ltr.1)
    }
    #expect(right.rects.map(\.0) == right.rects.map(\.0).sorted(by: >))
    for (ltr, rtl) in zip(left.texts, right.texts) {
      #expect(abs(rtl - (ChartFrame.width - ltr)) < 0.02)
    }
    // Tick labels end 6 units beside the plot: on the left, and on the right when mirrored.
    #expect(left.texts.first ?? 0 < 100)
    #expect(right.texts.first ?? 0 > 360)
  }
}
