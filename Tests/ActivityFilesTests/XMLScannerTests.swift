import Foundation
import TestSupport
import Testing

@testable import ActivityFiles

@Suite("XMLScanner reads elements, namespaces and text, and refuses what is not well-formed")
struct XMLScannerTests {
  /// The events of `xml` written compactly: `<ns|local a=v>`, `"text"`, `</ns|local>`.
  private func events(_ bytes: [UInt8]) throws(XMLSyntaxError) -> [String] {
    var scanner = XMLScanner(bytes)
    var events: [String] = []
    while let event = try scanner.next() {
      switch event {
      case .start(let name):
        let values = scanner.attributeTexts.map { " \($0.name)=\($0.value)" }.joined()
        events.append("<\(written(name, in: scanner))\(values)>")
      case .text: events.append("\"\(String(decoding: scanner.text, as: UTF8.self))\"")
      case .end(let name): events.append("</\(written(name, in: scanner))>")
      }
    }
    return events
  }

  /// `namespace|local`.
  private func written(_ name: XMLName, in scanner: XMLScanner) -> String {
    "\(scanner.namespaces[name.namespace])|\(scanner.localName(name))"
  }

  @Test(
    "well-formed documents give their events",
    arguments: [
      ("<a>x</a>", ["<|a>", "\"x\"", "</|a>"]),
      ("\u{FEFF}\n  <?xml version='1.0' encoding='UTF-8'?><a/>", ["<|a>", "</|a>"]),
      (
        "<a>&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x20AC;</a>",
        ["<|a>", "\"<>&'\"AB\u{20AC}\"", "</|a>"]
      ),
      (
        "<a>1<![CDATA[<b>&amp;]]>2<!-- c --><?pi x?>3</a>",
        ["<|a>", "\"1\"", "\"<b>&amp;\"", "\"2\"", "\"3\"", "</|a>"]
      ),
      ("<a k=\"1 &amp; 2\" l='&#34;'/>", ["<|a k=1 & 2 l=\">", "</|a>"]),
      ("<a>\r\nx\r</a>", ["<|a>", "\"\nx\n\"", "</|a>"]),
      (
        "<g xmlns='urn:g' xmlns:e='urn:e'><e:hr>1</e:hr><x xmlns='urn:x'><y/></x><z/></g>",
        [
          "<urn:g|g>", "<urn:e|hr>", "\"1\"", "</urn:e|hr>", "<urn:x|x>", "<urn:x|y>",
          "</urn:x|y>", "</urn:x|x>", "<urn:g|z>", "</urn:g|z>", "</urn:g|g>",
        ]
      ),
      (
        "<p:a xmlns:p='urn:1'><p:b xmlns:p='urn:2'/><p:c/></p:a>",
        [
          "<urn:1|a>", "<urn:2|b>", "</urn:2|b>", "<urn:1|c>", "</urn:1|c>", "</urn:1|a>",
        ]
      ),
      ("<u:a><b/></u:a>", ["<|a>", "<|b>", "</|b>", "</|a>"]),
      (
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>caf\u{E9}</a>",
        ["<|a>", "\"caf\u{E9}\"", "</|a>"]
      ),
    ])
  func wellFormed(xml: String, expected: [String]) throws {
    var bytes = Array(xml.utf8)
    if xml.contains("ISO-8859-1") {
      // The Latin-1 byte of é, not its UTF-8 form.
      bytes = xml.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    }
    #expect(try events(bytes) == expected)
  }

