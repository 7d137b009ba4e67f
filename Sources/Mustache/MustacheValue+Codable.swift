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
      self = .object(MustacheObject(fields))
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unsupported value for MustacheValue")
    }
  }
}

extension MustacheValue: Encodable {
  /// Encodes the value as the matching JSON-like value.
  public func encode(to encoder: any Encoder) throws {
    if case .object(let fields) = self {
      var keyed = encoder.container(keyedBy: FieldName.self)
      for (key, value) in fields { try keyed.encode(value, forKey: FieldName(key)) }
      return
    }
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .number(let number): try container.encode(number)
    case .bool(let flag): try container.encode(flag)
    case .list(let items): try container.encode(items)
    case .object: break
    case .null: try container.encodeNil()
    }
  }
}

/// A field name used as a coding key.
private struct FieldName: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
