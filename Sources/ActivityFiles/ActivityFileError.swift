/// Why a file could not be read. `message` is a lowercase sentence that says what is wrong and
/// names the position (`byte 1234` in a binary file, `line 12` in XML or CSV); `location` holds
/// the same position for a program.
public struct ActivityFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where in the input the problem is.
  public enum Location: Sendable, Equatable {
    /// A byte offset from the start of the (decompressed) input.
    case byte(Int)
    /// A 1-based line of a text input.
    case line(Int)
    /// A member of an archive or a file of a folder.
    case member(String)
    /// The input as a whole (an empty file, a file without any time).
    case wholeFile
  }

  /// The full message, lowercase, position included.
  public let message: String
  /// The position the message names.
  public let location: Location

  /// Creates an error; `message` must already name the position.
  public init(_ message: String, at location: Location) {
    self.message = message
    self.location = location
  }

  /// The message.
  public var description: String { message }
}
