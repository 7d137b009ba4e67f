import DiaryCore
import Mustache

/// A recorded route drawn as an inline SVG line: no map tiles, no script. The line keeps its
/// width however the drawing is scaled.
enum RouteSVG {
  /// The route on its workout's page, with an open circle where the line shown starts and a
  /// filled one where it ends.
  static func svg(_ route: TrackSummary.Route, title: String, description: String) -> String {
    let id = "route-drawing"
    return "<svg class=\"route\" id=\"\(id)\" viewBox=\"0 0 \(SVGText.number(route.width)) "
      + "\(SVGText.number(route.height))\" role=\"img\" aria-labelledby=\"\(id)-title\" "
      + "aria-describedby=\"\(id)-desc\">"
      + "<title id=\"\(id)-title\">\(escapeHTML(title))</title>"
      + "<desc id=\"\(id)-desc\">\(escapeHTML(description))</desc>\n"
      + "<path class=\"route-line\" d=\"\(escapeHTML(route.pathData))\"/>\n"
      + circle(route.start, className: "route-start")
      + circle(route.end, className: "route-end") + "</svg>"
  }

  /// The route as one of many small drawings: decorative, as the link around it names the
  /// workout.
  static func thumbnail(_ route: TrackSummary.Route) -> String {
    "<svg class=\"route route-thumb\" viewBox=\"0 0 \(SVGText.number(route.width)) "
      + "\(SVGText.number(route.height))\" aria-hidden=\"true\" focusable=\"false\">"
      + "<path class=\"route-line\" d=\"\(escapeHTML(route.thumbnailPathData))\"/></svg>"
  }

  private static func circle(_ point: TrackSummary.Point, className: String) -> String {
    "<circle class=\"\(className)\" cx=\"\(SVGText.number(point.x))\" "
      + "cy=\"\(SVGText.number(point.y))\" r=\"4\"/>\n"
  }
}
