import Mustache
import Testing

@Suite struct EscapingTests {
  @Test func escapesAllFiveCharactersByteForByte() {
    let escaped = escapeHTML("&<>\"'")
    #expect(Array(escaped.utf8) == Array("&amp;&lt;&gt;&quot;&#39;".utf8))
  }

  @Test func leavesEverythingElseAlone() {
    let plain = "Bench press 3×5 @ 100 kg — ünïcödé, emoji 🏋️, tabs\tand\nnewlines"
    #expect(escapeHTML(plain) == plain)
    #expect(escapeHTML("") == "")
    #expect(
      escapeHTML("héllo <b>wörld</b> & 'you'")
        == "héllo &lt;b&gt;wörld&lt;/b&gt; &amp; &#39;you&#39;")
  }

  /// Each ASCII character alone: the five become entities, every other stays as it is, in
  /// `escapeHTML`, in `{{name}}` (escaped) and in `{{{name}}}` (verbatim).
  @Test func everyASCIICharacterAlone() throws {
    let entities: [Character: String] = [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]
    let library = try TemplateLibrary(templates: ["t": "{{v}}|{{{v}}}"])
    for byte in UInt8(0)...127 {
      let character = Character(UnicodeScalar(byte))
      let escaped = entities[character] ?? String(character)
      #expect(escapeHTML(String(character)) == escaped, "byte \(byte)")
      let output = try library.render("t", ["v": .string(String(character))])
      #expect(output == escaped + "|" + String(character), "byte \(byte)")
    }
  }

  @Test func escapesAtTheEdgesAndInRuns() {
    #expect(escapeHTML("<") == "&lt;")
    #expect(escapeHTML("a&") == "a&amp;")
    #expect(escapeHTML("&&&") == "&amp;&amp;&amp;")
    #expect(escapeHTML("x\"y\"") == "x&quot;y&quot;")
  }

  @Test func escapedInterpolationMatchesEscapeHTML() throws {
    let library = try TemplateLibrary(templates: [
      "page": "{{value}}|{{{value}}}|{{&value}}|{{#list}}{{.}}{{/list}}"
    ])
    let value = "<a href=\"x\">Tom & Jerry's</a>"
    let output = try library.render("page", ["value": .string(value), "list": ["<", "'"]])
    #expect(output == "\(escapeHTML(value))|\(value)|\(value)|&lt;&#39;")
  }

  /// Every ASCII character at every place of a value up to 25 characters long, among ASCII
  /// and multi-byte text, is escaped by the renderer as `escapeHTML` escapes it: the five
  /// special ones replaced, every other one kept.
  @Test func escapedInterpolationFindsEverySpecialAtEveryPlace() throws {
    let library = try TemplateLibrary(templates: ["page": "{{value}}"])
    for filler in ["abcdefghijklmnopqrstuvwx", "é€🏋️ab\u{0}é€🏋️ab"] {
      let text = Array(filler)
      // Every ASCII character: the five, and those a bit apart from them, which are not escaped.
      for special in (1...127).map({ String(UnicodeScalar(UInt8($0))) }) {
        for place in 0...text.count {
          for length in [place, min(text.count, place + 1), text.count] {
            let value = String(text[..<place]) + special + String(text[place..<length])
            let output = try library.render("page", ["value": .string(value)])
            #expect(output == escapeHTML(value), "\(Array(value.utf8))")
          }
        }
      }
    }
  }

  /// Values and text between tags of every length up to 40 bytes come out whole, escaped or not.
  @Test func piecesOfEveryShortLengthAreCopiedWhole() throws {
    let bytes = Array("0123456789abcdefghijklmnopqrstuvwxyzABCD".utf8)
    let specials = Array("a<b&c>d\"e'f0123456789abcdefghijklmnopqrstu".utf8)
    for length in 0...40 {
      let plain = String(decoding: bytes[..<length], as: UTF8.self)
      let special = String(decoding: specials[..<length], as: UTF8.self)
      let library = try TemplateLibrary(templates: [
        "page": "[\(plain)]{{{plain}}}|{{plain}}|{{special}}|{{{special}}}.\(plain)"
      ])
      let output = try library.render(
        "page", ["plain": .string(plain), "special": .string(special)])
      #expect(
        output == "[\(plain)]\(plain)|\(plain)|\(escapeHTML(special))|\(special).\(plain)",
        "length \(length)")
    }
  }
}
