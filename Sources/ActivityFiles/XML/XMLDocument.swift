/// What reads the events of a GPX or TCX file.
protocol XMLContentHandler {
  /// The handler's own error, which stops the reading.
  var failure: ActivityFileError? { get }
  /// Whether the text that comes next is wanted.
  var wantsText: Bool { get }
  /// An element starts; `line` is the line of its tag's `>`.
  mutating func start(_ name: XMLName, attributes: [XMLAttribute], line: Int)
  /// Text inside the element (possibly in several pieces).
  mutating func text(_ text: String)
  /// An element ends; `line` is the line of its end tag's `>`.
  mutating func end(_ name: XMLName, line: Int)
}

/// Reads the bytes of a GPX or TCX file with `XMLScanner` into a handler, and turns a syntax
/// error into an `ActivityFileError` naming the line and column.
struct XMLDocument {
  private let bytes: [UInt8]
  /// The file kind in messages (`gpx`, `tcx`).
  let format: String

  /// Prepares `bytes` for reading.
  /// - Throws: `ActivityFileError` when nothing but spaces (or a byte order mark) is there.
  init(_ bytes: [UInt8], format: String) throws {
    let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    guard content.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw ActivityFileError("empty \(format) file: no xml at line 1", at: .line(1))
    }
    self.bytes = bytes
    self.format = format
  }

  /// Reads every event into `handler`; the handler's `failure` is thrown as soon as it is set.
  func parse(with handler: inout some XMLContentHandler) throws {
    var scanner = XMLScanner(bytes)
    do {
      while true {
        scanner.wantsText = handler.wantsText
        guard let event = try scanner.next() else { break }
        switch event {
        case .start(let name, let attributes):
          handler.start(name, attributes: attributes, line: scanner.currentLine)
        case .text(let text): handler.text(text)
        case .end(let name): handler.end(name, line: scanner.currentLine)
        }
        if let failure = handler.failure { throw failure }
      }
    } catch let error as XMLSyntaxError {
      throw ActivityFileError(
        "\(format) is not well-formed xml at line \(error.line), column \(error.column)",
        at: .line(error.line))
    }
  }
}

extension [XMLAttribute] {
  /// The value of the attribute written `name`.
  subscript(name: String) -> String? { first { $0.name == name }?.value }
}
