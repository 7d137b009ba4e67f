/// Rows of RFC 4180 CSV: fields separated by commas, rows by CRLF or LF, a field in double
/// quotes may hold commas, line breaks and doubled quotes (`""` for one `"`). A UTF-8 byte
/// order mark at the start is skipped.
public struct CSVTable: Sendable, Equatable {
  /// One row and the line it starts on (1-based).
  public struct Row: Sendable, Equatable {
    /// The fields, unquoted.
    public var fields: [String]
    /// The line the row starts on.
    public var line: Int
  }

  /// The rows in order; blank lines are skipped.
  public var rows: [Row]

  /// Parses CSV text.
  /// - Parameter name: the file's name in error messages.
  /// - Throws: `ActivityFileError` for a quoted field that never closes, or a character after a
  ///   closing quote, naming the line.
  public init(_ bytes: [UInt8], name: String = "the csv file") throws {
    var rows: [Row] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var line = 1
    var rowLine = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var quoted = false
    var afterQuote = false
    var quoteLine = 1
    func endField() {
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      afterQuote = false
    }
    func endRow() {
      endField()
      if fields.count > 1 || !(fields.first?.isEmpty ?? true) {
        rows.append(Row(fields: fields, line: rowLine))
      }
      fields.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if quoted {
        if byte == 0x22 {
          if index < bytes.count && bytes[index] == 0x22 {
            field.append(0x22)
            index += 1
          } else {
            quoted = false
            afterQuote = true
          }
        } else {
          if byte == 0x0A { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case 0x2C:
        endField()
      case 0x0A:
        endRow()
        line += 1
        rowLine = line
      case 0x0D where index < bytes.count && bytes[index] == 0x0A:
        continue
      case 0x22 where field.isEmpty && !afterQuote:
        quoted = true
        quoteLine = line
      default:
        guard !afterQuote else {
          throw ActivityFileError(
            "a character after a closing quote at line \(line) of \(name)", at: .line(line))
        }
        field.append(byte)
      }
    }
    guard !quoted else {
      throw ActivityFileError(
        "a quoted field starting at line \(quoteLine) of \(name) never closes",
        at: .line(quoteLine))
    }
    if !field.isEmpty || !fields.isEmpty || afterQuote { endRow() }
    self.rows = rows
  }
}
