/// A text with `{name}` placeholders, split at them once and filled many times: how the site
/// writes a date, on every row of every page.
struct TextFormat: Sendable {
  /// The text around the placeholders: one more than `names`.
  private var literals: [String] = []
  private var names: [String] = []

  init(_ template: String) {
    let bytes = template.utf8
    var start = template.startIndex
    var search = start
    while let open = bytes[search...].firstIndex(of: UInt8(ascii: "{")),
      let close = bytes[open...].firstIndex(of: UInt8(ascii: "}"))
    {
      literals.append(String(template[start..<open]))
      names.append(String(template[bytes.index(after: open)..<close]))
      start = bytes.index(after: close)
      search = start
    }
    literals.append(String(template[start...]))
  }

  /// The text with each placeholder replaced by `value(name)`; one without a value is kept.
  func fill(_ value: (String) -> String?) -> String {
    var result = literals[0]
    for (index, name) in names.enumerated() {
      if let filled = value(name) {
        result.append(filled)
      } else {
        result.append("{\(name)}")
      }
      result.append(literals[index + 1])
    }
    return result
  }
}
