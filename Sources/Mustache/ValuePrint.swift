/// A 64-bit print of values, the same in every process (unlike `Hasher`): what a
/// `RenderLayout` keeps of the values an item read, and of the place it was rendered. Each word
/// is mixed in with a multiplication and a shift.
struct ValuePrint {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ word: UInt64) {
    value = (value ^ word) &* 0x9e37_79b9_7f4a_7c15
    value ^= value >> 29
  }

  /// The text's length, then its bytes eight at a time.
  mutating func combine(_ text: String) {
    text.withUTF8Buffer { bytes in
      combine(UInt64(bytes.count))
      let raw = UnsafeRawBufferPointer(bytes)
      var offset = 0
      while offset + 8 <= raw.count {
        combine(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      var last: UInt64 = 0
      for index in offset..<raw.count { last = last << 8 | UInt64(raw[index]) }
      combine(last)
    }
  }

  /// What a lookup gave: every field of objects, every item of lists, and nothing found
  /// apart from null.
  mutating func combine(_ value: MustacheValue?) {
    guard let value else { return combine(0) }
    switch value {
    case .string(let text):
      combine(1)
      combine(text)
    case .number(let number):
      combine(2)
      combine(number.bitPattern)
    case .bool(let flag):
      combine(flag ? 3 : 4)
    case .list(let items):
      combine(5)
      combine(UInt64(items.count))
      for item in items { combine(item) }
    case .identifiedList(let list):
      combine(8)
      combine(UInt64(list.items.count))
      // An identity stands for its item's value, made or not.
      for item in list.items { combine(item.identity) }
    case .object(let fields):
      combine(6)
      combine(UInt64(fields.count))
      for (key, field) in fields {
        combine(key)
        combine(field)
      }
    case .null:
      combine(7)
    }
  }
}
