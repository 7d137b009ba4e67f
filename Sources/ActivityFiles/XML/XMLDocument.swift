/// What reads the events of a GPX or TCX file.
///
/// The scanner is handed over `inout` although handlers only read it (attributes, names,
/// namespaces): a borrowed scanner is copied whole for every call that takes it, and a handler
/// takes it for every tag.
protocol XMLContentHandler {
  /// The local names the handler matches: `XMLName.id` is an index into them.
  static var names: [String] { get }
  /// The handler's own error, which stops the reading.
  var failure: ActivityFileError? { get }
  /// Whether the text that comes next is wanted.
  var wantsText: Bool { get }
  /// An element starts; `line` is the line of its tag's `>`. Its attributes, and the
  /// namespace URIs, are read from `scanner`.
  mutating func start(_ name: XMLName, in scanner: inout XMLScanner, line: Int)
  /// Text inside the element (possibly in several pieces), as UTF-8 bytes.
  mutating func text(_ text: ArraySlice<UInt8>)
  /// An element ends; `line` is the line of its end tag's `>`.
  mutating func end(_ name: XMLName, in scanner: inout XMLScanner, line: Int)
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
  func parse<Handler: XMLContentHandler>(with handler: inout Handler) throws {
    var scanner = XMLScanner(bytes, names: Handler.names)
    do {
      while true {
        scanner.wantsText = handler.wantsText
        guard let event = try scanner.next() else { break }
        let line = scanner.currentLine
        switch event {
        case .start(let name): handler.start(name, in: &scanner, line: line)
        case .text: handler.text(scanner.text)
        case .end(let name): handler.end(name, in: &scanner, line: line)
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
