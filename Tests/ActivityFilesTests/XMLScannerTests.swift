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
      case .start(let name, let attributes):
        let values = attributes.map { " \($0.name)=\($0.value)" }.joined()
        events.append("<\(name.namespace)|\(name.local)\(values)>")
      case .text(let text): events.append("\"\(text)\"")
      case .end(let name): events.append("</\(name.namespace)|\(name.local)>")
      }
    }
    return events
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
    #expect(try scanner.next() == .start(XMLName(namespace: "", local: "a"), []))
    #expect(scanner.currentLine == 1)
    #expect(try scanner.next() == .start(XMLName(namespace: "", local: "b"), []))
    #expect(scanner.currentLine == 3)
    #expect(try scanner.next() == .end(XMLName(namespace: "", local: "b")))
    #expect(throws: XMLSyntaxError(line: 3, column: 4, reason: "unknown reference '&bad;'")) {
      try scanner.next()
    }
  }
}
