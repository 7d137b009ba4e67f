/// Why a field's value was refused, and how many bytes into the value the problem starts.
public struct FieldError: Error, Equatable, Sendable {
  public var message: String
  public var offset: Int

  public init(_ message: String, offset: Int = 0) {
    self.message = message
    self.offset = offset
  }
}
