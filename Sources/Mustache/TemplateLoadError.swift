/// Why template files could not be read; the message names the path.
public struct TemplateLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder or file that could not be read.
  public var path: String
  /// What went wrong.
  public var message: String

  /// Creates a load error.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: error: message`.
  public var description: String {
    "\(path): error: \(message)"
  }
}
