import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs Foundation's `XMLParser` over the bytes of a GPX or TCX file with namespaces
/// processed, after skipping what some exporters put before `<?xml` (Strava's GPX files start
/// with spaces or line breaks; a UTF-8 byte order mark), and turns a parse failure into an
/// `ActivityFileError` naming the line.
struct XMLDocument {
  /// The bytes from the first character that is not a space or byte order mark.
  private let content: Data
  /// Line breaks skipped before `content`, added to the parser's line numbers.
  let skippedLines: Int
  /// The file kind in messages (`gpx`, `tcx`).
  let format: String

  /// Prepares `bytes` for parsing.
  /// - Throws: `ActivityFileError` when nothing but spaces is there.
  init(_ bytes: [UInt8], format: String) throws {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var lines = 0
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) {
      if bytes[start] == 0x0A { lines += 1 }
      start += 1
    }
    guard start < bytes.count else {
      throw ActivityFileError("empty \(format) file: no xml at line 1", at: .line(1))
    }
    content = Data(bytes[start...])
    skippedLines = lines
    self.format = format
  }

  /// The line the parser is at, counted in the whole file.
  func line(_ parser: XMLParser) -> Int { parser.lineNumber + skippedLines }

  /// Parses with `delegate`. A delegate that stops the parser with `abortParsing()` leaves its
  /// own error in `failure`, which is thrown instead of the parser's.
  func parse(with delegate: XMLParserDelegate, failure: () -> ActivityFileError?) throws {
    let parser = XMLParser(data: content)
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    // On Linux a file that ends before its elements close parses "successfully", the error
    // (libxml2's premature end of data) left in `parserError`.
    if !parser.parse() || parser.parserError != nil {
      if let error = failure() { throw error }
      let line = line(parser)
      throw ActivityFileError(
        "\(format) is not well-formed xml at line \(line), column \(parser.columnNumber)",
        at: .line(line))
    }
    if let error = failure() { throw error }
  }
}
