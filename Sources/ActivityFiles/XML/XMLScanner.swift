#if canImport(Glibc)
  import Glibc
#endif

/// An element name where it stands: the namespace its prefix (or the default namespace) is
/// bound to, as an index into the scanner's `namespaces` (0 for none or an undeclared prefix),
/// where its local part is in the bytes, and that local part's index in the names the scanner
/// was given (`nil` when it is none of them), so readers match names without making strings.
struct XMLName: Equatable {
  let namespace: Int
  let local: Range<Int>
  let id: Int?
}

/// Why the bytes are not well-formed XML, and where: line and column from 1, columns in bytes.
struct XMLSyntaxError: Error, Equatable {
  let line: Int
  let column: Int
  let reason: String
}

/// A small non-validating XML 1.0 pull scanner over UTF-8 bytes, enough for GPX and TCX files:
/// elements with their prefixes resolved through the `xmlns` declarations in scope, attributes,
/// text with the five predefined entities and character references decoded, CDATA sections as
/// text. Comments, processing instructions and the XML declaration are skipped; a DOCTYPE is
/// refused (no entity is ever declared or fetched). A byte order mark and spaces before the XML
/// declaration are allowed, as some exporters write them. ISO-8859-1 (Latin-1) files are
/// transcoded; any other encoding than UTF-8 or ASCII is refused. Elements nest at most
/// `maximumDepth` deep, with at most `maximumAttributes` attributes each and
/// `maximumBindings` namespace declarations in scope, which keeps every look-up short.
///
/// Events carry no strings: a start tag's attributes (`attribute(_:)`) and a text piece
/// (`text`) are read from the scanner after the event, as UTF-8 bytes; names are resolved once
/// per distinct qualified name while the namespace bindings stay the same.
struct XMLScanner {
  enum Event: Equatable {
    case start(XMLName)
    /// A piece of text, in `text`.
    case text
    case end(XMLName)
  }

  static let maximumDepth = 1000
  static let maximumAttributes = 256
  static let maximumBindings = 256

  /// Whether text events are wanted; when `false` text is still checked but not reported.
  var wantsText = true

  private var bytes: [UInt8]
  /// The local names whose index `XMLName.id` gives.
  private let names: [[UInt8]]
  /// Every namespace URI declared so far, `""` first; `XMLName.namespace` indexes it.
  private(set) var namespaces = [""]
  private var namespaceIndexes = ["": 0]
  /// The attributes of the last start tag (namespace declarations left out); a value with a
  /// reference or a `\r` is kept decoded in `decodedValues`, at the index `decoded`.
  private var attributes: [Attribute] = []
  private typealias Attribute = (name: Range<Int>, value: Range<Int>, decoded: Int?)
  private var decodedValues: [[UInt8]] = []
  /// The last text piece: where it is in the bytes, or decoded.
  private var textRange = 0..<0
  private var decodedText: [UInt8]?
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// The open elements are `open[..<depth]`: the array is not shrunk when one ends, so that
  /// an end tag only reads its entry and the next start tag overwrites it in place.
  private var open: [OpenElement] = []
  private var depth = 0
  /// Qualified names already resolved with the bindings in scope (a file uses a few names
  /// throughout), in 128 slots from a hash of their bytes on (the next free slot when taken),
  /// at most 64 of them; emptied when the bindings change or the slots are half full.
  private var resolvedNames = [ResolvedName](repeating: .empty, count: 128)
  private var resolvedCount = 0
  /// The attribute names of the tag being read, to find one given twice.
  private var attributeNames: [Range<Int>] = []
  /// The namespace bindings in scope, innermost last: the prefix (empty for the default
  /// namespace) as a range of `bytes`, and the URI's index in `namespaces`.
  private var bindings: [(prefix: Range<Int>, namespace: Int)] = []
  private var pendingEnd: XMLName?
  /// The hash of the last name scanned (of its length and three of its bytes): where
  /// `resolve` files it.
  private var nameHash = 0
  private var sawRoot = false
  private var isLatin1Checked = false

