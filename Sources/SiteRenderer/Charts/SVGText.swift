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
    var bytes: [UInt8] = []
    appendRect(
      to: &bytes, x: number(x), y: number(y), width: number(max(0, width)),
      height: number(max(0, height)), className: className,
      radius: radius > 0 ? number(radius) : nil, tooltip: tooltip)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The same `<rect>`, its numbers formatted already, appended to `bytes`: for a chart of
  /// hundreds of them that share most of their numbers.
  static func appendRect(
    to bytes: inout [UInt8], x: String, y: String, width: String, height: String,
    className: String, radius: String?, tooltip: String?
  ) {
    bytes.append(contentsOf: "<rect x=\"".utf8)
    bytes.append(contentsOf: x.utf8)
    bytes.append(contentsOf: "\" y=\"".utf8)
    bytes.append(contentsOf: y.utf8)
    bytes.append(contentsOf: "\" width=\"".utf8)
    bytes.append(contentsOf: width.utf8)
    bytes.append(contentsOf: "\" height=\"".utf8)
    bytes.append(contentsOf: height.utf8)
    if let radius {
      bytes.append(contentsOf: "\" rx=\"".utf8)
      bytes.append(contentsOf: radius.utf8)
    }
    bytes.append(contentsOf: "\" class=\"".utf8)
    bytes.append(contentsOf: className.utf8)
    guard let tooltip else {
      bytes.append(contentsOf: "\"/>".utf8)
      return
    }
    bytes.append(contentsOf: "\">".utf8)
    bytes.append(contentsOf: title(tooltip).utf8)
    bytes.append(contentsOf: "</rect>".utf8)
  }

  /// The opening `<svg>` tag and its accessible name: a `<title>` and a `<desc>`.
  /// `role` is `img`, or `group` for a chart holding links (an image's parts are hidden).
  static func open(
    id: String, width: Double, height: Double, title: String, description: String,
    role: String = "img", className: String = "chart"
  ) -> String {
    "<svg class=\"\(className)\" id=\"\(id)\" viewBox=\"0 0 \(number(width)) \(number(height))\""
      + " role=\"\(role)\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\">"
      + "<title id=\"\(id)-title\">\(escapeHTML(title))</title>"
      + "<desc id=\"\(id)-desc\">\(escapeHTML(description))</desc>"
  }
}