  @Test(
    "errors name the line, the column (in bytes) and the reason",
    arguments: [
      ("<a>\n  <b>\n</a>", 3, 1, "end tag </a> does not close <b>"),
      ("<a>\n  <b>x", 2, 7, "the file is cut short inside <b>"),
      ("<a><b x='1", 1, 11, "the file is cut short inside an attribute value"),
      ("<a>\n</a", 2, 4, "the file is cut short inside an end tag"),
      ("<a>x &nbsp; y</a>", 1, 6, "unknown reference '&nbsp;'"),
      ("<a>\nx\n &amp y</a>", 3, 2, "'&' not starting a reference"),
      ("<a>&#0;</a>", 1, 4, "unknown reference '&#0;'"),
      ("<a>\u{1}</a>", 1, 4, "a control character"),
      ("<a x='1' x='2'/>", 1, 15, "attribute 'x' given twice"),
      ("<a x='<'/>", 1, 7, "'<' in an attribute value"),
      ("<a>1</a><b/>", 1, 9, "a second root element"),
      ("<a/>\nx", 2, 1, "text after the root element"),
      ("x<a/>", 1, 1, "text before the root element"),
      (
        "<!DOCTYPE a [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><a>&e;</a>", 1, 1,
        "a DOCTYPE (not read)"
      ),
      ("<!-- only a comment -->", 1, 24, "no root element"),
      ("<a><!-- c -</a>", 1, 16, "the file is cut short inside a comment"),
      ("<1a/>", 1, 2, "a name cannot start with '1'"),
      ("<a b/>", 1, 5, "'=' expected"),
      ("<a b='1'c='2'/>", 1, 9, "a space missing before an attribute"),
      ("</a>", 1, 1, "end tag </a> without a start tag"),
      (
        "<?xml version='1.0' encoding='UTF-16'?><a/>", 1, 1,
        "the encoding 'utf-16' (only UTF-8 and ISO-8859-1 are read)"
      ),
    ])
  func malformed(xml: String, line: Int, column: Int, reason: String) {
    #expect(throws: XMLSyntaxError(line: line, column: column, reason: reason)) {
      try events(Array(xml.utf8))
    }
  }

  @Test("nesting, attributes and namespace declarations are bounded")
  func limits() {
    let deep = String(repeating: "<a>", count: 1001)
    #expect(
      throws: XMLSyntaxError(line: 1, column: 3001, reason: "elements nested more than 1000 deep")
    ) { try events(Array(deep.utf8)) }
    let wide = "<a" + (0...256).map { " a\($0)='1'" }.joined() + "/>"
    #expect(
      throws: XMLSyntaxError(
        line: 1, column: 2206, reason: "more than 256 attributes in a tag")
    ) { try events(Array(wide.utf8)) }
    let declared = String(repeating: "<a xmlns='urn:a'>", count: 257)
    #expect(
      throws: XMLSyntaxError(
        line: 1, column: 4369, reason: "more than 256 namespace declarations in scope")
    ) { try events(Array(declared.utf8)) }
  }

  @Test("UTF-16 is refused at its byte order mark")
  func utf16() {
    #expect(
      throws: XMLSyntaxError(
        line: 1, column: 1, reason: "UTF-16 (only UTF-8 and ISO-8859-1 are read)")
    ) {
      var scanner = XMLScanner([0xFF, 0xFE, 0x3C, 0x00])
      _ = try scanner.next()
    }
  }

  @Test("text that is not wanted is checked but not reported; tags give the line of their '>'")
  func unwantedText() throws {
    var scanner = XMLScanner(Array("<a>\n x <b\n/> &bad; </a>".utf8))
    scanner.wantsText = false
    #expect(try scanner.next() == .start(XMLName(namespace: 0, local: 1..<2, id: nil)))
    #expect(scanner.attributeTexts.isEmpty)
    #expect(scanner.currentLine == 1)
    #expect(try scanner.next() == .start(XMLName(namespace: 0, local: 8..<9, id: nil)))
    #expect(scanner.attributeTexts.isEmpty)
    #expect(scanner.currentLine == 3)
    #expect(try scanner.next() == .end(XMLName(namespace: 0, local: 8..<9, id: nil)))
    #expect(throws: XMLSyntaxError(line: 3, column: 4, reason: "unknown reference '&bad;'")) {
      try scanner.next()
    }
  }

  @Test("names are matched to the reader's names by index, in their namespace")
  func nameIndexes() throws {
    var scanner = XMLScanner(
      Array("<g:trk xmlns:g='urn:g'><trkpt lat='1'/><x:trk xmlns:x='urn:x'/></g:trk>".utf8),
      names: ["trkpt", "trk"])
    var names: [String] = []
    while let event = try scanner.next() {
      if case .start(let name) = event {
        names.append("\(written(name, in: scanner)) \(name.id.map(String.init) ?? "-")")
      }
    }
    #expect(names == ["urn:g|trk 1", "|trkpt 0", "urn:x|trk 1"])
    #expect(scanner.attribute("lat") == nil)
  }

  @Test(
    "values are read as numbers exactly as Double(String) reads them",
    arguments: [
      "0", "-0", "+5", "1.", ".5", "-.5", ".", "-", "", " 48.8566 ", "\t\n-122.41941550000001\r",
      "9007199254740993", "900719925474099.3", "0.1234567890123456789012", "1e3", "1E-2", "inf",
      "-infinity", "nan", "0x1p3", "1.2.3", "12a", "1 2", "00000000000000000000000012.5",
      "123456789012345678901234567890", "5e-324", "1.7976931348623157e309", "\u{A0}5",
      "0.000000000000000000001", "0.0000000000000000000001", "47.123456789012345",
    ])
  func numbers(text: String) {
    let bytes = Array(text.utf8)[...]
    let trimmed = text.trimmingCharacters(in: .init(charactersIn: " \t\n\r"))
    let expected = Double(trimmed)
    let read = XMLValue.number(bytes)
    #expect(
      read?.bitPattern == expected?.bitPattern || (read?.isNaN == true && expected?.isNaN == true))
  }

  @Test("random decimals are read to the same bits as Double(String) reads them")
  func randomNumbers() {
    var generator = SplitMix64(seed: 34)
    for _ in 0..<20_000 {
      let whole = String(generator.next() % 1_000_000_000)
      let fraction = String(generator.next() % 10_000_000_000_000)
      let zeros = String(repeating: "0", count: Int(generator.next() % 8))
      let sign = generator.next() % 2 == 0 ? "-" : ""
      let text = sign + whole + "." + zeros + fraction
      #expect(
        XMLValue.number(Array(text.utf8)[...])?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }
}
