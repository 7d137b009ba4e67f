/// A value that templates render: the data model of the Mustache engine.
///
/// Values are plain, `Sendable` data (no reflection, no `Any`). Make them from literals,
/// with `init(encoding:)` from any `Encodable`, or decode them from JSON (`Decodable`).
public enum MustacheValue: Sendable, Equatable {
  /// A string, HTML-escaped by `{{name}}` and emitted verbatim by `{{{name}}}`.
  case string(String)
  /// A number; integral values render without a fractional part (`85`, `1.21`).
  case number(Double)
  /// A boolean: `false` is falsy, `true` renders a section once.
  case bool(Bool)
  /// A list: a section renders once per element; an empty list is falsy.
  case list([MustacheValue])
  /// An object: a section pushes it on the context stack; names are looked up in it.
  case object(MustacheObject)
  /// The absence of a value: falsy, renders as the empty string.
  case null
}

extension MustacheValue {
  /// Whether a section `{{#name}}` renders (per the spec: not false, null or an empty list).
  public var isTruthy: Bool {
    switch self {
    case .bool(let flag): return flag
    case .null: return false
    case .list(let items): return !items.isEmpty
    case .string, .number, .object: return true
    }
  }

  /// The value stored under `key` when this is an object, otherwise `nil`.
  public subscript(key: String) -> MustacheValue? {
    guard case .object(let fields) = self else { return nil }
    return fields[key]
  }
}

extension MustacheValue: ExpressibleByStringLiteral {
  /// Creates a `.string` value from a string literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
  /// Creates a `.number` value from an integer literal.
  public init(integerLiteral value: Int) {
    self = .number(Double(value))
  }
}

extension MustacheValue: ExpressibleByFloatLiteral {
  /// Creates a `.number` value from a floating-point literal.
  public init(floatLiteral value: Double) {
    self = .number(value)
  }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
  /// Creates a `.bool` value from a boolean literal.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension MustacheValue: ExpressibleByArrayLiteral {
  /// Creates a `.list` value from an array literal.
  public init(arrayLiteral elements: MustacheValue...) {
    self = .list(elements)
  }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
  /// Creates an `.object` value from a dictionary literal; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    var fields = MustacheObject(minimumCapacity: elements.count)
    for (key, value) in elements { fields[key] = value }
    self = .object(fields)
  }
}

extension MustacheValue: ExpressibleByNilLiteral {
  /// Creates `.null` from `nil`.
  public init(nilLiteral: ()) {
    self = .null
  }
}
