/// A lookup path resolved at compile time: `.`, a single key, or dotted keys.
enum ValuePath: Sendable, Equatable {
  case implicit
  case key(String)
  case dotted([String])

  init(_ name: String) {
    if name == "." {
      self = .implicit
    } else if name.utf8.contains(UInt8(ascii: ".")) {
      self = .dotted(name.split(separator: ".").map(String.init))
    } else {
      self = .key(name)
    }
  }
}
