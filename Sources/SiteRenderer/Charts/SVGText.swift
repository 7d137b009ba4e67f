import DiaryCore
import Mustache

/// Helpers for writing our own SVG: numbers that are never NaN, text that is always escaped.
enum SVGText {
  /// A coordinate or length with at most two decimals; 0 for anything not finite.
  static func number(_ value: Double) -> String {
    value.isFinite ? DecimalFormat.string(value, fractionDigits: 2) : "0"
  }

  /// `<title>…</title>`, the tooltip of a mark (escaped).
  static func title(_ text: String) -> String { "<title>\(escapeHTML(text))</title>" }

  /// A `<text>` element with escaped content and an optional class and anchor.
  static func text(
    _ content: String, x: Double, y: Double, anchor: String = "start", className: String = ""
  ) -> String {
    let classAttribute = className.isEmpty ? "" : " class=\"\(className)\""
    return "<text x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\""
      + "\(classAttribute)>\(escapeHTML(content))</text>"
  }

  /// A `<rect>` with an optional tooltip; negative or non-finite sizes become 0.
  static func rect(
    x: Double, y: Double, width: Double, height: Double, className: String,
    radius: Double = 0, tooltip: String? = nil
  ) -> String {
    let corner = radius > 0 ? " rx=\"\(number(radius))\"" : ""
    let head =
      "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(max(0, width)))\""
      + " height=\"\(number(max(0, height)))\"\(corner) class=\"\(className)\""
    guard let tooltip else { return head + "/>" }
    return head + ">" + title(tooltip) + "</rect>"
  }

  /// The opening `<svg>` tag and its accessible name: a `<title>` and a `<desc>`.
  static func open(id: String, width: Double, height: Double, title: String, description: String)
    -> String
  {
    "<svg class=\"chart\" id=\"\(id)\" viewBox=\"0 0 \(number(width)) \(number(height))\""
      + " role=\"img\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\">"
      + "<title id=\"\(id)-title\">\(escapeHTML(title))</title>"
      + "<desc id=\"\(id)-desc\">\(escapeHTML(description))</desc>"
  }
}
