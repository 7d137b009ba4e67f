/// Name resolution on the context stack, as the spec describes it.
enum ContextLookup {
  /// The value of `path`: `.` is the top of the stack; the first name is looked up from the
  /// innermost context outwards; further dotted names only inside the value found.
  static func value(_ path: ValuePath, in stack: [MustacheValue]) -> MustacheValue? {
    switch path {
    case .implicit:
      return stack.last
    case .key(let key):
      return find(key, in: stack)
    case .dotted(let keys):
      guard let first = keys.first, var value = find(first, in: stack) else { return nil }
      for key in keys.dropFirst() {
        guard case .object(let fields) = value, let next = fields.value(for: key) else {
          return nil
        }
        value = next
      }
      return value
    }
  }

  /// The value of `key` in the innermost context object that has it.
  private static func find(_ key: MustacheKey, in stack: [MustacheValue]) -> MustacheValue? {
    var index = stack.count - 1
    while index >= 0 {
      if case .object(let fields) = stack[index], let value = fields.value(for: key) {
        return value
      }
      index -= 1
    }
    return nil
  }
}
