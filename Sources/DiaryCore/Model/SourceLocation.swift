/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, like cmark).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  public var path: String
  public var line: Int
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }

  /// `path:line:column`, the form editors and compilers use.
  public var description: String { "\(path):\(line):\(column)" }
}

extension SourceLocation {
  /// A location naming only a file.
  public static func file(_ path: String) -> SourceLocation {
    SourceLocation(path: path, line: 0, column: 0)
  }
}
