/// Text from a journal or template made safe to print on a terminal.
enum TerminalText {
  /// The text with control characters written as escapes (`\n`, `\u{1B}`), so text quoted
  /// from a journal or template keeps each diagnostic on one line and cannot drive the terminal.
  static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case _ where isControl(scalar):
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// C0 and C1 controls and DEL, except the tab.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
  }
}
