/// The `Content-Type` of a site file, from its name.
public enum ContentType {
  public static let html = "text/html; charset=utf-8"

  public static func forPath(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name == "feed.xml" { return "application/atom+xml; charset=utf-8" }
    let suffix = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    return types[name.contains(".") ? suffix : ""] ?? "application/octet-stream"
  }

  private static let types: [String: String] = [
    "html": html, "htm": html,
    "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
    "json": "application/json",
    "svg": "image/svg+xml",
    "xml": "application/xml; charset=utf-8",
    "atom": "application/atom+xml; charset=utf-8",
    "csv": "text/csv; charset=utf-8",
    "ics": "text/calendar; charset=utf-8",
    "txt": "text/plain; charset=utf-8",
    "png": "image/png",
    "ico": "image/x-icon",
    "jpg": "image/jpeg", "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
    "woff2": "font/woff2",
  ]
}