  init(_ bytes: [UInt8], names: [String] = []) {
    self.bytes = bytes
    self.names = names.map { Array($0.utf8) }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// The line of the position reached: after a start or end tag, the line of its `>`.
  var currentLine: Int { line }

  /// The next event, or `nil` at the end of a well-formed document.
  mutating func next() throws(XMLSyntaxError) -> Event? {
    if let name = pendingEnd {
      pendingEnd = nil
      return .end(name)
    }
    if index == 0 && (bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])) {
      throw error("UTF-16 (only UTF-8 and ISO-8859-1 are read)")
    }
    while index < bytes.count {
      if bytes[index] != 0x3C {
        if try scanText() { return .text }
        continue
      }
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      switch next {
      case 0x2F: return try endTag()
      case 0x3F: try skipProcessingInstruction()
      case 0x21:
        if starts(with: "<!--") {
          try skip(past: "-->", what: "comment")
        } else if starts(with: "<![CDATA[") {
          guard depth > 0 else { throw error("a CDATA section outside the root element") }
          let start = index + 9
          try skip(past: "]]>", what: "CDATA section")
          if wantsText {
            keepText(start..<(index - 3))
            return .text
          }
        } else if starts(with: "<!DOCTYPE") {
          throw error("a DOCTYPE (not read)")
        } else {
          throw error("'<!' not followed by a comment or CDATA section")
        }
      default: return try startTag()
      }
    }
    guard depth == 0 else { throw error("the file is cut short inside <\(openName)>") }
    guard sawRoot else { throw error("no root element") }
    return nil
  }

  // MARK: Tags

  private mutating func startTag() throws(XMLSyntaxError) -> Event {
    if depth == 0 && sawRoot { throw error("a second root element") }
    guard depth < Self.maximumDepth else {
      throw error("elements nested more than \(Self.maximumDepth) deep")
    }
    sawRoot = true
    index += 1
    let name = try scanName()
    let hash = nameHash
    let outerBindings = bindings.count
    if !attributeNames.isEmpty {
      attributes.removeAll(keepingCapacity: true)
      attributeNames.removeAll(keepingCapacity: true)
      decodedValues.removeAll()
    }
    // Most tags end right after their name or their last attribute value: no spaces to skip.
    while index >= bytes.count || bytes[index] != 0x3E {
      let hadSpace = skipSpaces()
      guard index < bytes.count else { throw error("the file is cut short inside a start tag") }
      if bytes[index] == 0x3E
        || (bytes[index] == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x3E)
      {
        break
      }
      guard hadSpace else { throw error("a space missing before an attribute") }
      let attribute = try scanName()
      skipSpaces()
      guard index < bytes.count, bytes[index] == 0x3D else { throw error("'=' expected") }
      index += 1
      skipSpaces()
      let value = try scanAttributeValue()
      for earlier in attributeNames where equal(earlier, attribute) {
        throw error("attribute '\(string(attribute))' given twice")
      }
      attributeNames.append(attribute)
      guard attributeNames.count <= Self.maximumAttributes else {
        throw error("more than \(Self.maximumAttributes) attributes in a tag")
      }
      if isNamespaceDeclaration(attribute) {
        let prefix =
          attribute.count == 5
          ? attribute.upperBound..<attribute.upperBound
          : (attribute.lowerBound + 6)..<attribute.upperBound
        guard bindings.count < Self.maximumBindings else {
          throw error("more than \(Self.maximumBindings) namespace declarations in scope")
        }
        bindings.append(
          (prefix, namespaceIndex(value.decoded.map { $0[...] } ?? bytes[value.range])))
        forgetResolvedNames()
      } else {
        var decoded: Int?
        if let text = value.decoded {
          decodedValues.append(text)
          decoded = decodedValues.count - 1
        }
        attributes.append((attribute, value.range, decoded))
      }
    }
    let isEmpty = bytes[index] == 0x2F
    index += isEmpty ? 2 : 1
    let resolved = resolve(name, hash: hash)
    if isEmpty {
      unbind(from: outerBindings)
      pendingEnd = resolved
    } else {
      let element = OpenElement(name: name, resolved: resolved, bindings: outerBindings)
      if depth < open.count {
        open[depth] = element
      } else {
        open.append(element)
      }
      depth += 1
    }
    return .start(resolved)
  }

  /// The index of `uri` in `namespaces`, added when new.
  private mutating func namespaceIndex(_ uri: ArraySlice<UInt8>) -> Int {
    let text = String(decoding: uri, as: UTF8.self)
    if let known = namespaceIndexes[text] { return known }
    namespaceIndexes[text] = namespaces.count
    namespaces.append(text)
    return namespaces.count - 1
  }

  /// The value of the last start tag's attribute written `name`, references decoded.
  func attribute(_ name: StaticString) -> ArraySlice<UInt8>? {
    let count = name.utf8CodeUnitCount
    let entry = bytes.withUnsafeBufferPointer { buffer in
      attributes.first { entry in
        guard entry.name.count == count, let base = buffer.baseAddress else { return false }
        return memcmp(base + entry.name.lowerBound, name.utf8Start, count) == 0
      }
    }
    return entry.map(value(of:))
  }

  /// The last start tag's attributes as written, names and decoded values.
  var attributeTexts: [(name: String, value: String)] {
    attributes.map { entry in
      (string(entry.name), String(decoding: value(of: entry), as: UTF8.self))
    }
  }

  /// An attribute's value, references decoded.
  private func value(of attribute: Attribute) -> ArraySlice<UInt8> {
    attribute.decoded.map { decodedValues[$0][...] } ?? bytes[attribute.value]
  }

  /// The last text piece, references decoded and line ends made `\n`.
  var text: ArraySlice<UInt8> { decodedText.map { $0[...] } ?? bytes[textRange] }

  /// The local part of a name, for messages.
  func localName(_ name: XMLName) -> String { string(name.local) }

  private func isNamespaceDeclaration(_ name: Range<Int>) -> Bool {
    bytes[name.lowerBound] == 0x78 && bytes[name].starts(with: "xmlns".utf8)
      && (name.count == 5 || bytes[name.lowerBound + 5] == 0x3A)
  }

  private mutating func endTag() throws(XMLSyntaxError) -> Event {
    let tagStart = index
    index += 2
    // The usual case, the open element's name and `>`: no name to scan. (Checked here rather
    // than in a non-mutating helper, which the compiler called on a copy of the whole scanner.)
    if depth > 0 {
      let name = open[depth - 1].name
      let end = index + name.count
      if end < bytes.count, bytes[end] == 0x3E, equal(name, index..<end) {
        index = end + 1
        return closeInnermost()
      }
    }
    let name = try scanName()
    skipSpaces()
    guard index < bytes.count else { throw error("the file is cut short inside an end tag") }
    guard bytes[index] == 0x3E else { throw error("'>' expected") }
    guard depth > 0 else {
      throw error("end tag </\(string(name))> without a start tag", at: tagStart)
    }
    guard equal(open[depth - 1].name, name) else {
      throw error("end tag </\(string(name))> does not close <\(openName)>", at: tagStart)
    }
    index += 1
    return closeInnermost()
  }

  /// Closes the innermost open element: its end, its namespace bindings out of scope.
  /// (Inlined: it ends almost every element.)
  @inline(__always)
  private mutating func closeInnermost() -> Event {
    depth -= 1
    unbind(from: open[depth].bindings)
    return .end(open[depth].resolved)
  }

  /// Ends the scope of the bindings from `count` on.
  private mutating func unbind(from count: Int) {
    guard bindings.count > count else { return }
    bindings.removeSubrange(count...)
    forgetResolvedNames()
  }

  /// The name of the innermost open element, for messages.
  private var openName: String { depth > 0 ? string(open[depth - 1].name) : "" }

  /// An open element: where its qualified name is in `bytes`, the name resolved, and how many
  /// namespace bindings were in scope before it.
  private struct OpenElement {
    let name: Range<Int>
    let resolved: XMLName
    let bindings: Int
  }

  /// A qualified name as written and as resolved; `empty` marks a free slot (no name is empty).
  private struct ResolvedName {
    var name: Range<Int>
    var resolved: XMLName

    static let empty = ResolvedName(
      name: 0..<0, resolved: XMLName(namespace: 0, local: 0..<0, id: nil))
  }

  private mutating func forgetResolvedNames() {
    for slot in resolvedNames.indices { resolvedNames[slot] = .empty }
    resolvedCount = 0
  }

  /// Bytes that end a run, as bits of bytes below 0x40 (every byte from 0x40 on continues
  /// every run): what ends a name (a space, `/`, `>`, `=`, a quote, `<`, `&` or a control
  /// character, which no name holds), text (`<`, and `&`, a line end, a tab or a control
  /// character, each looked at on its own) and an attribute value (the same, and its quote).
  /// (Computed, so that each use is a constant rather than a lazily made global.)
  private static var nameStops: UInt64 {
    controls | 1 << 0x20 | 1 << 0x2F | 1 << 0x3E | 1 << 0x3D | 1 << 0x22 | 1 << 0x27 | 1 << 0x3C
      | 1 << 0x26
  }
  private static var textStops: UInt64 { controls | 1 << 0x3C | 1 << 0x26 }
  private static var controls: UInt64 { 1 << 0x20 - 1 }

  /// The first position from `start` on whose byte is one of `stops` (bits of bytes below
  /// 0x40), or the end of the bytes.
  private func runEnd(from start: Int, stops: UInt64) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var position = start
      while position < buffer.count {
        let byte = buffer[position]
        if byte < 0x40 && stops >> byte & 1 != 0 { break }
        position += 1
      }
      return position
    }
  }

  /// The namespace and local name of a qualified name (`hash` the hash of its bytes), by the
  /// bindings in scope.
  private mutating func resolve(_ name: Range<Int>, hash: Int) -> XMLName {
    let mask = resolvedNames.count - 1
    var slot = hash & mask
    while !resolvedNames[slot].name.isEmpty {
      if equal(resolvedNames[slot].name, name) { return resolvedNames[slot].resolved }
      slot = (slot + 1) & mask
    }
    var colon = name.lowerBound
    while colon < name.upperBound && bytes[colon] != 0x3A { colon += 1 }
    let prefix: Range<Int>
    let local: Range<Int>
    if colon < name.upperBound {
      prefix = name.lowerBound..<colon
      local = (colon + 1)..<name.upperBound
    } else {
      prefix = name.lowerBound..<name.lowerBound
      local = name
    }
    let namespace = bindings.last { equal($0.prefix, prefix) }?.namespace ?? 0
    let id = names.firstIndex { bytes[local].elementsEqual($0) }
    let resolved = XMLName(namespace: namespace, local: local, id: id)
    if resolvedCount == resolvedNames.count / 2 {
      forgetResolvedNames()
      slot = hash & mask
    }
    resolvedNames[slot] = ResolvedName(name: name, resolved: resolved)
    resolvedCount += 1
    return resolved
  }

  // MARK: Pieces

  /// A name: any run of bytes up to a space, `/`, `>`, `=` or quote, not starting with a digit,
  /// `-`, `.` or `:` (every byte ≥ 0x80 is taken as a name character).
  private mutating func scanName() throws(XMLSyntaxError) -> Range<Int> {
    let start = index
    let end = runEnd(from: start, stops: Self.nameStops)
    index = end
    let scanned = bytes.withUnsafeBufferPointer { buffer in
      // The byte that ended the name (a space at the end of the bytes), its first byte and its
      // hash, read in one access to the bytes.
      let stop = end < buffer.count ? buffer[end] : 0x20
      guard end > start else { return (stop: stop, first: UInt8(0), hash: 0) }
      // Names in a file differ in their length or in one of these bytes (`time`, `type`).
      let ends = Int(buffer[start]) &* 31 &+ Int(buffer[end - 1])
      let hash = (ends &* 31 &+ Int(buffer[(start + end) / 2])) &* 31 &+ (end - start)
      return (stop: stop, first: buffer[start], hash: hash)
    }
    if scanned.stop < 0x20 && scanned.stop != 0x09 && scanned.stop != 0x0A && scanned.stop != 0x0D {
      throw error("a control character in a name")
    }
    guard index > start else {
      throw error(index < bytes.count ? "a name expected" : "the file is cut short inside a tag")
    }
    nameHash = scanned.hash
    let first = scanned.first
    if (0x30...0x39).contains(first) || first == 0x2D || first == 0x2E || first == 0x3A {
      throw error("a name cannot start with '\(Character(Unicode.Scalar(first)))'", at: start)
    }
    return start..<index
  }

  /// A quoted value: where it is, and its bytes decoded when it holds a reference or a `\r`.
  private mutating func scanAttributeValue() throws(XMLSyntaxError) -> (
    range: Range<Int>, decoded: [UInt8]?
  ) {
    guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
      throw error("a quoted attribute value expected")
    }
    let quote = bytes[index]
    let stops = Self.textStops | 1 << quote
    index += 1
    let start = index
    var plain = true
    while true {
      index = runEnd(from: index, stops: stops)
      guard index < bytes.count else {
        throw error("the file is cut short inside an attribute value")
      }
      let byte = bytes[index]
      if byte == quote { break }
      switch byte {
      case 0x3C: throw error("'<' in an attribute value")
      case 0x26, 0x0D: plain = false
      case 0x0A: newLine()
      case 0x09: break
      default: throw error("a control character")
      }
      index += 1
    }
    index += 1
    let range = start..<(index - 1)
    return (range, plain ? nil : try decode(range))
  }

  /// Text up to the next `<`, kept in `text`; `false` when it is not wanted or only spaces
  /// outside the root.
  private mutating func scanText() throws(XMLSyntaxError) -> Bool {
    if depth == 0 {
      try skipSpacesOutsideRoot()
      return false
    }
    let start = index
    var plain = true
    while true {
      index = runEnd(from: index, stops: Self.textStops)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == 0x3C { break }
      switch byte {
      case 0x0A: newLine()
      case 0x0D, 0x26: plain = false
      case 0x09: break
      default: throw error("a control character")
      }
      index += 1
    }
    if plain {
      keepText(start..<index)
    } else {
      decodedText = try decode(start..<index)
    }
    return wantsText
  }

  /// Makes `range` of the bytes, as written, the last text piece.
  private mutating func keepText(_ range: Range<Int>) {
    textRange = range
    // (Checked first: assigning `nil` releases whatever was there, even `nil`.)
    if decodedText != nil { decodedText = nil }
  }

  /// Spaces up to the next `<` before or after the root element, where no text may be.
  private mutating func skipSpacesOutsideRoot() throws(XMLSyntaxError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x3C { break }
      if byte < 0x20 {
        if byte == 0x0A {
          newLine()
        } else if byte != 0x0D && byte != 0x09 {
          throw error("a control character")
        }
      } else if byte != 0x20 {
        throw error(sawRoot ? "text after the root element" : "text before the root element")
      }
      index += 1
    }
  }

  /// Text or an attribute value with its references decoded and line ends made `\n`.
  private func decode(_ range: Range<Int>) throws(XMLSyntaxError) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(range.count)
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      if byte == 0x0D {
        output.append(0x0A)
        position += 1
        if position < range.upperBound && bytes[position] == 0x0A { position += 1 }
        continue
      }
      guard byte == 0x26 else {
        output.append(byte)
        position += 1
        continue
      }
      var end = position + 1
      while end < range.upperBound && bytes[end] != 0x3B && end - position < 12 { end += 1 }
      guard end < range.upperBound, bytes[end] == 0x3B else {
        throw error("'&' not starting a reference", at: position)
      }
      let reference = bytes[(position + 1)..<end]
      if let scalar = Self.characterReference(reference) {
        output.append(contentsOf: Array(String(Character(scalar)).utf8))
      } else if let entity = Self.entities[Array(reference)] {
        output.append(entity)
      } else {
        throw error(
          "unknown reference '&\(String(decoding: reference, as: UTF8.self));'", at: position)
      }
      position = end + 1
    }
    return output
  }

  private static let entities: [[UInt8]: UInt8] = [
    Array("lt".utf8): 0x3C, Array("gt".utf8): 0x3E, Array("amp".utf8): 0x26,
    Array("apos".utf8): 0x27, Array("quot".utf8): 0x22,
  ]

  /// The character of `#123` or `#x7B`, when it is one XML allows.
  private static func characterReference(_ reference: ArraySlice<UInt8>) -> Unicode.Scalar? {
    guard reference.first == 0x23 else { return nil }
    var digits = reference.dropFirst()
    var radix: UInt32 = 10
    if digits.first == 0x78 {
      radix = 16
      digits = digits.dropFirst()
    }
    guard let first = digits.first, first != 0x2B, first != 0x2D,
      let value = UInt32(String(decoding: digits, as: UTF8.self), radix: Int(radix)),
      value == 0x09 || value == 0x0A || value == 0x0D || value >= 0x20
    else { return nil }
    return Unicode.Scalar(value)
  }

  private mutating func skipProcessingInstruction() throws(XMLSyntaxError) {
    let start = index
    try skip(past: "?>", what: "processing instruction")
    let instruction = bytes[start..<index]
    guard instruction.starts(with: Array("<?xml".utf8)), instruction.count > 5,
      [0x20, 0x09, 0x0A, 0x0D].contains(instruction[start + 5])
    else { return }
    guard !sawRoot else { throw error("an XML declaration inside the document", at: start) }
    try checkEncoding(String(decoding: instruction, as: UTF8.self), at: start)
  }

  /// Refuses an encoding other than UTF-8 or ASCII; transcodes ISO-8859-1 to UTF-8 (the rest of
  /// the bytes, once).
  private mutating func checkEncoding(_ declaration: String, at start: Int) throws(XMLSyntaxError) {
    guard let range = declaration.firstRange(of: "encoding") else { return }
    let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
    let name = rest.dropFirst().prefix { $0 != quote }.lowercased()
    switch name {
    case "utf-8", "utf8", "us-ascii", "ascii": return
    case "iso-8859-1", "latin1", "iso_8859-1", "latin-1":
      guard !isLatin1Checked else { return }
      isLatin1Checked = true
      var utf8: [UInt8] = Array(bytes[..<index])
      utf8.reserveCapacity(bytes.count + bytes.count / 8)
      for byte in bytes[index...] {
        if byte < 0x80 {
          utf8.append(byte)
        } else {
          utf8.append(0xC0 | byte >> 6)
          utf8.append(0x80 | byte & 0x3F)
        }
      }
      bytes = utf8
    default: throw error("the encoding '\(name)' (only UTF-8 and ISO-8859-1 are read)", at: start)
    }
  }

  /// Moves past the next `marker`, counting lines.
  private mutating func skip(past marker: String, what: String) throws(XMLSyntaxError) {
    let marker = Array(marker.utf8)
    while index < bytes.count {
      if bytes[index] == marker[0] && bytes[index...].starts(with: marker) {
        index += marker.count
        return
      }
      if bytes[index] == 0x0A { newLine() }
      index += 1
    }
    throw error("the file is cut short inside a \(what)")
  }

  private func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

  @discardableResult
  private mutating func skipSpaces() -> Bool {
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A: newLine()
      case 0x20, 0x09, 0x0D: break
      default: return index > start
      }
      index += 1
    }
    return index > start
  }

  /// Counts the line feed at `index`.
  private mutating func newLine() {
    line += 1
    lineStart = index + 1
  }

  /// Whether two ranges of `bytes` hold the same bytes.
  private func equal(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    guard first.count == second.count else { return false }
    precondition(first.upperBound <= bytes.count && second.upperBound <= bytes.count)
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      return memcmp(base + first.lowerBound, base + second.lowerBound, first.count) == 0
    }
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// An error at the position reached, or at an earlier `position`.
  private func error(_ reason: String, at position: Int? = nil) -> XMLSyntaxError {
    let position = position ?? index
    guard position < lineStart else {
      return XMLSyntaxError(line: line, column: position - lineStart + 1, reason: reason)
    }
    let earlier = bytes[..<position].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let lines = bytes[position..<lineStart].count { $0 == 0x0A }
    return XMLSyntaxError(line: line - lines, column: position - earlier + 1, reason: reason)
  }
}
