/// Turns a request target into a path relative to the site's folder, refusing anything that
/// could leave it: `..` and `.` segments (also percent-encoded), hidden names, NUL bytes,
/// backslashes and bytes that are not UTF-8. Pure.
public enum RequestPath {
  /// `2026/11/index.html` for `/2026/11/`, `index.html` for `/`; nil when refused.
  public static func relativePath(forTarget target: String) -> String? {
    var path = Substring(target.prefix { $0 != "?" && $0 != "#" })
    for scheme in ["http://", "https://"] where path.lowercased().hasPrefix(scheme) {
      let afterScheme = path.dropFirst(scheme.count)
      path = afterScheme.firstIndex(of: "/").map { afterScheme[$0...] } ?? "/"
    }
    guard path.hasPrefix("/"), let decoded = percentDecoded(path) else { return nil }
    var segments: [Substring] = []
    for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
      guard !segment.hasPrefix("."), !segment.contains("\\"), !segment.contains("\0") else {
        return nil
      }
      segments.append(segment)
    }
    if decoded.hasSuffix("/") || segments.isEmpty { segments.append("index.html") }
    return segments.joined(separator: "/")
  }

  /// The text with `%XX` escapes decoded; nil for a malformed escape or bytes not UTF-8.
  static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The path with every byte but ASCII letters, digits, `-._~` and `/` percent-encoded.
  public static func encoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let isKept =
        byte < 0x80
        && (Character(Unicode.Scalar(byte)).isLetter || Character(Unicode.Scalar(byte)).isNumber
          || Array("-._~/".utf8).contains(byte))
      if isKept {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
