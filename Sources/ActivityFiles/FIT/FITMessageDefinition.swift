/// A definition message: the layout of the data messages of one local message type until it is
/// defined again. A class: every data message of that type refers to the one layout.
final class FITMessageDefinition: Sendable {
  /// One field of the layout.
  struct Field: Sendable {
    /// Offset of the field from the start of the message's content (after the record header).
    let offset: Int
    /// Size in bytes (one value or an array of values).
    let size: Int
    /// The base type the file declares.
    let baseType: FITBaseType
  }

  /// The global message number (`record` is 20).
  let globalNumber: UInt16
  /// Whether multi-byte values are big-endian (architecture 1).
  let isBigEndian: Bool
  /// The size of a data message's content: every field, developer fields included.
  let contentSize: Int
  /// The fields in file order.
  private let fields: [Field]
  /// For each field definition number 0…255, the index of its field in `fields`, or −1 (a
  /// table rather than a dictionary: it is read for every field of every record).
  private let indexByNumber: [Int16]

  /// Creates a definition from its fields (`number`, `size`, `base type`) and the total size of
  /// the developer fields that follow them (skipped by size: their meaning is never needed).
  init(
    globalNumber: UInt16, isBigEndian: Bool, fields: [(number: UInt8, size: Int, baseType: UInt8)],
    developerFieldsSize: Int
  ) {
    self.globalNumber = globalNumber
    self.isBigEndian = isBigEndian
    var offset = 0
    var layout: [Field] = []
    var index = [Int16](repeating: -1, count: 256)
    for field in fields {
      if index[Int(field.number)] < 0 { index[Int(field.number)] = Int16(layout.count) }
      layout.append(
        Field(offset: offset, size: field.size, baseType: FITBaseType(byte: field.baseType)))
      offset += field.size
    }
    contentSize = offset + developerFieldsSize
    self.fields = layout
    indexByNumber = index
  }

  /// The field with this definition number (the first one when the file repeats a number).
  func field(_ number: UInt8) -> Field? {
    let index = indexByNumber[Int(number)]
    return index < 0 ? nil : fields[Int(index)]
  }
}
