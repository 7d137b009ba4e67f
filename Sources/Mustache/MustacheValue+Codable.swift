extension MustacheValue: Decodable {
  /// Decodes any JSON-like value: null, bool, number, string, array or object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let items = try? container.decode([MustacheValue].self) {
      self = .list(items)
    } else if let fields = try? container.decode([String: MustacheValue].self) {
      self = .object(fields)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unsupported value for MustacheValue")
    }
  }
}

extension MustacheValue: Encodable {
  /// Encodes the value as the matching JSON-like value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .number(let number): try container.encode(number)
    case .bool(let flag): try container.encode(flag)
    case .list(let items): try container.encode(items)
    case .object(let fields): try container.encode(fields)
    case .null: try container.encodeNil()
    }
  }
}
