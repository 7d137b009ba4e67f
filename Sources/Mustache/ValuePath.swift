/// A lookup path resolved at compile time: `.`, a single key, or dotted keys.
enum ValuePath: Sendable, Equatable {
  case implicit
  case key(MustacheKey)
  case dotted([MustacheKey])

  init(_ name: String) {
    if name == "." {
      self = .implicit
    } else if name.utf8.contains(UInt8(ascii: ".")) {
      self = .dotted(name.split(separator: ".").map { MustacheKey(String($0)) })
    } else {
      self = .key(MustacheKey(name))
    }
  }

  /// The name as written in the template: `.`, `name` or `a.b.c`.
  var name: String {
    switch self {
    case .implicit: "."
    case .key(let key): key.name
    case .dotted(let keys): keys.map(\.name).joined(separator: ".")
    }
  }
}
